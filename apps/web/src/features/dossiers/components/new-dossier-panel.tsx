import type { DossierResponse } from '@dossier/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Drawer, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormActions } from '../../../components/form-actions.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { nl } from '../../../i18n/nl.ts';
import { statusOf } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useReturnFocusOnUnmount } from '../../../lib/use-return-focus.ts';
import { useCreateDossier } from '../api/create-dossier.ts';
import {
  type CounterpartyKind,
  type NewDossierValues,
  newDossierDefaults,
  newDossierSchema,
  toCreateDossierRequest,
} from '../dossier-forms.ts';
import { CounterpartyFields, useCounterpartyOptions } from './counterparty-fields.tsx';

const t = nl.dossiers.form;
const FIELDS = ['title', 'company_id', 'user_id', 'email'] as const;

interface NewDossierPanelProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (dossierId: string) => void;
}

/** The 'Nieuw dossier' side panel (SPEC.md sections 2 and 5); a viewer is told they are not a client. */
export function NewDossierPanel({ opened, onClose, onCreated }: NewDossierPanelProps) {
  // Mounted open on first use and gone when closed: the focus goes back to the 'Nieuw dossier' button.
  useReturnFocusOnUnmount();
  const role = useCurrentUser().data?.role;
  return (
    <Drawer opened={opened} onClose={onClose} title={nl.dossiers.newDossier} position="right" size="md">
      {role === 'viewer' ? (
        <Stack gap="sm">
          <Text>{t.viewerNotClient}</Text>
          <Anchor component={Link} to="/register">
            {t.viewerRegister}
          </Anchor>
        </Stack>
      ) : (
        <NewDossierForm onCreated={onCreated} onCancel={onClose} />
      )}
    </Drawer>
  );
}

/** The counterparty's name as the new dossier holds it; unknown (the toast then says 'Bedrijf') if it is not there. */
const linkedName = (dossier: DossierResponse, companyId: string) =>
  dossier.companies.find((company) => company.id === companyId)?.name;

function NewDossierForm({ onCreated, onCancel }: { onCreated: (id: string) => void; onCancel: () => void }) {
  const create = useCreateDossier();
  // The resolver reads the relations through a ref: they arrive after the form is made.
  const kindOfRef = useRef<CounterpartyKind>(() => undefined);
  const resolver = useMemo(() => zodResolver(newDossierSchema((id) => kindOfRef.current(id))), []);
  const form = useForm<NewDossierValues>({ resolver, defaultValues: newDossierDefaults });
  const { errors, isSubmitting } = form.formState;
  const internal = form.watch('internal') === 'yes';
  const counterparty = useCounterpartyOptions({ enabled: !internal, companyId: form.watch('company_id') });
  kindOfRef.current = counterparty.kindOf;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const dossier = await create.mutateAsync(toCreateDossierRequest(values, counterparty.kindOf));
      toast.success(nl.dossiers.created);
      if (values.internal === 'no')
        toast.success(nl.dossiers.companyLinked(linkedName(dossier, values.company_id)));
      form.reset(newDossierDefaults);
      onCreated(dossier.id);
    } catch (error) {
      if (statusOf(error) === 422) applyServerErrors(error, form.setError, FIELDS, nl.dossiers.createFailed);
      else toast.error(nl.dossiers.createFailed);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormError message={errors.root?.server?.message} />
        <TextInput
          label={t.title}
          required
          error={errors.title?.message}
          data-autofocus
          {...form.register('title')}
        />
        <Controller
          control={form.control}
          name="internal"
          render={({ field }) => (
            <Radio.Group label={t.internalUse} value={field.value} onChange={field.onChange}>
              <Group gap="lg" mt={6}>
                <Radio value="yes" label={t.yes} />
                <Radio value="no" label={t.no} />
              </Group>
            </Radio.Group>
          )}
        />
        {internal ? null : <CounterpartyFields form={form} options={counterparty} />}
        <FormActions submitLabel={t.submit} loading={isSubmitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
