import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { checkVAT, countries } from 'jsvat';
import { z } from 'zod';
import { billingLimits, billingMessages, compactIdentifier } from './billing.ts';
import { boundedText } from './common.ts';
import { limits } from './limits.ts';

/** A VAT id whose check digits hold (jsvat: the Dutch eleven-test and the 2020+ mod-97 numbers, other EU rules). */
export const isValidVatId = (value: string) => checkVAT(compactIdentifier(value), countries).isValid;

/** An IBAN whose country length and mod-97 check digits hold. */
export const isValidIban = (value: string) => isValidIBAN(electronicFormatIBAN(value) ?? '');

/** An optional identifier checked by its check digits; blank means none (null), the stored form is compact. */
const checkedIdentifier = (max: number, isValid: (value: string) => boolean, message: string) =>
  z
    .string()
    .overwrite(compactIdentifier)
    .max(max, { message, abort: true })
    .refine((value) => value === '' || isValid(value), message)
    .nullish()
    .transform((value) => value || null);

/** PUT /api/v1/companies/{id}/billing: the whole profile (vat_id and iban may stay empty until invoices need them). */
export const BillingProfileRequest = z.object({
  legal_name: boundedText(billingLimits.legalName.min, billingLimits.legalName.max),
  street: boundedText(1, billingLimits.street.max),
  postal_code: boundedText(1, billingLimits.postalCode.max).toUpperCase(),
  city: boundedText(1, limits.city.max),
  country_code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, billingMessages.countryCode),
  vat_id: checkedIdentifier(billingLimits.vatId.max, isValidVatId, billingMessages.vatId),
  iban: checkedIdentifier(billingLimits.iban.max, isValidIban, billingMessages.iban),
  payment_term_days: z
    .number(billingMessages.paymentTermDays)
    .int(billingMessages.paymentTermDays)
    .min(billingLimits.paymentTermDays.min, billingMessages.paymentTermDays)
    .max(billingLimits.paymentTermDays.max, billingMessages.paymentTermDays)
    .default(billingLimits.paymentTermDays.default),
  invoice_prefix: z
    .string()
    .trim()
    .toUpperCase()
    .regex(
      new RegExp(`^[A-Z0-9][A-Z0-9-]{0,${billingLimits.invoicePrefix.max - 1}}$`),
      billingMessages.invoicePrefix,
    ),
});
export type BillingProfileRequest = z.infer<typeof BillingProfileRequest>;
export type BillingProfileInput = z.input<typeof BillingProfileRequest>;
