import type { CompanyResponse } from '@dossier/contract';
import { RegisterExternalCompanyRequest } from '@dossier/contract';
import { Group, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { FormActions } from '../../../components/form-actions.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { nl } from '../../../i18n/nl.ts';
import { statusOf } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { labelledResolver } from '../../../lib/validation.ts';
import { useRegisterExternalCompany } from '../api/register-external-company.ts';
import type { ExternalCompanyDraft } from '../relation-view.ts';

const t = nl.relations.modal;
const LABELS = { name: t.name, registration_number: t.registrationNumber, city: t.city } as const;
const FIELDS = Object.keys(LABELS) as (keyof typeof LABELS)[];
const resolver = labelledResolver(RegisterExternalCompanyRequest, LABELS);

interface ExternalCompanyFormProps {
  draft: ExternalCompanyDraft;
  /** Called with the registered company; the caller adds the relation. */
  onRegistered: (company: CompanyResponse) => Promise<void>;
  onBack: () => void;
}

/** Registers a company that is not on the platform yet (name, KvK-nummer, city) as an external party. */
export function ExternalCompanyForm({ draft, onRegistered, onBack }: ExternalCompanyFormProps) {
  const register = useRegisterExternalCompany();
  const form = useForm({ resolver, defaultValues: draft });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    let company: CompanyResponse;
    try {
      company = await register.mutateAsync(input);
    } catch (error) {
      if (statusOf(error) === 422) applyServerErrors(error, form.setError, FIELDS, nl.relations.addFailed);
      else form.setError('root.server', { type: 'server', message: nl.relations.addFailed });
      return;
    }
    await onRegistered(company);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t.registerExternal}>
      <Stack gap="md">
        <FormError message={errors.root?.server?.message} />
        <TextInput
          label={t.name}
          autoComplete="off"
          required
          data-autofocus
          error={errors.name?.message}
          {...form.register('name')}
        />
        <Group grow align="flex-start" gap="sm">
          <TextInput
            label={t.registrationNumber}
            inputMode="numeric"
            autoComplete="off"
            required
            error={errors.registration_number?.message}
            {...form.register('registration_number')}
          />
          <TextInput
            label={t.city}
            autoComplete="off"
            error={errors.city?.message}
            {...form.register('city')}
          />
        </Group>
        <FormActions
          submitLabel={t.registerSubmit}
          loading={isSubmitting}
          onCancel={onBack}
          cancelLabel={nl.common.back}
        />
      </Stack>
    </form>
  );
}
