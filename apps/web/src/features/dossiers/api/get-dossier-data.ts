import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { dossierKeys } from './query-keys.ts';

/** GET /api/v1/dossiers/{id}/data: the dossier with its companies and every member (removed ones too). */
export const getDossierData = (dossierId: string) =>
  api.get(`/api/v1/dossiers/${dossierId}/data`, { answer: 'DossierDataResponse' });

export const useDossierData = (dossierId: string, enabled = true) =>
  useQuery({ queryKey: dossierKeys.data(dossierId), queryFn: () => getDossierData(dossierId), enabled });
