import { type BuyerAnswerStatus, type InvoiceResponse, limits } from '@dossier/contract';
import { Button, Group, NativeSelect, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { nl } from '../../../i18n/nl.ts';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useAnswerInvoice } from '../api/invoice-mutations.ts';

const t = nl.invoices;

/** The answers that need a reason: it goes into the chat, where the dispute is discussed (issue 21, item 5). */
export const needsReason = (status: BuyerAnswerStatus) => status === 'under_query' || status === 'rejected';

interface InvoiceAnswerProps {
  invoice: InvoiceResponse;
  status: BuyerAnswerStatus;
  onDone: () => void;
  onCancel: () => void;
}

/** 'Vraag stellen' or 'Afwijzen': the reason, and for a question the line it is about. */
export function InvoiceAnswer({ invoice, status, onDone, onCancel }: InvoiceAnswerProps) {
  const answer = useAnswerInvoice();
  const [reason, setReason] = useState('');
  const [lineId, setLineId] = useState('');
  const [error, setError] = useState<string>();
  const [reasonError, setReasonError] = useState<string>();
  const reasonLabel = status === 'under_query' ? t.reasonQuery : t.reason;

  const submit = () => {
    if (!reason.trim()) {
      setReasonError(nl.validation.required(reasonLabel));
      return;
    }
    answer.mutate(
      {
        id: invoice.id,
        answer: { status, reason: reason.trim(), ...(lineId ? { line_id: lineId } : {}) },
      },
      {
        onSuccess: () => {
          toast.success(t.answered);
          onDone();
        },
        onError: (failure) => {
          setError(serverMessageOr(failure, t.answerFailed));
          toast.error(t.answerFailed);
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      <FormError message={error} />
      {status === 'under_query' ? (
        <NativeSelect
          label={t.aboutLine}
          value={lineId}
          onChange={(event) => setLineId(event.currentTarget.value)}
          data={[
            { value: '', label: t.wholeInvoice },
            ...invoice.lines.map((line, index) => ({
              value: line.id,
              label: `${index + 1}. ${line.description}`,
            })),
          ]}
        />
      ) : null}
      <Textarea
        label={reasonLabel}
        error={reasonError}
        description={t.reasonHint}
        required
        autosize
        minRows={2}
        maxLength={limits.invoice.reasonMax}
        value={reason}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setReasonError(undefined);
        }}
        data-autofocus
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {nl.common.cancel}
        </Button>
        <Button
          color={status === 'rejected' ? 'red.9' : undefined}
          loading={answer.isPending}
          onClick={submit}
        >
          {t.answers[status]}
        </Button>
      </Group>
    </Stack>
  );
}
