import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../src/db/connection.ts';
import { draftVia, giveBillingProfile, sentInvoiceVia } from '../invoice-factories.ts';
import type { IdPool } from './world.ts';

/**
 * Issue 21 in the fuzzed world: billing profiles for A and its counterparties, A's draft and sent invoices in the
 * shared and the guest dossier, and a draft of tenant C that no call of A's actors may reach.
 */
export async function seedInvoices(
  app: FastifyInstance,
  db: Db,
  world: {
    sellerToken: string;
    companies: string[];
    dossiers: string[];
    foreign: { companyId: string; otherCompanyId: string; dossierId: string };
  },
): Promise<IdPool> {
  for (const company of world.companies) await giveBillingProfile(db, company);
  const visible: string[] = [];
  for (const dossierId of world.dossiers) {
    visible.push((await draftVia(app, world.sellerToken, dossierId)).id);
    visible.push((await sentInvoiceVia(app, world.sellerToken, dossierId)).id);
  }
  const { companyId, otherCompanyId, dossierId } = world.foreign;
  const foreign = await db
    .insertInto('invoices')
    .values({
      dossier_id: dossierId,
      seller_company_id: companyId,
      buyer_company_id: otherCompanyId,
      created_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { visible, created: [], foreign: [foreign.id] };
}
