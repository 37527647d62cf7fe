import type { SidebarItem } from '@dossier/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, statusOf } from '../../../lib/api-client.ts';

/** GET /app/sidebar/dossiers, newest first; null while the server does not offer the list yet (404). */
export async function getSidebarDossiers(): Promise<SidebarItem[] | null> {
  try {
    return await api.get<SidebarItem[]>('/app/sidebar/dossiers');
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}

export const sidebarDossiersQueryOptions = () =>
  queryOptions({ queryKey: ['dossiers', 'sidebar'], queryFn: getSidebarDossiers });

export const useSidebarDossiers = () => useQuery(sidebarDossiersQueryOptions());
