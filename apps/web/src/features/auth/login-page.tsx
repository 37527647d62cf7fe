import { LoginRequest } from '@dossier/contract';
import { Anchor, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { FormError } from '../../components/form-error.tsx';
import { nl } from '../../i18n/nl.ts';
import { nlSecurity } from '../../i18n/nl-security.ts';
import { statusOf } from '../../lib/api-client.ts';
import { markEnrolmentRequired } from '../../lib/enrolment-required.ts';
import { applyServerErrors } from '../../lib/form-errors.ts';
import { storeAccessToken } from '../../lib/session.ts';
import { labelledResolver } from '../../lib/validation.ts';
import { latestDossierQueryOptions } from './api/get-latest-dossier.ts';
import { InvalidLoginResponse, type LoginOutcome, useLogin } from './api/login.ts';
import { AccountEmailInput } from './components/account-email-input.tsx';
import { AuthCard } from './components/auth-card.tsx';
import { AuthSwitchLink } from './components/auth-switch-link.tsx';
import { PasskeySignInButton } from './components/passkey-sign-in-button.tsx';
import { SecondFactorStep } from './components/second-factor-step.tsx';

const t = nl.auth.login;
const resolver = labelledResolver(LoginRequest, {
  email: nl.auth.emailLabel,
  password: nl.auth.passwordLabel,
});

/** The words for a failed login (SPEC.md section 8); 429 and others show the server's own text. */
function loginFailureMessage(error: unknown): string | undefined {
  if (error instanceof InvalidLoginResponse) return t.invalidResponse;
  if (statusOf(error) === 401) return t.invalidCredentials;
  return undefined;
}

export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useLogin();
  const form = useForm({ resolver, defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;
  const typedEmail = form.watch('email');
  // Issue 23: the ticket of the second step, after a password of a user with a second factor.
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const focusPasswordOnReturn = useRef(false);

  useEffect(() => {
    if (mfaToken || !focusPasswordOnReturn.current) return;
    focusPasswordOnReturn.current = false;
    form.setFocus('password');
  }, [mfaToken, form]);

  const signIn = async (outcome: Extract<LoginOutcome, { step: 'signed-in' }>) => {
    queryClient.clear();
    storeAccessToken(outcome.token);
    // A company that demands a second factor: this session may only enrol (the app's guard keeps it there).
    if (outcome.enrolmentRequired) {
      markEnrolmentRequired();
      navigate('/two-step-setup', { replace: true });
      return;
    }
    // SPEC.md section 4: a login opens the latest dossier; with none (or no answer) the dossier start page.
    const latest = await queryClient.fetchQuery(latestDossierQueryOptions()).catch(() => null);
    navigate(latest ? `/app/dossier/${latest.id}` : '/app', { replace: true });
  };

  const onSubmit = form.handleSubmit(async (credentials) => {
    let outcome: LoginOutcome;
    try {
      outcome = await login.mutateAsync(credentials);
    } catch (error) {
      const known = loginFailureMessage(error);
      if (known) form.setError('root.server', { type: 'server', message: known });
      else applyServerErrors(error, form.setError, ['email', 'password'], t.invalidCredentials);
      return;
    }
    if (outcome.step === 'second-factor') setMfaToken(outcome.mfaToken);
    else await signIn(outcome);
  });

  const backToPassword = ({ ended }: { ended?: 'expired' | 'too-many-codes' }) => {
    focusPasswordOnReturn.current = true;
    setMfaToken(null);
    form.resetField('password');
    if (ended) form.setError('root.server', { type: 'server', message: nlSecurity.codeStep[ended] });
    else form.clearErrors();
  };

  const forgotHref = typedEmail
    ? `/forgot-password?email=${encodeURIComponent(typedEmail)}`
    : '/forgot-password';

  if (mfaToken) {
    return (
      <AuthCard title={t.title}>
        <SecondFactorStep mfaToken={mfaToken} onSignedIn={signIn} onBack={backToPassword} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t.title} intro={t.intro}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormError message={errors.root?.server?.message} />
          <AccountEmailInput error={errors.email?.message} {...form.register('email')} />
          <PasswordInput
            label={nl.auth.passwordLabel}
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={forgotHref} size="sm">
              {t.forgotPassword}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={isSubmitting}>
            {t.submit}
          </Button>
          <PasskeySignInButton
            onSignedIn={(token) => signIn({ step: 'signed-in', token, enrolmentRequired: false })}
          />
          <AuthSwitchLink prompt={t.noAccount} to="/register" label={t.registerLink} />
        </Stack>
      </form>
    </AuthCard>
  );
}
