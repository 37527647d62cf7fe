import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Actor } from '../../auth/sessions.ts';
import type { Db } from '../../db/connection.ts';
import type { Database } from '../../db/schema.ts';
import { conflict, fieldError, notFound } from '../../http/errors.ts';
import { authorize } from '../../policies/authorize.ts';
import {
  canAddCounterparty,
  canAddMember,
  canLeaveDossier,
  canRemoveDossierMember,
} from '../../policies/dossiers.ts';
import type { LiveEvent } from '../../realtime/events.ts';
import { appendSystemMessage } from '../messages/append.ts';
import { type LoadedDossier, loadDossierFor } from './access.ts';
import { resolveCounterparty } from './counterparty.ts';
import { dossierUpdated, memberJoined, memberLeft, messageStored } from './live.ts';
import { activeMembership } from './membership-queries.ts';
import type { MemberRow } from './presenter.ts';
import { fullName, systemText } from './system-texts.ts';

const refuseWhenClosed = (loaded: LoadedDossier) => {
  if (loaded.dossier.status === 'closed') throw conflict('Dit dossier is gesloten');
};

/** Every member of the dossier (removed ones too), with their company, for the dossier data modal. */
export async function dossierMembers(db: Db, dossierId: string): Promise<MemberRow[]> {
  return membersQuery(db, dossierId).orderBy('dossier_users.created_at').execute();
}

/** One member of the dossier, as the dossier data presents them (e.g. right after adding them). */
export async function dossierMember(db: Db, dossierId: string, userId: string): Promise<MemberRow> {
  return membersQuery(db, dossierId).where('dossier_users.user_id', '=', userId).executeTakeFirstOrThrow();
}

function membersQuery(db: Db, dossierId: string) {
  return db
    .selectFrom('dossier_users')
    .innerJoin('users', 'users.id', 'dossier_users.user_id')
    .innerJoin('companies', 'companies.id', 'dossier_users.company_id')
    .select([
      'users.id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.role',
      'dossier_users.company_id',
      'companies.name as company_name',
      // A user removed from their company is no longer a member anywhere, whatever the membership row says.
      sql<
        MemberRow['status']
      >`case when users.deleted_at is null then dossier_users.status else 'removed' end`.as('status'),
      'dossier_users.token_expires_at',
    ])
    .where('dossier_users.dossier_id', '=', dossierId);
}

/** Colleagues and counterparty users who could join: live, not guests, not already active members. */
export async function availableUsers(db: Db, actor: Actor, dossierId: string) {
  if (!(await activeMembership(db, dossierId, actor.user.id))) throw notFound();
  return db
    .selectFrom('users')
    .innerJoin('dossier_companies', 'dossier_companies.company_id', 'users.company_id')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .select([
      'users.id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.company_id',
      'companies.name as company_name',
    ])
    .where('dossier_companies.dossier_id', '=', dossierId)
    .where('users.deleted_at', 'is', null)
    .where('users.role', '!=', 'viewer')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('dossier_users')
            .select('dossier_users.user_id')
            .whereRef('dossier_users.user_id', '=', 'users.id')
            .where('dossier_users.dossier_id', '=', dossierId)
            .where('dossier_users.status', '=', 'active'),
        ),
      ),
    )
    .orderBy('companies.name')
    .orderBy('users.first_name')
    .execute();
}

/** Links a counterparty company to a dossier that has none yet. */
export async function addDossierCompany(db: Db, actor: Actor, dossierId: string, companyId: string) {
  return db.transaction().execute(async (trx) => {
    const loaded = await loadDossierFor(trx, actor, dossierId, { lock: true });
    refuseWhenClosed(loaded);
    authorize(canAddCounterparty(actor.user, loaded.facts), 'Dit dossier heeft al een klant of leverancier');
    const { company } = await resolveCounterparty(trx, actor, companyId, undefined, false);
    await trx
      .insertInto('dossier_companies')
      .values({ dossier_id: dossierId, company_id: company.id })
      .execute();
    const message = await appendSystemMessage(trx, {
      dossierId,
      sender: { id: actor.user.id, name: fullName(actor.user) },
      body: systemText.companyLinked(company.name),
    });
    const events: LiveEvent[] = [messageStored(message, actor.user), dossierUpdated(dossierId, {})];
    return { company, events };
  });
}

