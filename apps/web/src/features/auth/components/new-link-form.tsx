import { NewMagicLinkRequest } from '@dossier/contract';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormError } from '../../../components/form-error.tsx';
import { nl } from '../../../i18n/nl.ts';
import { ApiError, statusOf } from '../../../lib/api-client.ts';
import { labelledResolver } from '../../../lib/validation.ts';
import { useRequestMagicLink } from '../api/request-magic-link.ts';
import { AccountEmailInput } from './account-email-input.tsx';

const t = nl.auth.magicLink;
const resolver = labelledResolver(NewMagicLinkRequest, { email: nl.auth.emailLabel });

/** Why asking failed: too often (with the wait the server names) or anything else. */
function failureText(error: unknown): string {
  if (statusOf(error) !== 429) return t.newLinkFailed;
  const seconds = error instanceof ApiError ? error.retryAfterSeconds : undefined;
  return t.newLinkRateLimited(seconds === undefined ? undefined : nl.common.waitTime(seconds));
}

/**
 * Asks for a new magic link by e-mail. The answer is the same whether or not the address has access, so the
 * confirmation says no more than that (no one learns which addresses are guests).
 */
export function NewLinkForm() {
  const request = useRequestMagicLink();
  const titleId = useId();
  const form = useForm({ resolver, defaultValues: { email: '' } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ email }) => request.mutate(email));

  if (request.isSuccess) {
    return (
      <Alert color="teal" variant="light" icon={<IconMail aria-hidden />} role="status">
        {t.newLinkSent}
      </Alert>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="lg" id={titleId}>
            {t.newLinkTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {t.newLinkIntro}
          </Text>
        </Stack>
        <FormError message={request.isError ? failureText(request.error) : undefined} />
        <AccountEmailInput error={errors.email?.message} {...form.register('email')} />
        <Button type="submit" fullWidth loading={request.isPending}>
          {t.newLinkSubmit}
        </Button>
      </Stack>
    </form>
  );
}
