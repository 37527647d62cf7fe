import type { DossierResponse } from '@dossier/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Stack } from '@mantine/core';
import { useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { FormActions } from '../../../components/form-actions.tsx';
import { nl } from '../../../i18n/nl.ts';
import { toast } from '../../../lib/toast.ts';
import { useLinkCounterparty } from '../api/link-counterparty.ts';
import {
  type CounterpartyKind,
  type InviteRelationValues,
  inviteRelationDefaults,
  inviteRelationSchema,
} from '../dossier-forms.ts';
import { CounterpartyFields, useCounterpartyOptions } from './counterparty-fields.tsx';

const t = nl.dossiers.invite;

interface InviteRelationModalProps {
  dossier: DossierResponse;
  opened: boolean;
  onClose: () => void;
}

/**
 * 'Klant/Leverancier toevoegen': links a company from the active relations to an internal dossier, with a
 * user of it (client of the product) or a contact invited by e-mail as a guest (external party), in one request.
 */
export function InviteRelationModal({ dossier, opened, onClose }: InviteRelationModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={t.title} size="md">
      <InviteRelationForm dossier={dossier} onDone={onClose} />
    </Modal>
  );
}

function InviteRelationForm({ dossier, onDone }: { dossier: DossierResponse; onDone: () => void }) {
  const link = useLinkCounterparty(dossier.id);
  // The resolver reads the relations through a ref: they arrive after the form is made.
  const kindOfRef = useRef<CounterpartyKind>(() => undefined);
  const resolver = useMemo(() => zodResolver(inviteRelationSchema((id) => kindOfRef.current(id))), []);
  const form = useForm<InviteRelationValues>({ resolver, defaultValues: inviteRelationDefaults });
  const { isSubmitting } = form.formState;
  const counterparty = useCounterpartyOptions({
    enabled: true,
    companyId: form.watch('company_id'),
    excludedIds: dossier.companies.map((company) => company.id),
  });
  kindOfRef.current = counterparty.kindOf;

  const onSubmit = form.handleSubmit(async (values) => {
    const company = counterparty.companyById(values.company_id)!;
    const guest = counterparty.kind === 'external';
    try {
      const linked = await link.mutateAsync(
        guest
          ? { company_id: company.id, guest_email: values.email.trim() }
          : { company_id: company.id, user_id: values.user_id },
      );
      // The server's name, else the one picked; without either the toast says 'Bedrijf'.
      toast.success(nl.dossiers.companyLinked(linked.company_name || company.name));
      toast.success(guest ? t.sent : nl.dossiers.userAdded);
      onDone();
    } catch {
      toast.error(t.failed);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <CounterpartyFields form={form} options={counterparty} />
        <FormActions submitLabel={t.submit} loading={isSubmitting} onCancel={onDone} />
      </Stack>
    </form>
  );
}