/** Adds a user of one of the dossier's companies (or brings a removed member back). */
export async function addDossierUser(db: Db, actor: Actor, dossierId: string, userId: string) {
  return db.transaction().execute(async (trx) => {
    const loaded = await loadDossierFor(trx, actor, dossierId, { lock: true });
    refuseWhenClosed(loaded);
    authorize(
      canAddMember(actor.user, loaded.facts),
      'Je bent geen klant van het platform en kunt geen gebruikers toevoegen',
    );
    const user = await joinableUser(trx, loaded, userId);
    await trx
      .insertInto('dossier_users')
      .values({ dossier_id: dossierId, user_id: user.id, company_id: user.company_id })
      .onConflict((oc) =>
        oc.columns(['dossier_id', 'user_id']).doUpdateSet({ status: 'active', read_seq: 0 }),
      )
      .execute();
    const message = await appendSystemMessage(trx, {
      dossierId,
      sender: { id: actor.user.id, name: fullName(actor.user) },
      body: systemText.memberAdded(fullName(user), fullName(actor.user)),
    });
    const events = [
      ...memberJoined(dossierId, user.id, loaded.dossier.title),
      messageStored(message, actor.user),
    ];
    return { user, events };
  });
}

async function joinableUser(trx: Kysely<Database>, loaded: LoadedDossier, userId: string) {
  const user = await trx
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .where('role', '!=', 'viewer')
    .executeTakeFirst();
  const inDossierCompany =
    user !== undefined && loaded.companies.some((company) => company.id === user.company_id);
  if (!user || !inDossierCompany)
    throw fieldError(['body', 'user_id'], 'Kies een gebruiker van een bedrijf in dit dossier');
  const membership = await trx
    .selectFrom('dossier_users')
    .select('status')
    .where('dossier_id', '=', loaded.dossier.id)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (membership?.status === 'active') throw conflict('Deze gebruiker is al lid van het dossier');
  return user;
}

/** Leaving (the actor themselves) or removal by an admin of the same company: the membership becomes removed. */
export async function removeDossierUser(db: Db, actor: Actor, dossierId: string, userId: string) {
  return db.transaction().execute(async (trx) => {
    const loaded = await loadDossierFor(trx, actor, dossierId, { lock: true });
    const member = await trx
      .selectFrom('dossier_users')
      .innerJoin('users', 'users.id', 'dossier_users.user_id')
      .select(['dossier_users.user_id', 'dossier_users.company_id', 'users.first_name', 'users.last_name'])
      .where('dossier_users.dossier_id', '=', dossierId)
      .where('dossier_users.user_id', '=', userId)
      .where('dossier_users.status', '=', 'active')
      .executeTakeFirst();
    if (!member) throw notFound();
    // SPEC counts non-removed users: a colleague removed from the company does not stay for the company.
    const { count } = await trx
      .selectFrom('dossier_users')
      .innerJoin('users', 'users.id', 'dossier_users.user_id')
      .select(({ fn }) => fn.countAll<string>().as('count'))
      .where('dossier_users.dossier_id', '=', dossierId)
      .where('dossier_users.company_id', '=', member.company_id)
      .where('dossier_users.status', '=', 'active')
      .where('users.deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    const leaving = member.user_id === actor.user.id;
    const allowed = leaving
      ? canLeaveDossier(actor.user, loaded.facts, Number(count))
      : canRemoveDossierMember(actor.user, loaded.facts, member, Number(count));
    authorize(
      allowed,
      leaving ? 'Je kunt dit dossier niet verlaten' : 'Je kunt deze gebruiker niet verwijderen',
    );

    await trx
      .updateTable('dossier_users')
      .set({ status: 'removed' })
      .where('dossier_id', '=', dossierId)
      .where('user_id', '=', userId)
      .execute();
    const body = leaving
      ? systemText.memberLeft(fullName(member))
      : systemText.memberRemoved(fullName(member), fullName(actor.user));
    const message = await appendSystemMessage(trx, {
      dossierId,
      sender: { id: actor.user.id, name: fullName(actor.user) },
      body,
    });
    // The system message reaches the removed member too, before their sockets leave the dossier.
    return { events: [messageStored(message, actor.user), memberLeft(dossierId, userId)] };
  });
}
