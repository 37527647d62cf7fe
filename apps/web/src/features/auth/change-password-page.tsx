import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormError } from '../../components/form-error.tsx';
import { nl } from '../../i18n/nl.ts';
import { applyServerErrors } from '../../lib/form-errors.ts';
import { clearAccessToken, useAccessToken } from '../../lib/session.ts';
import { labelledResolver } from '../../lib/validation.ts';
import { useChangePassword } from './api/change-password.ts';
import { AuthCard } from './components/auth-card.tsx';
import { NewPasswordFields } from './components/new-password-fields.tsx';
import { PasswordSaved } from './components/password-saved.tsx';
import { ChangePasswordForm, NEW_PASSWORD_LABELS } from './password-schemas.ts';

const t = nl.auth.changePassword;
const resolver = labelledResolver(ChangePasswordForm, {
  current_password: t.currentPassword,
  ...NEW_PASSWORD_LABELS,
});

export function ChangePasswordPage() {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  const change = useChangePassword();
  const form = useForm({
    resolver,
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ current_password, new_password }) => {
    try {
      await change.mutateAsync({ current_password, new_password });
    } catch (error) {
      applyServerErrors(error, form.setError, ['current_password', 'new_password'], t.failed);
      return;
    }
    // SPEC.md section 2: after the change the user logs in again with the new password.
    clearAccessToken();
    queryClient.clear();
  });

  if (change.isSuccess) {
    return (
      <AuthCard title={t.title}>
        <PasswordSaved message={t.success} />
      </AuthCard>
    );
  }

  if (!token) {
    return (
      <AuthCard title={t.title}>
        <Alert color="gray" variant="light">
          {t.notSignedIn}
        </Alert>
        <Button component={Link} to="/login">
          {nl.common.toLogin}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t.title}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormError message={errors.root?.server?.message} />
          <PasswordInput
            label={t.currentPassword}
            autoComplete="current-password"
            required
            error={errors.current_password?.message}
            {...form.register('current_password')}
          />
          <NewPasswordFields form={form} />
          <Button type="submit" fullWidth loading={isSubmitting}>
            {t.submit}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
