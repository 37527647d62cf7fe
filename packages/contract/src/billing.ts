import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { checkVAT, countries } from 'jsvat';
import { z } from 'zod';
import { boundedText, Id, Timestamp } from './common.ts';
import { limits } from './limits.ts';

/** A company's billing profile (issue 21): what its invoices say about it, and where it is paid. */

export const billingLimits = {
  legalName: { min: 2, max: 200 },
  street: { max: 200 },
  postalCode: { max: 16 },
  vatId: { max: 20 },
  iban: { max: 34 },
  paymentTermDays: { min: 0, max: 365, default: 30 },
  invoicePrefix: { max: 10 },
} as const;

/** Art. 6:119a BW: a large buyer may not make an SME supplier wait longer than this; the form warns above it. */
export const STATUTORY_PAYMENT_TERM_DAYS = 30;
export const exceedsStatutoryPaymentTerm = (days: number) => days > STATUTORY_PAYMENT_TERM_DAYS;

/** As stored and printed: upper case, without the spaces and dots people type in account and VAT numbers. */
export const compactIdentifier = (value: string) => value.replace(/[\s.]/g, '').toUpperCase();

/** A VAT id whose check digits hold (jsvat: the Dutch eleven-test and the 2020+ mod-97 numbers, other EU rules). */
export const isValidVatId = (value: string) => checkVAT(compactIdentifier(value), countries).isValid;

/** An IBAN whose country length and mod-97 check digits hold. */
export const isValidIban = (value: string) => isValidIBAN(electronicFormatIBAN(value) ?? '');

/** The last four characters of an account number: all a message about it ever shows. */
export const ibanEnding = (iban: string) => compactIdentifier(iban).slice(-4);

/** An optional identifier checked by its check digits; blank means none (null), the stored form is compact. */
const checkedIdentifier = (max: number, isValid: (value: string) => boolean, message: string) =>
  z
    .string()
    .overwrite(compactIdentifier)
    .max(max, { message, abort: true })
    .refine((value) => value === '' || isValid(value), message)
    .nullish()
    .transform((value) => value || null);

export const billingMessages = {
  vatId: 'Geen geldig btw-nummer: de controlecijfers kloppen niet',
  iban: 'Geen geldig IBAN: de controlecijfers kloppen niet',
  paymentTermDays: `Kies een betaaltermijn van ${billingLimits.paymentTermDays.min} tot ${billingLimits.paymentTermDays.max} dagen`,
  countryCode: 'Gebruik de landcode van twee letters, bijvoorbeeld NL',
  invoicePrefix: `Gebruik hoogstens ${billingLimits.invoicePrefix.max} letters, cijfers of streepjes, te beginnen met een letter of cijfer`,
} as const;

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

/**
 * GET and PUT answer the profile. Before the first save a member gets the company's starting point (its name and
 * city, NL, 30 days, prefix F) with updated_at null: 404 stays the answer for those who may not see it.
 */
export const BillingProfileResponse = z.object({
  company_id: Id,
  legal_name: z.string(),
  street: z.string(),
  postal_code: z.string(),
  city: z.string(),
  country_code: z.string(),
  vat_id: z.string().nullable(),
  iban: z.string().nullable(),
  payment_term_days: z.number().int(),
  invoice_prefix: z.string(),
  /** Null: never saved yet. */
  updated_at: Timestamp.nullable(),
});
export type BillingProfileResponse = z.infer<typeof BillingProfileResponse>;
