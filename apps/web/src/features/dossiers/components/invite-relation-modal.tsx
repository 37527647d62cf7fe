import type { DossierResponse } from '@dossier/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { nl } from '../../../i18n/nl.ts';
import { toast } from '../../../lib/toast.ts';
import { useAddDossierCompany } from '../api/add-dossier-company.ts';
import { useAddDossierUser } from '../api/add-dossier-user.ts';
import { useCompanyUsers } from '../api/get-company-users.ts';
import { useRelationOptions } from '../api/get-relation-options.ts';
import { useInviteGuest } from '../api/invite-guest.ts';
import {
  type CounterpartyKind,
  type InviteRelationValues,
  inviteRelationDefaults,
  inviteRelationSchema,
} from '../dossier-forms.ts';

const t = nl.dossiers.invite;
const formText = nl.dossiers.form;

interface InviteRelationModalProps {
  dossier: DossierResponse;
  opened: boolean;
  onClose: () => void;
}

/**
 * 'Klant/Leverancier toevoegen': links a company from the active relations to an internal dossier, with a
 * user of it (client of the product) or a contact invited by e-mail as a guest (external party).
 */
export function InviteRelationModal({ dossier, opened, onClose }: InviteRelationModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={t.title} size="md">
      <InviteRelationForm dossier={dossier} onDone={onClose} />
    </Modal>
  );
}

function InviteRelationForm({ dossier, onDone }: { dossier: DossierResponse; onDone: () => void }) {
  const relations = useRelationOptions(true);
  const linkCompany = useAddDossierCompany(dossier.id);
  const addUser = useAddDossierUser(dossier.id);
  const inviteGuest = useInviteGuest(dossier.id);
  const inDossier = new Set(dossier.companies.map((company) => company.id));
  const companies = (relations.data ?? []).filter((company) => !inDossier.has(company.id));
  const kindOf: CounterpartyKind = (companyId) => {
    const company = companies.find((candidate) => candidate.id === companyId);
    if (!company) return undefined;
    return company.is_meru_client ? 'client' : 'external';
  };
  // The resolver reads the relations through a ref: they arrive after the form is made.
  const kindOfRef = useRef(kindOf);
  kindOfRef.current = kindOf;
  const resolver = useMemo(() => zodResolver(inviteRelationSchema((id) => kindOfRef.current(id))), []);
  const form = useForm<InviteRelationValues>({ resolver, defaultValues: inviteRelationDefaults });
  const { errors, isSubmitting } = form.formState;
  const companyId = form.watch('company_id');
  const kind = companyId ? kindOf(companyId) : undefined;
  const users = useCompanyUsers(kind === 'client' ? companyId : null);

  useEffect(() => {
    if (users.isError) toast.error(nl.dossiers.usersLoadFailed);
  }, [users.isError]);
  useEffect(() => {
    if (relations.isError) toast.error(nl.relations.loadFailed);
  }, [relations.isError]);

  const onSubmit = form.handleSubmit(async (values) => {
    const company = companies.find((candidate) => candidate.id === values.company_id)!;
    if (kind === 'external') {
      try {
        await inviteGuest.mutateAsync({ company_id: company.id, email: values.email.trim() });
      } catch {
        toast.error(t.failed);
        return;
      }
      toast.success(nl.dossiers.companyLinked(company.name));
      toast.success(t.sent);
      onDone();
      return;
    }
    try {
      await linkCompany.mutateAsync(company.id);
    } catch {
      toast.error(t.failed);
      return;
    }
    toast.success(nl.dossiers.companyLinked(company.name));
    try {
      await addUser.mutateAsync(values.user_id);
      toast.success(nl.dossiers.userAdded);
    } catch {
      toast.error(nl.dossiers.addUser.failed);
    }
    onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {relations.isSuccess && companies.length === 0 ? (
          <Text size="sm" c="dimmed">
            {formText.noRelations}
          </Text>
        ) : null}
        <Controller
          control={form.control}
          name="company_id"
          render={({ field }) => (
            <Select
              label={formText.company}
              placeholder={formText.companyPlaceholder}
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
                label={formText.user}
                placeholder={formText.userPlaceholder}
                required
                withAsterisk={false}
                searchable
                data={(users.data ?? []).map((user) => ({
                  value: user.id,
                  label: `${user.full_name} (${user.email})`,
                }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                error={errors.user_id?.message}
              />
            )}
          />
        ) : null}
        {kind === 'external' ? (
          <TextInput
            label={formText.contactEmail}
            type="email"
            required
            autoComplete="off"
            error={errors.email?.message}
            {...form.register('email')}
          />
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {nl.common.cancel}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
