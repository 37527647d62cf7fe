import { type BillingProfileResponse, exceedsStatutoryPaymentTerm } from '@dossier/contract';
import { type BillingProfileInput, BillingProfileRequest } from '@dossier/contract/billing-request';
import { Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormError } from '../../../components/form-error.tsx';
import { nl } from '../../../i18n/nl.ts';
import { statusOf } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { labelledResolver } from '../../../lib/validation.ts';
import { useSaveBillingProfile } from '../api/save-billing-profile.ts';

const t = nl.billing;
const LABELS = {
  legal_name: t.legalName,
  street: t.street,
  postal_code: t.postalCode,
  city: t.city,
  country_code: t.country,
  vat_id: t.vatId,
  iban: t.iban,
  payment_term_days: t.paymentTermDays,
  invoice_prefix: t.invoicePrefix,
} as const;
const FIELDS = Object.keys(LABELS) as (keyof typeof LABELS)[];
const resolver = labelledResolver(BillingProfileRequest, LABELS);

/** The saved profile as the form edits it: an empty VAT id or IBAN is an empty field. */
const valuesOf = (saved: BillingProfileResponse): BillingProfileInput => ({
  legal_name: saved.legal_name,
  street: saved.street,
  postal_code: saved.postal_code,
  city: saved.city,
  country_code: saved.country_code,
  vat_id: saved.vat_id ?? '',
  iban: saved.iban ?? '',
  payment_term_days: saved.payment_term_days,
  invoice_prefix: saved.invoice_prefix,
});

/** The whole profile in one form; the server's field errors land on their fields. */
export function BillingProfileForm({ saved }: { saved: BillingProfileResponse }) {
  const save = useSaveBillingProfile();
  const form = useForm({ resolver, defaultValues: valuesOf(saved) });
  const { errors, isSubmitting } = form.formState;
  const paymentTerm = useWatch({ control: form.control, name: 'payment_term_days' });

  const onSubmit = form.handleSubmit(async (profile) => {
    try {
      const next = await save.mutateAsync({ companyId: saved.company_id, profile });
      form.reset(valuesOf(next));
      toast.success(t.saved);
    } catch (error) {
      if (statusOf(error) === 422) applyServerErrors(error, form.setError, FIELDS, t.saveFailed);
      toast.error(t.saveFailed);
    }
  });

  const text = (name: Exclude<keyof typeof LABELS, 'payment_term_days'>, extra: object = {}) => (
    <TextInput label={LABELS[name]} error={errors[name]?.message} {...extra} {...form.register(name)} />
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormError message={errors.root?.server?.message} />
        {text('legal_name', { autoComplete: 'organization' })}
        {text('street', { autoComplete: 'street-address' })}
        <Group grow align="flex-start" gap="sm">
          {text('postal_code', { autoComplete: 'postal-code' })}
          {text('city', { autoComplete: 'address-level2' })}
        </Group>
        {text('country_code', { description: t.countryHint, maxLength: 2, maw: 200 })}
        {text('vat_id', { autoComplete: 'off' })}
        {text('iban', { autoComplete: 'off', description: t.ibanHint })}
        <Controller
          control={form.control}
          name="payment_term_days"
          render={({ field }) => (
            <NumberInput
              label={t.paymentTermDays}
              min={0}
              max={365}
              allowDecimal={false}
              allowNegative={false}
              maw={200}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
              onBlur={field.onBlur}
              error={errors.payment_term_days?.message}
            />
          )}
        />
        {typeof paymentTerm === 'number' && exceedsStatutoryPaymentTerm(paymentTerm) ? (
          <Text size="sm" c="orange.9" role="status">
            {t.longPaymentTerm}
          </Text>
        ) : null}
        {text('invoice_prefix', { description: t.invoicePrefixHint, maw: 200 })}
        <Button type="submit" w="fit-content" loading={isSubmitting}>
          {t.save}
        </Button>
      </Stack>
    </form>
  );
}
