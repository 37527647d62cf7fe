import type { SidebarItem } from '@dossier/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, statusOf } from '../../../lib/api-client.ts';

/** GET /app/dossiers/latest-dossier: the newest dossier, or null when there is none (204, or 404). */
export async function getLatestDossier(): Promise<SidebarItem | null> {
  try {
    return (await api.get('/app/dossiers/latest-dossier', { answer: 'SidebarItem?' })) ?? null;
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}

export const latestDossierQueryOptions = () =>
  queryOptions({ queryKey: ['dossiers', 'latest'], queryFn: getLatestDossier, staleTime: 0 });
