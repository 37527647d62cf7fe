import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { dossierKeys } from './query-keys.ts';

/** GET /app/sidebar/dossiers: the user's dossiers, newest activity first. */
export const getSidebarDossiers = () => api.get('/app/sidebar/dossiers', { answer: 'SidebarItem[]' });

export const sidebarDossiersQueryOptions = () =>
  queryOptions({ queryKey: dossierKeys.sidebar, queryFn: getSidebarDossiers });

export const useSidebarDossiers = () => useQuery(sidebarDossiersQueryOptions());
