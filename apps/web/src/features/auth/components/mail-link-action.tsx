import { Alert, Button, Stack } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { FormError } from '../../../components/form-error.tsx';
import { nlMailLinks } from '../../../i18n/nl-mail-links.ts';
import { AuthCard } from './auth-card.tsx';

interface MailLinkActionProps<Answer> {
  title: string;
  intro: string;
  submit: string;
  /** Sends the link's token. */
  action: UseMutationResult<Answer, Error, string>;
  done: (answer: Answer) => string;
  failed: (error: Error) => string;
  danger?: boolean;
}

/**
 * A page a mail's link opens without signing in (?token=), with one button that does what the link is for. Opening
 * it changes nothing: mail scanners open links.
 */
export function MailLinkAction<Answer>({
  title,
  intro,
  submit,
  action,
  done,
  failed,
  danger = false,
}: MailLinkActionProps<Answer>) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';

  if (!token) {
    return (
      <AuthCard title={title}>
        <FormError message={nlMailLinks.missingToken} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title} intro={action.isSuccess ? undefined : intro}>
      {action.isSuccess ? (
        <Alert color="teal" variant="light" icon={<IconCheck aria-hidden />} role="status">
          {done(action.data)}
        </Alert>
      ) : (
        <Stack gap="md">
          <FormError message={action.isError ? failed(action.error) : undefined} />
          <Button
            fullWidth
            color={danger ? 'red.9' : undefined}
            loading={action.isPending}
            onClick={() => action.mutate(token)}
          >
            {submit}
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
