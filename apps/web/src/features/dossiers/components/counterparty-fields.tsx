import type { RelationResponse } from '@dossier/contract';
import { Anchor, Select, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { nl } from '../../../i18n/nl.ts';
import { nlOnboarding } from '../../../i18n/nl-onboarding.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { toast } from '../../../lib/toast.ts';
import { useCompanyUsers } from '../api/get-company-users.ts';
import { useRelationOptions } from '../api/get-relation-options.ts';
import type { CounterpartyKind, CounterpartyValues } from '../dossier-forms.ts';

const t = nl.dossiers.form;

type Company = RelationResponse['company'];

interface CounterpartyOptionsInput {
  /** Loads the relations only while the fields are shown. */
  enabled: boolean;
  /** The company chosen in the form, if any. */
  companyId: string;
  /** Companies that cannot be chosen (e.g. those already in the dossier). */
  excludedIds?: readonly string[];
}

/** What the counterparty fields offer: the accepted relations, and the users of a chosen client of the product. */
export function useCounterpartyOptions({ enabled, companyId, excludedIds = [] }: CounterpartyOptionsInput) {
  const relations = useRelationOptions(enabled);
  const companies = (relations.data ?? []).filter((company) => !excludedIds.includes(company.id));
  const companyById = (id: string): Company | undefined => companies.find((company) => company.id === id);
  const kindOf: CounterpartyKind = (id) => {
    const company = companyById(id);
    if (!company) return undefined;
    return company.is_meru_client ? 'client' : 'external';
  };
  const kind = companyId ? kindOf(companyId) : undefined;
  const users = useCompanyUsers(enabled && kind === 'client' ? companyId : null);

  useEffect(() => {
    if (users.isError) toast.error(nl.dossiers.usersLoadFailed);
  }, [users.isError]);
  useEffect(() => {
    if (relations.isError) toast.error(nl.relations.loadFailed);
  }, [relations.isError]);

  return {
    companies,
    companyById,
    kindOf,
    kind,
    users: users.data ?? [],
    noRelations: relations.isSuccess && companies.length === 0,
  };
}

export type CounterpartyOptions = ReturnType<typeof useCounterpartyOptions>;

/**
 * No accepted relations yet: an admin gets the way to the relations screen (issue 25), anyone else the text alone,
 * as only an admin may add them.
 */
function NoRelations() {
  const { data: me } = useCurrentUser();
  if (me?.role !== 'admin') {
    return (
      <Text size="sm" c="dimmed">
        {t.noRelations}
      </Text>
    );
  }
  return (
    <Text size="sm" c="dimmed">
      {nlOnboarding.noRelations.lead}{' '}
      <Anchor component={Link} to="/app/relations" size="sm">
        {nlOnboarding.noRelations.link}
      </Anchor>
      .
    </Text>
  );
}

interface CounterpartyFieldsProps<Values extends CounterpartyValues> {
  form: UseFormReturn<Values>;
  options: CounterpartyOptions;
}

/**
 * A company from the accepted relations, then a user of it (client of the product) or a contact e-mail
 * (external party): the counterparty part of 'Nieuw dossier' and 'Klant/Leverancier toevoegen'.
 */
export function CounterpartyFields<Values extends CounterpartyValues>({
  form: typedForm,
  options,
}: CounterpartyFieldsProps<Values>) {
  // Only the three counterparty fields are used; react-hook-form cannot narrow a generic form to them.
  const form = typedForm as unknown as UseFormReturn<CounterpartyValues>;
  const { errors } = form.formState;
  const { companies, kind, users } = options;

  return (
    <>
      {options.noRelations ? <NoRelations /> : null}
      <Controller
        control={form.control}
        name="company_id"
        render={({ field }) => (
          <Select
            label={t.company}
            placeholder={t.companyPlaceholder}
            required
            withAsterisk={false}
            searchable
            data={companies.map((company) => ({ value: company.id, label: company.name }))}
            value={field.value || null}
            onChange={(value) => {
              field.onChange(value ?? '');
              form.setValue('user_id', '');
            }}
            error={errors.company_id?.message}
            description={
              kind ? (kind === 'client' ? nl.relations.client : nl.relations.externalParty) : undefined
            }
          />
        )}
      />
      {kind === 'client' ? (
        <Controller
          control={form.control}
          name="user_id"
          render={({ field }) => (
            <Select
              label={t.user}
              placeholder={t.userPlaceholder}
              required
              withAsterisk={false}
              searchable
              data={users.map((user) => ({ value: user.id, label: `${user.full_name} (${user.email})` }))}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              error={errors.user_id?.message}
            />
          )}
        />
      ) : null}
      {kind === 'external' ? (
        <TextInput
          label={t.contactEmail}
          type="email"
          required
          autoComplete="off"
          error={errors.email?.message}
          {...form.register('email')}
        />
      ) : null}
    </>
  );
}
