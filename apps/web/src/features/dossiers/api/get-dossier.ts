import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { dossierKeys } from './query-keys.ts';

/** GET /api/v1/dossiers/{id}. */
export const getDossier = (dossierId: string) =>
  api.get(`/api/v1/dossiers/${dossierId}`, { answer: 'DossierResponse' });

export const dossierQueryOptions = (dossierId: string) =>
  queryOptions({ queryKey: dossierKeys.detail(dossierId), queryFn: () => getDossier(dossierId) });

/** `enabled` false while a guest's access is checked or over: the server would refuse. */
export const useDossier = (dossierId: string, enabled = true) =>
  useQuery({ ...dossierQueryOptions(dossierId), enabled });
