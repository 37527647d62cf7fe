import type { DossierResponse } from '@dossier/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/v1/dossiers/{id}. */
export const getDossier = (dossierId: string) => api.get<DossierResponse>(`/api/v1/dossiers/${dossierId}`);

export const dossierQueryOptions = (dossierId: string) =>
  queryOptions({ queryKey: ['dossiers', dossierId], queryFn: () => getDossier(dossierId) });

export const useDossier = (dossierId: string) => useQuery(dossierQueryOptions(dossierId));
