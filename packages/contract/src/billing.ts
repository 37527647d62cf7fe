import { z } from 'zod';
import { Id, Timestamp } from './common.ts';

/**
 * A company's billing profile (issue 21): what its invoices say about it, and where it is paid. The request schema,
 * with the check-digit validators (jsvat, ibantools: 11 kB gzip), is '@dossier/contract/billing-request': only the
 * server and the lazily loaded billing screen import it, so no other screen carries them.
 */

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

/** The last four characters of an account number: all a message about it ever shows. */
export const ibanEnding = (iban: string) => compactIdentifier(iban).slice(-4);

export const billingMessages = {
  vatId: 'Geen geldig btw-nummer: de controlecijfers kloppen niet',
  iban: 'Geen geldig IBAN: de controlecijfers kloppen niet',
  paymentTermDays: `Kies een betaaltermijn van ${billingLimits.paymentTermDays.min} tot ${billingLimits.paymentTermDays.max} dagen`,
  countryCode: 'Gebruik de landcode van twee letters, bijvoorbeeld NL',
  invoicePrefix: `Gebruik hoogstens ${billingLimits.invoicePrefix.max} letters, cijfers of streepjes, te beginnen met een letter of cijfer`,
} as const;

/** Who a company is on an invoice: its profile's name, address, VAT id and account (invoices freeze a copy). */
export const BillingParty = z.object({
  legal_name: z.string(),
  street: z.string(),
  postal_code: z.string(),
  city: z.string(),
  country_code: z.string(),
  vat_id: z.string().nullable(),
  iban: z.string().nullable(),
});

/**
 * GET and PUT answer the profile. Before the first save a member gets the company's starting point (its name and
 * city, NL, 30 days, prefix F) with updated_at null: 404 stays the answer for those who may not see it.
 */
export const BillingProfileResponse = BillingParty.extend({
  company_id: Id,
  payment_term_days: z.number().int(),
  invoice_prefix: z.string(),
  /** Null: never saved yet. */
  updated_at: Timestamp.nullable(),
});
export type BillingProfileResponse = z.infer<typeof BillingProfileResponse>;
