import { Alert, Button, Group, Paper, PasswordInput, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { FormError } from '../../components/form-error.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
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

/** Where the signed-in app's 'Wachtwoord wijzigen' is (issue 25: inside the app, not the public header). */
export const CHANGE_PASSWORD_IN_APP = '/app/account/password';
const ACCOUNT_SCREEN = '/app/account';
const PUBLIC_PATH = '/change-password';

/** What the screen inside the app hands to /change-password once the password is changed. */
interface ChangedState {
  passwordChanged: true;
}
const isChangedState = (state: unknown): state is ChangedState =>
  typeof state === 'object' && state !== null && (state as ChangedState).passwordChanged === true;

/**
 * /app/account/password: 'Wachtwoord wijzigen' inside the signed-in app's shell, beside the dossier list (issue 25).
 * Once changed, the session ends (SPEC.md section 2: the user logs in again with the new password), so the
 * confirmation shows on the public /change-password, with the way to log in.
 */
export function ChangePasswordScreen() {
  const navigate = useNavigate();
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
    const state: ChangedState = { passwordChanged: true };
    await navigate(PUBLIC_PATH, { replace: true, state });
  });

  return (
    <PageLayout title={t.title} maxWidth={720}>
      <Paper withBorder radius="md" p="lg">
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
            <Group justify="flex-end" gap="sm">
              <Button variant="default" component={Link} to={ACCOUNT_SCREEN}>
                {nl.common.cancel}
              </Button>
              <Button type="submit" loading={isSubmitting}>
                {t.submit}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </PageLayout>
  );
}

/**
 * /change-password (SPEC.md section 2): after a change inside the app, the confirmation, and the session here ends;
 * signed in, the screen inside the app; signed out, the way to log in first.
 */
export function ChangePasswordPage() {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  const changed = isChangedState(useLocation().state);

  useEffect(() => {
    if (!changed) return;
    clearAccessToken();
    queryClient.clear();
  }, [changed, queryClient]);

  if (changed) {
    return (
      <AuthCard title={t.title}>
        <PasswordSaved message={t.success} />
      </AuthCard>
    );
  }

  if (token) return <Navigate to={CHANGE_PASSWORD_IN_APP} replace />;

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
