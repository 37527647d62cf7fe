import { type BillingProfileResponse, billingLimits } from '@dossier/contract';
import type { BillingProfile, Company } from '../../db/schema.ts';

/** Before the first save: the company's own name and city, the Netherlands, 30 days, prefix F. */
const STARTING_PREFIX = 'F';
const STARTING_COUNTRY = 'NL';

export function presentBillingProfile(
  company: Company,
  profile: BillingProfile | undefined,
): BillingProfileResponse {
  if (!profile)
    return {
      company_id: company.id,
      legal_name: company.name,
      street: '',
      postal_code: '',
      city: company.city ?? '',
      country_code: STARTING_COUNTRY,
      vat_id: null,
      iban: null,
      payment_term_days: billingLimits.paymentTermDays.default,
      invoice_prefix: STARTING_PREFIX,
      updated_at: null,
    };
  return {
    company_id: profile.company_id,
    legal_name: profile.legal_name,
    street: profile.street,
    postal_code: profile.postal_code,
    city: profile.city,
    country_code: profile.country_code,
    vat_id: profile.vat_id,
    iban: profile.iban,
    payment_term_days: profile.payment_term_days,
    invoice_prefix: profile.invoice_prefix,
    updated_at: profile.updated_at.toISOString(),
  };
}
