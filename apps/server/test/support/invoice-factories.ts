import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/connection.ts';
import type { BillingProfile } from '../../src/db/schema.ts';
import { bearer } from './factories.ts';

/** A complete billing profile with real check digits, as the billing screen would save it. */
export async function giveBillingProfile(
  db: Db,
  companyId: string,
  overrides: Partial<Pick<BillingProfile, 'vat_id' | 'iban' | 'invoice_prefix' | 'payment_term_days'>> = {},
) {
  await db
    .insertInto('billing_profiles')
    .values({
      company_id: companyId,
      legal_name: 'Bouwbedrijf De Vries B.V.',
      street: 'Industrieweg 12',
      postal_code: '3542 AD',
      city: 'Utrecht',
      country_code: 'NL',
      vat_id: 'NL123456782B01',
      iban: 'NL91ABNA0417164300',
      payment_term_days: 30,
      invoice_prefix: 'DV-',
      updated_at: new Date(),
      ...overrides,
    })
    .onConflict((conflict) =>
      conflict.column('company_id').doUpdateSet({
        vat_id: overrides.vat_id === undefined ? 'NL123456782B01' : overrides.vat_id,
        iban: overrides.iban === undefined ? 'NL91ABNA0417164300' : overrides.iban,
      }),
    )
    .execute();
}

/** Two lines of 21 %: 10 h x 100.00 + 2 x 5.00 = 1010.00, VAT 212.10, payable 1222.10. */
export const twoLines = [
  {
    description: 'Montage',
    quantity: '10',
    unit_code: 'HUR',
    unit_price: '100',
    vat_category: 'S',
    vat_rate: '21',
  },
  { description: 'Bouten', quantity: '2', unit_price: '5', vat_category: 'S', vat_rate: '21' },
];

/** A draft through the API; its presented answer. */
export async function draftVia(
  app: FastifyInstance,
  token: string,
  dossierId: string,
  body: Record<string, unknown> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/dossiers/${dossierId}/invoices`,
    headers: bearer(token),
    payload: { lines: twoLines, ...body },
  });
  if (response.statusCode !== 201) throw new Error(`draft failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** A draft sent through the API; the sent invoice. */
export async function sentInvoiceVia(
  app: FastifyInstance,
  token: string,
  dossierId: string,
  body: Record<string, unknown> = {},
) {
  const draft = await draftVia(app, token, dossierId, body);
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/invoices/${draft.id}/send`,
    headers: bearer(token),
  });
  if (response.statusCode !== 200) throw new Error(`send failed: ${response.statusCode} ${response.body}`);
  return response.json();
}
