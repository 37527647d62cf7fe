import {
  type BuyerAnswerStatus,
  buyerAnswersFrom,
  type InvoiceResponse,
  mayMoveInvoice,
} from '@dossier/contract';
import { Button, Divider, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { type Detail, DetailRows } from '../../../components/detail-rows.tsx';
import { nl } from '../../../i18n/nl.ts';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useReturnFocusOnUnmount } from '../../../lib/use-return-focus.ts';
import { type InvoiceFormat, useDownloadInvoice } from '../api/download-invoice.ts';
import { useAnswerInvoice, useDeleteDraft, useSendInvoice } from '../api/invoice-mutations.ts';
import { formatEuro, formatInvoiceDate, invoiceLabel, vatLabel } from '../invoice-format.ts';
import { InvoiceAnswer, needsReason } from './invoice-answer.tsx';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';

const t = nl.invoices;

export interface InvoiceActor {
  company_id: string;
  role: string;
}

interface InvoiceDialogProps {
  invoice: InvoiceResponse;
  /** Every invoice of the dossier: a credit note names the number of the invoice it credits. */
  invoices: readonly InvoiceResponse[];
  viewer: InvoiceActor;
  /** A closed dossier keeps its invoices readable and downloadable, and takes no step. */
  closed: boolean;
  onEdit: (draft: InvoiceResponse) => void;
  onCredit: (invoice: InvoiceResponse) => void;
  onClose: () => void;
}

/** The seller's colleagues draft, send and credit; a guest never does (the server says the same). */
const isSellerColleague = (viewer: InvoiceActor, invoice: InvoiceResponse) =>
  viewer.company_id === invoice.seller.company_id && viewer.role !== 'viewer';

/**
 * One invoice as both parties see it: parties, dates, lines, VAT and totals, its status, the downloads, and the
 * steps the viewer may take now (issue 21, items 3, 5, 6 and 9): the seller's edit, send, delete and credit note,
 * the buyer's answers by the contract's table of forward moves.
 */
