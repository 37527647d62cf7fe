import type { AvailableUser } from '@dossier/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { dossierKeys } from './query-keys.ts';

export type AvailableUserItem = z.infer<typeof AvailableUser>;

/** GET /app/dossiers/{id}/available-users: users of the dossier's companies who are not members yet. */
export const getAvailableUsers = (dossierId: string) =>
  api.get(`/app/dossiers/${dossierId}/available-users`, { answer: 'AvailableUser[]' });

export const useAvailableUsers = (dossierId: string, enabled: boolean) =>
  useQuery({
    queryKey: dossierKeys.availableUsers(dossierId),
    queryFn: () => getAvailableUsers(dossierId),
    enabled,
    staleTime: 0,
  });
