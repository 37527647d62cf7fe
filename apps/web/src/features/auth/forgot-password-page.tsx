import { PasswordResetRequest } from '@dossier/contract';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { FormError } from '../../components/form-error.tsx';
import { nl } from '../../i18n/nl.ts';
import { labelledResolver } from '../../lib/validation.ts';
import { useRequestPasswordReset } from './api/request-password-reset.ts';
import { AccountEmailInput } from './components/account-email-input.tsx';
import { AuthCard } from './components/auth-card.tsx';

const t = nl.auth.forgotPassword;
const resolver = labelledResolver(PasswordResetRequest, { email: nl.auth.emailLabel });

/** Request a reset mail; states idle, loading, success and error follow the call (SPEC.md section 2). */
export function ForgotPasswordPage() {
  const [searchParams] = useSearchParams();
  const reset = useRequestPasswordReset();
  const form = useForm({ resolver, defaultValues: { email: searchParams.get('email') ?? '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ email }) => reset.mutate(email));

  return (
    <AuthCard title={t.title} intro={reset.isSuccess ? undefined : t.intro}>
      {reset.isSuccess ? (
        <Stack gap="md">
          <Alert color="teal" variant="light" icon={<IconMail aria-hidden />} role="status">
            {t.success}
          </Alert>
          <Anchor component={Link} to="/login">
            {t.backToLogin}
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <FormError message={reset.isError ? t.failed : undefined} />
            <AccountEmailInput error={errors.email?.message} {...form.register('email')} />
            <Button type="submit" fullWidth loading={reset.isPending}>
              {t.submit}
            </Button>
            <Anchor component={Link} to="/login" size="sm" ta="center">
              {t.backToLogin}
            </Anchor>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
