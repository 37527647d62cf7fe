import { Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { AddPasskeyButton } from '../features/account/components/add-passkey-button.tsx';
import { TwoFactorSetup } from '../features/account/components/two-factor-setup.tsx';
import { AuthCard } from '../features/auth/components/auth-card.tsx';
import { useLogout } from '../features/shell/use-logout.ts';
import { nlPasskeys } from '../i18n/nl-passkeys.ts';
import { nlSecurity } from '../i18n/nl-security.ts';
import { clearEnrolmentRequired, useEnrolmentRequired } from '../lib/enrolment-required.ts';
import { useAccessToken } from '../lib/session.ts';

const t = nlSecurity.enrolment;

/**
 * /two-step-setup (issue 23): a session of a company that demands a second factor, for a user without one, may
 * only set up the authenticator app or a passkey (or sign out); the app's guard sends it here. Enrolled, the app opens
 * as usual.
 */
export function TwoStepSetupPage() {
  const token = useAccessToken();
  const required = useEnrolmentRequired();
  const logout = useLogout();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  if (!token) return <Navigate to="/login" replace />;
  if (!required) return <Navigate to="/app" replace />;

  const enrolled = () => {
    // The answers refused before enrolling are stale: the app loads them again.
    queryClient.clear();
    clearEnrolmentRequired();
    navigate('/app', { replace: true });
  };

  return (
    <main>
      <AuthCard title={t.title} intro={t.intro}>
        <TwoFactorSetup onDone={enrolled} />
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {nlPasskeys.enrolment.or}
          </Text>
          <AddPasskeyButton onAdded={enrolled} />
        </Stack>
        <Group justify="center">
          <Button variant="subtle" size="sm" onClick={logout}>
            {t.logout}
          </Button>
        </Group>
      </AuthCard>
    </main>
  );
}
