import { Alert, Button, Stack } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { FormError } from '../../components/form-error.tsx';
import { nlMailLinks } from '../../i18n/nl-mail-links.ts';
import { useUnsubscribe } from './api/unsubscribe.ts';
import { AuthCard } from './components/auth-card.tsx';

const t = nlMailLinks.unsubscribe;

/**
 * The unsubscribe link of a notification mail (issue 13), without signing in. Opening it changes nothing (mail
 * scanners open links); the button does. Mail clients use the one-click POST of the List-Unsubscribe header.
 */
export function UnsubscribePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const unsubscribe = useUnsubscribe();

  if (!token) {
    return (
      <AuthCard title={t.title}>
        <FormError message={nlMailLinks.missingToken} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t.title} intro={unsubscribe.isSuccess ? undefined : t.intro}>
      {unsubscribe.isSuccess ? (
        <Alert color="teal" variant="light" icon={<IconCheck aria-hidden />} role="status">
          {t.done(unsubscribe.data.email)}
        </Alert>
      ) : (
        <Stack gap="md">
          <FormError message={unsubscribe.isError ? t.failed : undefined} />
          <Button fullWidth loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
            {t.submit}
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
