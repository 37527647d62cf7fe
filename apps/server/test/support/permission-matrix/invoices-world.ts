import { readFileSync } from 'node:fs';
import type { CaseContext } from './endpoint.ts';
import { counterpartyOf, type Situation } from './model.ts';
import type { World } from './world.ts';

/**
 * Issue 21 in the matrix's world: every dossier with a counterparty holds A's draft and A's invoice to it, sent and
 * settled by the buyer (accepted, paid) before the dossier reaches its state (closure waits for settlement).
 */

export const invoiceLines = [
  { description: 'Montage', quantity: '2', unit_price: '100', vat_category: 'S', vat_rate: '21' },
];

/** A complete billing profile (real check digits), so that A's invoices can be sent to B and X. */
async function giveBillingProfile(world: World, companyId: string) {
  await world.db
    .insertInto('billing_profiles')
    .values({
      company_id: companyId,
      legal_name: 'Matrix Facturatie B.V.',
      street: 'Stationsplein 1',
      postal_code: '3511 ED',
      city: 'Utrecht',
      country_code: 'NL',
      vat_id: 'NL123456782B01',
      iban: 'NL91ABNA0417164300',
      payment_term_days: 30,
      invoice_prefix: 'MX',
      updated_at: world.app.deps.clock.now(),
    })
    .onConflict((conflict) => conflict.column('company_id').doNothing())
    .execute();
}

export async function draftInvoice(world: World, dossierId: string): Promise<string> {
  const draft = await world.call('aMember', 'POST', `/api/v1/dossiers/${dossierId}/invoices`, {
    lines: invoiceLines,
  });
  return draft.id;
}

export async function sentInvoice(world: World, dossierId: string): Promise<string> {
  const id = await draftInvoice(world, dossierId);
  await world.call('aMember', 'POST', `/api/v1/invoices/${id}/send`);
  return id;
}

/** Called for each situation before the world's dossiers are brought to their states. */
export async function plantInvoices(world: World, where: Situation) {
  const buyer = counterpartyOf(where);
  if (!buyer) return;
  for (const company of ['A', 'B', 'X'] as const) await giveBillingProfile(world, world.companyId(company));
  const dossierId = world.dossier(where.key);
  world.remember(`invoice:draft:${where.key}`, await draftInvoice(world, dossierId));
  const sent = await sentInvoice(world, dossierId);
  for (const status of ['accepted', 'paid'])
    await world.call(buyer, 'POST', `/api/v1/invoices/${sent}/status`, { status });
  world.remember(`invoice:sent:${where.key}`, sent);
}

const situationKey = (context: CaseContext) => {
  if (!context.where) throw new Error('an invoice case needs a dossier');
  return context.where.key;
};

export const worldDraftOf = (context: CaseContext) =>
  context.world.id(`invoice:draft:${situationKey(context)}`);
export const worldInvoiceOf = (context: CaseContext) =>
  context.world.id(`invoice:sent:${situationKey(context)}`);

const transportInvoice = readFileSync(
  new URL('../../fixtures/ubl/imported-transport-invoice.xml', import.meta.url),
  'utf8',
);
let exported = 0;

/**
 * A UBL the caller's company could have exported to the dossier's other company (issue 21 item 7), with a number
 * of its own; the fixture's KvK numbers replaced by theirs. A caller of no company gets A's.
 */
export async function exportedInvoice(context: CaseContext): Promise<string> {
  const { world } = context;
  const dossierId = world.dossier(situationKey(context));
  const sellerId = world.companyId(context.who.person?.company ?? 'A');
  const companies = await world.db
    .selectFrom('dossier_companies')
    .innerJoin('companies', 'companies.id', 'dossier_companies.company_id')
    .select(['companies.id', 'companies.registration_number'])
    .where('dossier_companies.dossier_id', '=', dossierId)
    .execute();
  const kvkOf = (id: string) =>
    companies.find((company) => company.id === id)?.registration_number ?? '00000000';
  const buyer = companies.find((company) => company.id !== sellerId);
  exported += 1;
  return transportInvoice
    .replaceAll('24123456', kvkOf(sellerId))
    .replaceAll('12345678', buyer?.registration_number ?? '00000000')
    .replaceAll('2026-00417', `MX-IMPORT-${exported}`);
}
