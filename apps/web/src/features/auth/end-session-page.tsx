import { Alert, Button, Stack } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { FormError } from '../../components/form-error.tsx';
import { nlMailLinks } from '../../i18n/nl-mail-links.ts';
import { nlSecurity } from '../../i18n/nl-security.ts';
import { serverMessageOr } from '../../lib/api-client.ts';
import { useEndSessionByLink } from './api/end-session-by-link.ts';
import { AuthCard } from './components/auth-card.tsx';

const t = nlSecurity.endSessionLink;

/**
 * /end-session?token= (issue 23): the link of the 'Nieuwe aanmelding op je account' mail, without signing in.
 * Opening it changes nothing (mail scanners open links); the button ends that session.
 */
export function EndSessionPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const end = useEndSessionByLink();

  if (!token) {
    return (
      <AuthCard title={t.title}>
        <FormError message={nlMailLinks.missingToken} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t.title} intro={end.isSuccess ? undefined : t.intro}>
      {end.isSuccess ? (
        <Alert color="teal" variant="light" icon={<IconCheck aria-hidden />} role="status">
          {end.data.detail}
        </Alert>
      ) : (
        <Stack gap="md">
          <FormError message={end.isError ? serverMessageOr(end.error, t.failed) : undefined} />
          <Button fullWidth color="red.9" loading={end.isPending} onClick={() => end.mutate(token)}>
            {t.submit}
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
