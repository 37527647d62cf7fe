import {
  CreateInvoiceRequest,
  exceedsStatutoryPaymentTerm,
  type InvoiceResponse,
  limits,
} from '@dossier/contract';
import {
  ActionIcon,
  Button,
  Divider,
  Grid,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type FieldPath, useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { $ZodRawIssue } from 'zod/v4/core';
import { FormError } from '../../../components/form-error.tsx';
import { nl } from '../../../i18n/nl.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { splitValidationIssues } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useReturnFocusOnUnmount } from '../../../lib/use-return-focus.ts';
import { type FieldLabels, labelledIssueMessage } from '../../../lib/validation.ts';
import { useSaveDraft } from '../api/invoice-mutations.ts';
import {
  type DraftValues,
  draftRequest,
  lineAmount,
  liveTotals,
  newLine,
  REVERSE_CHARGE_VAT,
  STANDARD_VAT,
  VAT_CHOICES,
  type VatChoice,
  valuesFrom,
} from '../invoice-draft.ts';
import { formatEuro, vatLabel } from '../invoice-format.ts';

const t = nl.invoices.form;

export type InvoiceFormMode =
  | { kind: 'new' }
  | { kind: 'edit'; draft: InvoiceResponse }
  | { kind: 'credit'; invoice: InvoiceResponse };

interface InvoiceFormProps {
  dossierId: string;
  /** The company the invoice goes to, as the form names it ('Aan'). */
  buyerName: string;
  mode: InvoiceFormMode;
  /** The seller's payment term (its billing profile), for the warning when no due date is given. */
  paymentTermDays?: number;
  onClose: () => void;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from today until a 'YYYY-MM-DD' date, counted in whole calendar days. */
function daysUntil(isoDate: string, today = new Date()): number | undefined {
  const due = Date.parse(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(due)) return undefined;
  const start = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((due - start) / DAY_MS);
}

/** Today as the date input writes it (local calendar day): a due date is never in the past. */
const todayIso = (today = new Date()) =>
  `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;

const startValues = (mode: InvoiceFormMode): DraftValues => {
  if (mode.kind === 'edit') return valuesFrom(mode.draft, false);
  if (mode.kind === 'credit') return valuesFrom(mode.invoice, true);
  return { lines: [newLine(false)], reverse_charge: false, buyer_reference: '', note: '', due_date: '' };
};

/** The form's field of a contract path: a line's VAT category and rate are one select. */
const fieldOf = (path: readonly PropertyKey[]): string =>
  path
    .map(String)
    .join('.')
    .replace(/\.vat_(category|rate)$/, '.vat');

const LINE_LABELS = { description: t.description, quantity: t.quantity, unit_price: t.unitPrice, vat: t.vat };

function labelsFor(lineCount: number): FieldLabels {
  const labels: Record<string, string> = {};
  for (let index = 0; index < lineCount; index++)
    for (const [field, label] of Object.entries(LINE_LABELS)) labels[`lines.${index}.${field}`] = label;
  return labels;
}

/**
 * 'Nieuwe factuur', a draft's edit, or a credit note of a sent invoice (issue 21, items 2, 3, 6 and 9): lines with
 * their amounts and the totals live, by the contract's math; a new line at 21 %; the reverse charge switch; the
 * 30-day warning. Checked by the contract before it is sent, the server's 422 on the same fields after.
 */
export function InvoiceForm({ dossierId, buyerName, mode, paymentTermDays, onClose }: InvoiceFormProps) {
  useReturnFocusOnUnmount();
  const phone = useMediaQuery('(max-width: 48em)');
  const save = useSaveDraft();
  const form = useForm<DraftValues>({ defaultValues: startValues(mode) });
  const { errors } = form.formState;
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const watched = useWatch({ control: form.control }) as DraftValues;
  const reverseCharge = watched.reverse_charge;
  const totals = liveTotals(watched);
  const credit = mode.kind === 'credit' ? { credited_invoice_id: mode.invoice.id } : undefined;

  const dueInDays = watched.due_date ? daysUntil(watched.due_date) : paymentTermDays;
  const longTerm = dueInDays !== undefined && exceedsStatutoryPaymentTerm(dueInDays);

  const title =
    mode.kind === 'edit'
      ? t.titleEdit
      : mode.kind === 'credit'
        ? t.titleCredit(mode.invoice.number ?? '')
        : t.titleNew;

  const setReverseCharge = (on: boolean) => {
    form.setValue('reverse_charge', on);
    form.getValues('lines').forEach((line, index) => {
      const next: VatChoice | undefined = on
        ? REVERSE_CHARGE_VAT
        : line.vat === REVERSE_CHARGE_VAT
          ? STANDARD_VAT
          : undefined;
      if (next) form.setValue(`lines.${index}.vat`, next);
    });
  };

  const showIssues = (issues: Array<{ field: string; message: string }>, formMessages: string[]) => {
    for (const { field, message } of issues)
      form.setError(field as FieldPath<DraftValues>, { type: 'validate', message }, { shouldFocus: true });
    if (formMessages.length > 0) form.setError('root.server', { message: formMessages.join(' ') });
  };

  const submit = (send: boolean) =>
    form.handleSubmit(async (values) => {
      const body = draftRequest(values, credit);
      const labels = labelsFor(values.lines.length);
      const checked = CreateInvoiceRequest.safeParse(body, {
        error: (issue) =>
          labelledIssueMessage({ ...issue, path: [fieldOf(issue.path ?? [])] } as $ZodRawIssue, labels),
      });
      if (!checked.success) {
        const known = new Set(Object.keys(labels));
        // A schema's own message (a decimal's pattern) wins over the labels: a blank field says it is required.
        const messageOf = (field: string, message: string) => {
          const value = form.getValues(field as FieldPath<DraftValues>);
          const label = labels[field];
          return label && typeof value === 'string' && !value.trim()
            ? nl.validation.required(label)
            : message;
        };
        const issues = checked.error.issues.map((issue) => {
          const field = fieldOf(issue.path);
          return { field, message: messageOf(field, issue.message) };
        });
        showIssues(
          issues.filter((issue) => known.has(issue.field)),
          issues.filter((issue) => !known.has(issue.field)).map((issue) => issue.message),
        );
        return;
      }
      try {
        const saved = await save.mutateAsync({
          dossierId,
          draftId: mode.kind === 'edit' ? mode.draft.id : undefined,
          body,
          send,
        });
        toast.success(send ? t.sent(saved.kind, saved.number ?? '') : t.saved);
        onClose();
      } catch (error) {
        if (error instanceof ApiError && error.status === 422) {
          const known = [
            ...Object.keys(labelsFor(values.lines.length)),
            'due_date',
            'buyer_reference',
            'note',
          ];
          const detail = (error.body as { detail?: Array<{ loc?: unknown[] }> }).detail ?? [];
          // The server names a line's VAT by its category or rate; the form has one select for both.
          const body422 = {
            detail: detail.map((issue) => ({
              ...issue,
              loc: issue.loc?.map((part) => (part === 'vat_category' || part === 'vat_rate' ? 'vat' : part)),
            })),
          };
          const split = splitValidationIssues(body422, known);
          showIssues(split.fields, split.form);
        } else {
          form.setError('root.server', {
            message:
              (error instanceof ApiError ? error.detail : undefined) ?? (send ? t.sendFailed : t.saveFailed),
          });
        }
        toast.error(send ? t.sendFailed : t.saveFailed);
      }
    });

  const lineErrors = errors.lines;

  return (
    <Modal opened onClose={onClose} title={title} size="xl" fullScreen={phone}>
      <form onSubmit={(event) => event.preventDefault()} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {t.buyer}: <strong>{buyerName}</strong>
          </Text>
          <FormError
            message={errors.root?.server?.message ?? lineErrors?.root?.message ?? lineErrors?.message}
          />
          {lines.fields.map((field, index) => {
            const amount = lineAmount(watched.lines[index] ?? field);
            const error = lineErrors?.[index];
            const vat = watched.lines[index]?.vat ?? field.vat;
            const choices = VAT_CHOICES.includes(vat) ? VAT_CHOICES : [...VAT_CHOICES, vat];
            return (
              <fieldset key={field.id} style={{ border: 0, padding: 0, margin: 0 }}>
                <VisuallyHidden component="legend">{t.line(index + 1)}</VisuallyHidden>
                <Grid gap="xs" align="flex-end">
                  <Grid.Col span={{ base: 12, sm: 4 }}>
                    <TextInput
                      label={t.description}
                      maxLength={limits.invoice.descriptionMax}
                      error={error?.description?.message}
                      {...form.register(`lines.${index}.description`)}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 4, sm: 2 }}>
                    <TextInput
                      label={t.quantity}
                      inputMode="decimal"
                      error={error?.quantity?.message}
                      {...form.register(`lines.${index}.quantity`)}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 8, sm: 2 }}>
                    <TextInput
                      label={t.unitPrice}
                      inputMode="decimal"
                      leftSection="€"
                      error={error?.unit_price?.message}
                      {...form.register(`lines.${index}.unit_price`)}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 5, sm: 2 }}>
                    <NativeSelect
                      label={t.vat}
                      disabled={reverseCharge}
                      data={choices.map((choice) => {
                        const [category, rate] = choice.split(':') as [never, string];
                        return { value: choice, label: vatLabel(category, rate) };
                      })}
                      error={error?.vat?.message}
                      {...form.register(`lines.${index}.vat`)}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 5, sm: 1.5 }}>
                    <Text size="sm" ta="right" py={8} aria-label={`${t.lineTotal} ${t.line(index + 1)}`}>
                      {amount === undefined ? '–' : formatEuro(amount)}
                    </Text>
                  </Grid.Col>
                  <Grid.Col span={{ base: 2, sm: 0.5 }}>
                    <ActionIcon
                      variant="subtle"
                      color="gray.7"
                      size="lg"
                      mb={2}
                      aria-label={t.removeLine(index + 1)}
                      disabled={lines.fields.length === 1}
                      onClick={() => lines.remove(index)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Grid.Col>
                </Grid>
              </fieldset>
            );
          })}
          <Button
            variant="default"
            w="fit-content"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={lines.fields.length >= limits.invoice.linesMax}
            onClick={() => lines.append(newLine(reverseCharge))}
          >
            {t.addLine}
          </Button>

          <Switch
            label={t.reverseCharge}
            description={t.reverseChargeHint}
            checked={reverseCharge}
            onChange={(event) => setReverseCharge(event.currentTarget.checked)}
          />
          <Group grow align="flex-start" gap="sm">
            <TextInput
              label={t.buyerReference}
              error={errors.buyer_reference?.message}
              {...form.register('buyer_reference')}
            />
            {mode.kind === 'credit' ? null : (
              <TextInput
                type="date"
                min={todayIso()}
                label={t.dueDate}
                description={t.dueDateHint}
                error={errors.due_date?.message}
                {...form.register('due_date')}
              />
            )}
          </Group>
          {longTerm && mode.kind !== 'credit' ? (
            <Text size="sm" c="orange.9" role="status">
              {t.longPaymentTerm}
            </Text>
          ) : null}
          <Textarea
            label={t.note}
            autosize
            minRows={2}
            error={errors.note?.message}
            {...form.register('note')}
          />

          <Divider />
          <Stack gap={4} aria-label={t.total} role="group">
            <Group justify="space-between">
              <Text size="sm">{t.subtotal}</Text>
              <Text size="sm">{formatEuro(totals.totals.line_extension)}</Text>
            </Group>
            {totals.vat_breakdown.map((group) => (
              <Group key={`${group.category}:${group.rate}`} justify="space-between">
                <Text size="sm">{t.vatLine(vatLabel(group.category, group.rate))}</Text>
                <Text size="sm">{formatEuro(group.tax)}</Text>
              </Group>
            ))}
            <Group justify="space-between">
              <Text fw={700}>{t.total}</Text>
              <Text fw={700} data-testid="invoice-form-total">
                {formatEuro(totals.totals.payable)}
              </Text>
            </Group>
          </Stack>

          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => void submit(false)()}
              loading={save.isPending && !save.variables?.send}
            >
              {t.saveDraft}
            </Button>
            <Button onClick={() => void submit(true)()} loading={save.isPending && save.variables?.send}>
              {t.send}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
