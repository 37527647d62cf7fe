import { Alert, Button, Stack } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { FormError } from '../../components/form-error.tsx';
import { nlMailLinks } from '../../i18n/nl-mail-links.ts';
import { useRequestExtensionByMail } from './api/request-extension-by-mail.ts';
import { AuthCard } from './components/auth-card.tsx';

const t = nlMailLinks.extension;

/**
 * The link in the mail an expired guest gets instead of the messages (issue 13): 'Vraag verlenging aan' without
 * signing in. Opening it changes nothing; the button asks.
 */
export function ExtensionRequestPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const request = useRequestExtensionByMail();

  if (!token) {
    return (
      <AuthCard title={t.title}>
        <FormError message={nlMailLinks.missingToken} />
      </AuthCard>
    );
  }
  const answer = request.data;
  return (
    <AuthCard title={t.title} intro={answer ? undefined : t.intro}>
      {answer ? (
        <Alert color="teal" variant="light" icon={<IconCheck aria-hidden />} role="status">
          {answer.repeated ? t.repeated(answer.dossier_title) : t.done(answer.dossier_title)}
        </Alert>
      ) : (
        <Stack gap="md">
          <FormError message={request.isError ? t.failed : undefined} />
          <Button fullWidth loading={request.isPending} onClick={() => request.mutate(token)}>
            {t.submit}
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
