import { RegisterCompanyRequest } from '@dossier/contract';
import { Button, Fieldset, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormError } from '../../components/form-error.tsx';
import { nl } from '../../i18n/nl.ts';
import { applyServerErrors } from '../../lib/form-errors.ts';
import { labelledResolver } from '../../lib/validation.ts';
import { useRegisterCompany } from './api/register-company.ts';
import { AccountEmailInput } from './components/account-email-input.tsx';
import { AuthCard } from './components/auth-card.tsx';
import { AuthSwitchLink } from './components/auth-switch-link.tsx';

const t = nl.auth.register;

const LABELS = {
  'company.name': t.companyName,
  'company.registrationNumber': t.registrationNumber,
  'user.email': nl.auth.emailLabel,
  'user.firstName': t.firstName,
  'user.lastName': t.lastName,
} as const;
const FIELDS = Object.keys(LABELS) as (keyof typeof LABELS)[];
const resolver = labelledResolver(RegisterCompanyRequest, LABELS);

export function RegisterPage() {
  const navigate = useNavigate();
  const register = useRegisterCompany();
  const form = useForm({
    resolver,
    defaultValues: {
      company: { name: '', registrationNumber: '' },
      user: { email: '', firstName: '', lastName: '' },
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await register.mutateAsync(input);
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS, t.failed);
      return;
    }
    // Issue 25: /login says to check the mail, whose link sets the password and signs in.
    navigate('/login', { state: { registeredEmail: input.user.email } });
  });

  return (
    <AuthCard title={t.title} intro={t.intro}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <FormError message={errors.root?.server?.message} />
          <Fieldset legend={t.companySection} variant="unstyled">
            <Stack gap="sm">
              <TextInput
                label={t.companyName}
                autoComplete="organization"
                required
                error={errors.company?.name?.message}
                {...form.register('company.name')}
              />
              <TextInput
                label={t.registrationNumber}
                description={t.registrationNumberHint}
                inputMode="numeric"
                required
                error={errors.company?.registrationNumber?.message}
                {...form.register('company.registrationNumber')}
              />
            </Stack>
          </Fieldset>
          <Fieldset legend={t.userSection} variant="unstyled">
            <Stack gap="sm">
              <AccountEmailInput error={errors.user?.email?.message} {...form.register('user.email')} />
              <Group grow align="flex-start" gap="sm">
                <TextInput
                  label={t.firstName}
                  autoComplete="given-name"
                  required
                  error={errors.user?.firstName?.message}
                  {...form.register('user.firstName')}
                />
                <TextInput
                  label={t.lastName}
                  autoComplete="family-name"
                  required
                  error={errors.user?.lastName?.message}
                  {...form.register('user.lastName')}
                />
              </Group>
            </Stack>
          </Fieldset>
          <Button type="submit" fullWidth loading={isSubmitting}>
            {t.submit}
          </Button>
          <AuthSwitchLink prompt={t.haveAccount} to="/login" label={t.loginLink} />
        </Stack>
      </form>
    </AuthCard>
  );
}
