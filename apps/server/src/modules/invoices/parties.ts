import type { InvoicePartyBilling, ValidationIssue } from '@dossier/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findBillingProfile } from '../billing/index.ts';
import { companyById } from '../companies/index.ts';

/** A company's billing data as an invoice freezes it at sending: its profile and its KvK number. */
async function partyOf(db: Kysely<Database>, companyId: string) {
  const [profile, company] = await Promise.all([
    findBillingProfile(db, companyId),
    companyById(db, companyId),
  ]);
  if (!profile) return { profile: undefined, party: null };
  const party: InvoicePartyBilling = {
    legal_name: profile.legal_name,
    street: profile.street,
    postal_code: profile.postal_code,
    city: profile.city,
    country_code: profile.country_code,
    vat_id: profile.vat_id,
    kvk: company.registration_number,
    iban: profile.iban,
  };
  return { profile, party };
}

const issue = (loc: ValidationIssue['loc'], msg: string): ValidationIssue => ({ loc, msg, type: 'missing' });

/**
 * Both parties' billing data for sending, or what the UBL lacks: the seller's missing fields at ["billing", field]
 * (its own profile, which its admins complete), the buyer's at ["buyer_billing", field].
 */
export async function partiesForSending(
  db: Kysely<Database>,
  invoice: { seller_company_id: string; buyer_company_id: string; kind: string; reverse_charge: boolean },
) {
  const [sellerSide, buyerSide] = await Promise.all([
    partyOf(db, invoice.seller_company_id),
    partyOf(db, invoice.buyer_company_id),
  ]);
  const { party: seller, profile: sellerProfile } = sellerSide;
  const buyer = buyerSide.party;
  const missing: ValidationIssue[] = [];
  if (!seller)
    missing.push(
      issue(['billing'], 'Vul eerst de facturatiegegevens van uw bedrijf in (Facturatiegegevens)'),
    );
  else {
    if (!seller.vat_id)
      missing.push(
        issue(['billing', 'vat_id'], 'Het btw-nummer ontbreekt in de facturatiegegevens van uw bedrijf'),
      );
    if (!seller.iban && invoice.kind === 'invoice')
      missing.push(issue(['billing', 'iban'], 'Het IBAN ontbreekt in de facturatiegegevens van uw bedrijf'));
    if (seller.country_code === 'NL' && !/^\d{8}$/.test(seller.kvk ?? ''))
      missing.push(issue(['billing', 'kvk'], 'Het KvK-nummer van uw bedrijf heeft 8 cijfers'));
  }
  if (!buyer)
    missing.push(issue(['buyer_billing'], 'De ontvanger heeft nog geen facturatiegegevens ingevuld'));
  else if (invoice.reverse_charge && !buyer.vat_id)
    missing.push(
      issue(
        ['buyer_billing', 'vat_id'],
        'Btw verlegd vraagt het btw-nummer van de ontvanger: dat ontbreekt in hun facturatiegegevens',
      ),
    );
  return { seller, buyer, sellerProfile, missing };
}
