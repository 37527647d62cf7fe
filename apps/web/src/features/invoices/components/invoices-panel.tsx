import type { DossierResponse, InvoiceResponse } from '@dossier/contract';
import { Button, FileButton, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { PanelLoadFailed, PanelLoading } from '../../../components/panel-states.tsx';
import { nl } from '../../../i18n/nl.ts';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useInvoices } from '../api/get-invoices.ts';
import { useImportInvoice } from '../api/invoice-mutations.ts';
import { outstandingTotal } from '../invoice-draft.ts';
import { formatEuro, formatInvoiceDate, invoiceLabel } from '../invoice-format.ts';
import { type InvoiceActor, InvoiceDialog } from './invoice-dialog.tsx';
import { InvoiceForm, type InvoiceFormMode } from './invoice-form.tsx';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';

const t = nl.invoices;

interface InvoicesPanelProps {
  dossier: DossierResponse;
  viewer: InvoiceActor;
  /** The seller's payment term from its billing profile, for the form's 30-day warning. */
  paymentTermDays?: number;
}

function InvoiceRow({
  invoice,
  viewer,
  onOpen,
}: {
  invoice: InvoiceResponse;
  viewer: InvoiceActor;
  onOpen: () => void;
}) {
  const outgoing = invoice.seller.company_id === viewer.company_id;
  const label = invoiceLabel(invoice);
  return (
    <UnstyledButton
      onClick={onOpen}
      aria-label={t.open(label)}
      style={{ display: 'block', width: '100%', borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {label}
          </Text>
          <InvoiceStatusBadge status={invoice.status} />
        </Group>
        <Group justify="space-between" wrap="wrap" gap={4} mt={4}>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {outgoing ? t.to(invoice.buyer.name) : t.from(invoice.seller.name)}
          </Text>
          <Text size="sm" fw={600}>
            {formatEuro(invoice.totals.payable)}
          </Text>
        </Group>
        {invoice.due_date && invoice.kind === 'invoice' ? (
          <Text size="xs" c="dimmed" mt={2}>
            {t.due(formatInvoiceDate(invoice.due_date))}
          </Text>
        ) : null}
      </Paper>
    </UnstyledButton>
  );
}

/**
 * 'Facturen' beside the documents (issue 21, item 9): what is still outstanding, the dossier's invoices with their
 * Dutch status, 'Nieuwe factuur' and 'Importeren' for the company's colleagues; an invoice opens in a dialog with
 * its steps. Kept live in the cache by applyInvoicesFrame.
 */
export function InvoicesPanel({ dossier, viewer, paymentTermDays }: InvoicesPanelProps) {
  const invoices = useInvoices(dossier.id);
  const importing = useImportInvoice(dossier.id);
  const [openId, setOpenId] = useState<string | null>(null);
  const [form, setForm] = useState<InvoiceFormMode | null>(null);

  const all = invoices.data ?? [];
  const open = all.find((invoice) => invoice.id === openId);
  const mayWrite = viewer.role !== 'viewer' && dossier.status !== 'closed';
  const buyerName = dossier.companies.find((company) => company.id !== viewer.company_id)?.name ?? '';
  const outstanding = outstandingTotal(all);

  const importFile = (file: File | null) => {
    if (!file) return;
    importing.mutate(file, {
      onSuccess: (invoice) => {
        toast.success(t.imported, { place: 'panel' });
        setOpenId(invoice.id);
      },
      onError: (error) => toast.error(serverMessageOr(error, t.importFailed), { title: t.importFailed }),
    });
  };

  return (
    <Stack gap="md">
      {mayWrite ? (
        <Stack gap="xs">
          <Button
            fullWidth
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setForm({ kind: 'new' })}
          >
            {t.newInvoice}
          </Button>
          <FileButton onChange={importFile} accept=".xml,application/xml,text/xml">
            {(props) => (
              <Button
                {...props}
                fullWidth
                variant="default"
                title={t.importHint}
                loading={importing.isPending}
                leftSection={<IconFileImport size={18} aria-hidden />}
              >
                {t.import}
              </Button>
            )}
          </FileButton>
        </Stack>
      ) : null}

      {invoices.isPending ? (
        <PanelLoading text={t.loading} />
      ) : invoices.isError ? (
        <PanelLoadFailed text={t.loadFailed} retryLabel={t.retry} onRetry={() => void invoices.refetch()} />
      ) : all.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.empty}
        </Text>
      ) : (
        <>
          <Text size="sm" fw={600} role="status" aria-live="polite">
            {outstanding === '0.00' ? t.nothingOutstanding : t.outstanding(formatEuro(outstanding))}
          </Text>
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {all.map((invoice) => (
              <li key={invoice.id}>
                <InvoiceRow invoice={invoice} viewer={viewer} onOpen={() => setOpenId(invoice.id)} />
              </li>
            ))}
          </Stack>
        </>
      )}

      {open && !form ? (
        <InvoiceDialog
          invoice={open}
          invoices={all}
          viewer={viewer}
          closed={dossier.status === 'closed'}
          onEdit={(draft) => setForm({ kind: 'edit', draft })}
          onCredit={(invoice) => setForm({ kind: 'credit', invoice })}
          onClose={() => setOpenId(null)}
        />
      ) : null}
      {form ? (
        <InvoiceForm
          dossierId={dossier.id}
          buyerName={
            form.kind === 'new' ? buyerName : (form.kind === 'edit' ? form.draft : form.invoice).buyer.name
          }
          mode={form}
          paymentTermDays={paymentTermDays}
          onClose={() => {
            setForm(null);
            if (form.kind === 'new') setOpenId(null);
          }}
        />
      ) : null}
    </Stack>
  );
}

export default InvoicesPanel;
