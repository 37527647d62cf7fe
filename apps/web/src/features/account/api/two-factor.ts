import type { TwoFactorStatusResponse } from '@dossier/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const twoFactorKeys = { status: ['account', 'two-factor'] as const };

/** GET /api/v1/auth/2fa: whether the app's codes are on, recovery codes left, and the company's demand. */
export const getTwoFactorStatus = () => api.get('/api/v1/auth/2fa', { answer: 'TwoFactorStatusResponse' });

export const useTwoFactorStatus = (enabled = true) =>
  useQuery({ queryKey: twoFactorKeys.status, queryFn: getTwoFactorStatus, enabled });

/** POST /api/v1/auth/2fa/setup: a new secret to scan, not in force until a code confirms it. */
export const startTwoFactorSetup = () =>
  api.post('/api/v1/auth/2fa/setup', undefined, { answer: 'TwoFactorSetupResponse' });

export const useStartTwoFactorSetup = () => useMutation({ mutationFn: startTwoFactorSetup });

/** The status after enabling or disabling, so the section shows it before the refetch answers. */
function useSetStatus() {
  const queryClient = useQueryClient();
  return (change: Partial<TwoFactorStatusResponse>) => {
    queryClient.setQueryData<TwoFactorStatusResponse>(twoFactorKeys.status, (status) =>
      status ? { ...status, ...change } : status,
    );
    return queryClient.invalidateQueries({ queryKey: twoFactorKeys.status });
  };
}

/** POST /api/v1/auth/2fa/enable {code}: the first code confirms the secret; the answer has the 10 recovery codes. */
export const enableTwoFactor = (code: string) =>
  api.post('/api/v1/auth/2fa/enable', { code }, { answer: 'RecoveryCodesResponse' });

export function useEnableTwoFactor() {
  const setStatus = useSetStatus();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: ({ recovery_codes }) => {
      void setStatus({ totp_enabled: true, recovery_codes_left: recovery_codes.length });
    },
  });
}

/** POST /api/v1/auth/2fa/disable {password, code}: both, so a session left open alone cannot turn it off. */
export const disableTwoFactor = (input: { password: string; code: string }) =>
  api.post('/api/v1/auth/2fa/disable', input);

export function useDisableTwoFactor() {
  const setStatus = useSetStatus();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => setStatus({ totp_enabled: false, recovery_codes_left: 0 }),
  });
}
