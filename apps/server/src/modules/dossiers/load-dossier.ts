import type { DossierFacts } from '@dossier/contract';
import type { Kysely } from 'kysely';
import type { Actor } from '../../auth/sessions.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { activeMembership } from '../membership/index.ts';
import { closeRequestOf } from './queries.ts';

/**
 * Loads a dossier the actor is an active member of at `now`, with its companies and who asked to close it; 404 for
 * everyone else.
 * With lock, the dossier row is locked for the rest of the transaction (every change of a dossier).
 */
export async function loadDossierFor(
  db: Kysely<Database>,
  actor: Actor,
  dossierId: string,
  now: Date,
  options: { lock?: boolean } = {},
) {
  const membership = await activeMembership(db, dossierId, actor.user.id, now);
  if (!membership) throw notFound();
  let query = db.selectFrom('dossiers').selectAll().where('id', '=', dossierId);
  if (options.lock) query = query.forUpdate();
  const dossier = await query.executeTakeFirstOrThrow();
  const companies = await dossierCompanies(db, dossierId);
  // Only a dossier waiting in close_request has a requester to name (issue 24).
  const closeRequest = dossier.close_requested_by_company_id
    ? ((await closeRequestOf(db, dossierId)) ?? null)
    : null;
  const facts: DossierFacts = {
    status: dossier.status,
    companies,
    close_requested_by_company_id: dossier.close_requested_by_company_id,
  };
  return { dossier, membership, companies, closeRequest, facts };
}

export async function dossierCompanies(db: Kysely<Database>, dossierId: string) {
  return db
    .selectFrom('dossier_companies')
    .innerJoin('companies', 'companies.id', 'dossier_companies.company_id')
    .select(['companies.id', 'companies.name', 'companies.is_meru_client'])
    .where('dossier_companies.dossier_id', '=', dossierId)
    .orderBy('dossier_companies.created_at')
    .execute();
}

export type LoadedDossier = Awaited<ReturnType<typeof loadDossierFor>>;
