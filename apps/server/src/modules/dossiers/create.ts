import type { CreateDossierRequest } from '@dossier/contract';
import type { Actor } from '../../auth/sessions.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { fieldError } from '../../http/errors.ts';
import type { LiveEvent } from '../../realtime/events.ts';
import { inviteGuest } from '../guests/invite.ts';
import { appendSystemMessage } from '../messages/append.ts';
import { resolveCounterparty } from './counterparty.ts';
import { memberJoined, messageStored } from './live.ts';
import { fullName, systemText } from './system-texts.ts';

/**
 * Creates a dossier of the actor's company, internal or with a counterparty from the active relations
 * (for a client of the product one of its users; for an external company its contact, invited as a
 * guest), with its system messages, in one transaction.
 */
export async function createDossier(db: Db, config: Config, actor: Actor, input: CreateDossierRequest) {
  const creator = { id: actor.user.id, name: fullName(actor.user) };
  return db.transaction().execute(async (trx) => {
    const counterparty = input.company_id
      ? await resolveCounterparty(trx, actor, input.company_id, input.user_id, true)
      : null;
    if (counterparty && !counterparty.company.is_meru_client && !input.email) {
      throw fieldError(['body', 'email'], 'Voer een geldig e-mailadres in');
    }
    const dossier = await trx
      .insertInto('dossiers')
      .values({ title: input.title, owner_company_id: actor.user.company_id, created_by: actor.user.id })
      .returningAll()
      .executeTakeFirstOrThrow();
    const companyIds = [actor.user.company_id, ...(counterparty ? [counterparty.company.id] : [])];
    await trx
      .insertInto('dossier_companies')
      .values(companyIds.map((companyId) => ({ dossier_id: dossier.id, company_id: companyId })))
      .execute();
    const members = [actor.user, ...(counterparty?.user ? [counterparty.user] : [])];
    await trx
      .insertInto('dossier_users')
      .values(
        members.map((member) => ({
          dossier_id: dossier.id,
          user_id: member.id,
          company_id: member.company_id,
        })),
      )
      .execute();

    const events: LiveEvent[] = members.flatMap((member) =>
      memberJoined(dossier.id, member.id, dossier.title),
    );
    const created = await appendSystemMessage(trx, {
      dossierId: dossier.id,
      sender: creator,
      body: systemText.created(creator.name),
    });
    events.push(messageStored(created, actor.user));
    if (counterparty) {
      const linked = await appendSystemMessage(trx, {
        dossierId: dossier.id,
        sender: creator,
        body: systemText.companyLinked(counterparty.company.name),
      });
      events.push(messageStored(linked, actor.user));
    }
    if (counterparty && !counterparty.company.is_meru_client && input.email) {
      const { guest, message } = await inviteGuest(trx, config, {
        dossier,
        company: counterparty.company,
        email: input.email,
        inviter: actor.user,
      });
      events.push(...memberJoined(dossier.id, guest.id, dossier.title), messageStored(message, actor.user));
    }
    return { dossierId: dossier.id, events };
  });
}