export function InvoiceDialog(props: InvoiceDialogProps) {
  useReturnFocusOnUnmount();
  const { invoice, invoices, viewer, closed, onEdit, onCredit, onClose } = props;
  const phone = useMediaQuery('(max-width: 48em)');
  const [answering, setAnswering] = useState<BuyerAnswerStatus | null>(null);
  const [confirming, setConfirming] = useState<'send' | 'delete' | null>(null);
  const download = useDownloadInvoice();
  const send = useSendInvoice();
  const remove = useDeleteDraft();
  const answer = useAnswerInvoiceDirectly();

  const draft = invoice.status === 'draft';
  const seller = isSellerColleague(viewer, invoice);
  const buyer = viewer.company_id === invoice.buyer.company_id;
  const answers = !closed && buyer && !draft ? buyerAnswersFrom(invoice.status) : [];
  const mayCredit =
    !closed && seller && invoice.kind === 'invoice' && mayMoveInvoice(invoice.status, 'credited');
  const credited = invoices.find((other) => other.id === invoice.credited_invoice_id);

  const details: Detail[] = [
    { label: t.detail.seller, value: invoice.seller.name },
    { label: t.detail.buyer, value: invoice.buyer.name },
    ...(invoice.issue_date
      ? [{ label: t.detail.issueDate, value: formatInvoiceDate(invoice.issue_date) }]
      : []),
    ...(invoice.due_date ? [{ label: t.detail.dueDate, value: formatInvoiceDate(invoice.due_date) }] : []),
    ...(invoice.buyer_reference ? [{ label: t.detail.reference, value: invoice.buyer_reference }] : []),
    ...(invoice.credited_invoice_id
      ? [
          {
            label: t.creditNote,
            value: credited?.number ? t.detail.credits(credited.number) : t.detail.creditsUnknown,
          },
        ]
      : []),
    ...(invoice.note ? [{ label: t.detail.note, value: invoice.note, wide: true }] : []),
  ];

  const startDownload = (format: InvoiceFormat) =>
    download.mutate(
      { invoice, format },
      { onError: (error) => toast.error(serverMessageOr(error, t.detail.downloadFailed)) },
    );

  const confirmSend = () =>
    send.mutate(invoice.id, {
      onSuccess: (sent) => {
        toast.success(t.form.sent(sent.kind, sent.number ?? ''));
        setConfirming(null);
      },
      onError: (error) => {
        toast.error(serverMessageOr(error, t.form.sendFailed));
        setConfirming(null);
      },
    });

  const confirmDelete = () =>
    remove.mutate(invoice, {
      onSuccess: () => {
        toast.success(t.detail.deleted);
        onClose();
      },
      onError: (error) => {
        toast.error(serverMessageOr(error, t.detail.deleteFailed));
        setConfirming(null);
      },
    });

  const pickAnswer = (status: BuyerAnswerStatus) => {
    if (needsReason(status)) setAnswering(status);
    else answer.mutate({ id: invoice.id, answer: { status } });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      fullScreen={phone}
      title={
        <Group gap="sm" wrap="wrap">
          <Text fw={700}>{invoiceLabel(invoice)}</Text>
          <InvoiceStatusBadge status={invoice.status} />
        </Group>
      }
    >
      <Stack gap="md">
        <DetailRows details={details} />
        {invoice.reverse_charge ? (
          <Text size="sm" fw={500}>
            {t.detail.reverseCharge}
          </Text>
        ) : null}

        {/* A phone scrolls the lines sideways: the keyboard can too, once the region has the focus (axe). */}
        <Table.ScrollContainer
          minWidth={480}
          type="native"
          tabIndex={0}
          role="group"
          aria-label={t.detail.lines}
        >
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.form.description}</Table.Th>
                <Table.Th ta="right">{t.form.quantity}</Table.Th>
                <Table.Th ta="right">{t.form.unitPrice}</Table.Th>
                <Table.Th ta="right">{t.form.vat}</Table.Th>
                <Table.Th ta="right">{t.form.lineTotal}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoice.lines.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{line.description}</Table.Td>
                  <Table.Td ta="right">{line.quantity.replace('.', ',')}</Table.Td>
                  <Table.Td ta="right">{formatEuro(line.unit_price)}</Table.Td>
                  <Table.Td ta="right">{vatLabel(line.vat_category, line.vat_rate)}</Table.Td>
                  <Table.Td ta="right">{formatEuro(line.line_extension)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>

        <Stack gap={4} maw={360} ml="auto" w="100%">
          <Group justify="space-between">
            <Text size="sm">{t.form.subtotal}</Text>
            <Text size="sm">{formatEuro(invoice.totals.line_extension)}</Text>
          </Group>
          {invoice.vat_breakdown.map((group) => (
            <Group key={`${group.category}:${group.rate}`} justify="space-between">
              <Text size="sm">{t.form.vatLine(vatLabel(group.category, group.rate))}</Text>
              <Text size="sm">{formatEuro(group.tax)}</Text>
            </Group>
          ))}
          <Group justify="space-between">
            <Text fw={700}>{t.form.total}</Text>
            <Text fw={700}>{formatEuro(invoice.totals.payable)}</Text>
          </Group>
        </Stack>

        <Divider />
        {answering ? (
          <InvoiceAnswer
            invoice={invoice}
            status={answering}
            onDone={() => setAnswering(null)}
            onCancel={() => setAnswering(null)}
          />
        ) : (
          <Group gap="sm" justify="flex-end" wrap="wrap">
            {draft ? null : (
              <>
                <Button
                  variant="default"
                  leftSection={<IconDownload size={16} aria-hidden />}
                  loading={download.isPending && download.variables?.format === 'ubl'}
                  onClick={() => startDownload('ubl')}
                >
                  {t.detail.downloadUbl}
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconDownload size={16} aria-hidden />}
                  loading={download.isPending && download.variables?.format === 'pdf'}
                  onClick={() => startDownload('pdf')}
                >
                  {t.detail.downloadPdf}
                </Button>
              </>
            )}
            {draft && seller && !closed ? (
              <>
                <Button variant="default" color="red.9" onClick={() => setConfirming('delete')}>
                  {t.detail.delete}
                </Button>
                <Button variant="default" onClick={() => onEdit(invoice)}>
                  {t.detail.edit}
                </Button>
                <Button onClick={() => setConfirming('send')}>{t.detail.send}</Button>
              </>
            ) : null}
            {mayCredit ? (
              <Button variant="default" onClick={() => onCredit(invoice)}>
                {t.detail.credit}
              </Button>
            ) : null}
            {answers.map((status) => (
              <Button
                key={status}
                variant={status === 'accepted' || status === 'paid' ? 'filled' : 'default'}
                color={status === 'rejected' ? 'red.9' : undefined}
                loading={answer.isPending && answer.variables?.answer.status === status}
                onClick={() => pickAnswer(status)}
              >
                {t.answers[status]}
              </Button>
            ))}
          </Group>
        )}
      </Stack>

      <ConfirmModal
        opened={confirming === 'send'}
        title={t.detail.confirmSend.title}
        text={t.detail.confirmSend.text(invoice.buyer.name, formatEuro(invoice.totals.payable))}
        confirmLabel={t.detail.confirmSend.confirm}
        loading={send.isPending}
        onConfirm={confirmSend}
        onClose={() => setConfirming(null)}
      />
      <ConfirmModal
        opened={confirming === 'delete'}
        title={t.detail.confirmDelete.title}
        text={t.detail.confirmDelete.text}
        confirmLabel={t.detail.confirmDelete.confirm}
        danger
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(null)}
      />
    </Modal>
  );
}

/** 'Accepteren', 'In behandeling nemen' and 'Betaald' need no reason: one click, then a toast. */
function useAnswerInvoiceDirectly() {
  const answer = useAnswerInvoice();
  return {
    ...answer,
    mutate: (input: Parameters<typeof answer.mutate>[0]) =>
      answer.mutate(input, {
        onSuccess: () => toast.success(t.answered),
        onError: (error) => toast.error(serverMessageOr(error, t.answerFailed)),
      }),
  };
}
