import { LoginRequest } from '@dossier/contract';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { IconMailOpened } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { FormError } from '../../components/form-error.tsx';
import { nl } from '../../i18n/nl.ts';
import { nlOnboarding } from '../../i18n/nl-onboarding.ts';
import { nlSecurity } from '../../i18n/nl-security.ts';
import { statusOf } from '../../lib/api-client.ts';
import { applyServerErrors } from '../../lib/form-errors.ts';
import { labelledResolver } from '../../lib/validation.ts';
import { InvalidLoginResponse, type LoginOutcome, useLogin } from './api/login.ts';
import { AccountEmailInput } from './components/account-email-input.tsx';
import { AuthCard } from './components/auth-card.tsx';
import { AuthSwitchLink } from './components/auth-switch-link.tsx';
import { PasskeySignInButton } from './components/passkey-sign-in-button.tsx';
import { SecondFactorStep } from './components/second-factor-step.tsx';
import { useOpenSignedIn } from './use-open-signed-in.ts';

const t = nl.auth.login;
const resolver = labelledResolver(LoginRequest, {
  email: nl.auth.emailLabel,
  password: nl.auth.passwordLabel,
});

/** The words for a failed login (SPEC.md section 8); 429 and others show the server's own text. */
/** The address the register page passed along (navigation state), if any. */
function registeredEmailOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('registeredEmail' in state)) return undefined;
  return typeof state.registeredEmail === 'string' ? state.registeredEmail : undefined;
}

/** /login right after registering: check the mail, whose link sets the password and signs in (issue 25). */
function CheckMailNotice({ email }: { email: string }) {
  const t = nlOnboarding.checkMail;
  return (
    <Alert color="teal" variant="light" icon={<IconMailOpened aria-hidden />} title={t.title} role="status">
      <Stack gap={4}>
        <Text size="sm">{t.text(email)}</Text>
        <Text size="sm">
          {t.noMail}{' '}
          <Anchor component={Link} to={`/forgot-password?email=${encodeURIComponent(email)}`} size="sm">
            {t.newLink}
          </Anchor>
        </Text>
      </Stack>
    </Alert>
  );
}

function loginFailureMessage(error: unknown): string | undefined {
  if (error instanceof InvalidLoginResponse) return t.invalidResponse;
  if (statusOf(error) === 401) return t.invalidCredentials;
  return undefined;
}

export function LoginPage() {
  const openSignedIn = useOpenSignedIn();
  const login = useLogin();
  // Right after registering (issue 25): the new admin has no password yet, the welcome mail sets it.
  const registeredEmail = registeredEmailOf(useLocation().state);
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

  const signIn = (outcome: Extract<LoginOutcome, { step: 'signed-in' }>) => openSignedIn(outcome);

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
          {registeredEmail ? <CheckMailNotice email={registeredEmail} /> : null}
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
