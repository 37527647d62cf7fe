import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { dossierKeys } from './query-keys.ts';

/** GET /api/v1/auth/dossier/{id}/token/validate: whether the guest's access to this dossier still runs, and until when. */
export const validateDossierAccess = (dossierId: string) =>
  api.get(`/api/v1/auth/dossier/${dossierId}/token/validate`, { answer: 'TokenValidateResponse' });

/** A guest's access; only guests ask (`enabled`). Expiry, renewal and revocation reach it as live frames. */
export const useDossierAccess = (dossierId: string, enabled: boolean) =>
  useQuery({
    queryKey: dossierKeys.access(dossierId),
    queryFn: () => validateDossierAccess(dossierId),
    enabled,
    // Checked on every entry (SPEC.md section 4), not served from an earlier visit.
    staleTime: 0,
  });
