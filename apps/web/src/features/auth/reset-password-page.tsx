import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { FormError } from '../../components/form-error.tsx';
import { nl } from '../../i18n/nl.ts';
import { nlOnboarding } from '../../i18n/nl-onboarding.ts';
import { serverMessageOr } from '../../lib/api-client.ts';
import { labelledResolver } from '../../lib/validation.ts';
import { useConfirmPasswordReset } from './api/confirm-password-reset.ts';
import { AuthCard } from './components/auth-card.tsx';
import { NewPasswordFields } from './components/new-password-fields.tsx';
import { PasswordSaved } from './components/password-saved.tsx';
import { NEW_PASSWORD_LABELS, ResetPasswordForm } from './password-schemas.ts';
import { useOpenSignedIn } from './use-open-signed-in.ts';

const t = nl.auth.resetPassword;
const resolver = labelledResolver(ResetPasswordForm, NEW_PASSWORD_LABELS);

/**
 * Sets a password from a reset mail, and the first password of invited users and new admins: their welcome link
 * signs them in and opens the app (issue 25); a reset ends with the way back to login.
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const confirm = useConfirmPasswordReset();
  const form = useForm({ resolver, defaultValues: { new_password: '', confirm_password: '' } });

  const openSignedIn = useOpenSignedIn();

  // A welcome link's answer carries a session (issue 25): stored as a login's, and the app opens.
  const onSubmit = form.handleSubmit(({ new_password }) =>
    confirm.mutate(
      { token, new_password },
      {
        onSuccess: (answer) => {
          if ('access_token' in answer) {
            void openSignedIn({
              token: answer.access_token,
              enrolmentRequired: answer.enrolment_required === true,
            });
          }
        },
      },
    ),
  );

  if (!token) {
    return (
      <AuthCard title={t.title}>
        <FormError message={t.missingToken} />
        <Anchor component={Link} to="/forgot-password">
          {t.requestNewLink}
        </Anchor>
      </AuthCard>
    );
  }

  if (confirm.isSuccess && 'access_token' in confirm.data) {
    return (
      <AuthCard title={t.title}>
        <Text role="status">{nlOnboarding.signingIn}</Text>
      </AuthCard>
    );
  }

  if (confirm.isSuccess) {
    return (
      <AuthCard title={t.title}>
        <PasswordSaved message={t.success} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t.title} intro={t.intro}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormError message={confirm.isError ? serverMessageOr(confirm.error, t.failed) : undefined} />
          <NewPasswordFields form={form} />
          <Button type="submit" fullWidth loading={confirm.isPending}>
            {t.submit}
          </Button>
          {confirm.isError ? (
            <Anchor component={Link} to="/forgot-password" size="sm" ta="center">
              {t.requestNewLink}
            </Anchor>
          ) : null}
        </Stack>
      </form>
    </AuthCard>
  );
}
