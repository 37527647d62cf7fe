import { limits } from '@dossier/contract';
import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { z } from 'zod';
import { FormActions } from '../../../components/form-actions.tsx';
import { nl } from '../../../i18n/nl.ts';

const t = nl.dossiers.closeRequest.reason;
const MAX = limits.closeRequestReason.max;

/** The reason of 'Nog niet': required, at most 500 characters (the contract's limit), trimmed as the server does. */
const reasonSchema = z.string().trim().min(1, t.required).max(MAX, t.tooLong(MAX));

interface NotYetModalProps {
  /** The company that asked to close: it reads the reason in the chat. */
  askingCompany: string;
  sending: boolean;
  onSend: (reason: string) => void;
  onClose: () => void;
}

/** 'Nog niet' (issue 24): the company asked to close says why the dossier stays open; the reason goes to the chat. */
export default function NotYetModal({ askingCompany, sending, onSend, onClose }: NotYetModalProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reasonSchema.safeParse(reason);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    onSend(parsed.data);
  };

  return (
    <Modal opened onClose={onClose} title={t.title} size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t.intro(askingCompany)}</Text>
          <Textarea
            label={t.label}
            required
            autosize
            minRows={3}
            maxRows={8}
            data-autofocus
            value={reason}
            error={error}
            description={`${reason.trim().length}/${MAX}`}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              if (error) setError(undefined);
            }}
          />
          <FormActions submitLabel={t.submit} loading={sending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
