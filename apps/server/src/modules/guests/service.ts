import { consumeOneTimeToken } from '../../auth/one-time-tokens.ts';
import type { Actor } from '../../auth/sessions.ts';
import { startSession } from '../../auth/sessions.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { authorize } from '../../policies/authorize.ts';
import { canAddCounterparty, canAddMember } from '../../policies/dossiers.ts';
import type { LiveEvent } from '../../realtime/events.ts';
import { loadDossierFor } from '../dossiers/access.ts';
import { resolveCounterparty } from '../dossiers/counterparty.ts';
import { dossierUpdated, memberJoined, messageStored } from '../dossiers/live.ts';
import { fullName, systemText } from '../dossiers/system-texts.ts';
import { appendSystemMessage } from '../messages/append.ts';
import { inviteGuest } from './invite.ts';

/**
 * The invite-relation call: links an external company to the dossier if it has no counterparty yet,
 * and invites its contact as a guest.
 */
export async function inviteRelationContact(
  db: Db,
  config: Config,
  actor: Actor,
  dossierId: string,
  input: { company_id: string; email: string },
) {
  return db.transaction().execute(async (trx) => {
    const loaded = await loadDossierFor(trx, actor, dossierId, { lock: true });
    if (loaded.dossier.status === 'closed') throw conflict('Dit dossier is gesloten');
    authorize(
      canAddMember(actor.user, loaded.facts),
      'Je bent geen klant van het platform en kunt geen gebruikers toevoegen',
    );
    const events: LiveEvent[] = [];
    let company = loaded.companies.find((linked) => linked.id === input.company_id);
    if (!company) {
      authorize(
        canAddCounterparty(actor.user, loaded.facts),
        'Dit dossier heeft al een klant of leverancier',
      );
      ({ company } = await resolveCounterparty(trx, actor, input.company_id, undefined, false));
      await trx
        .insertInto('dossier_companies')
        .values({ dossier_id: dossierId, company_id: company.id })
        .execute();
      const linked = await appendSystemMessage(trx, {
        dossierId,
        sender: { id: actor.user.id, name: fullName(actor.user) },
        body: systemText.companyLinked(company.name),
      });
      events.push(messageStored(linked, actor.user), dossierUpdated(dossierId, {}));
    }
    const { guest, message } = await inviteGuest(trx, config, {
      dossier: loaded.dossier,
      company,
      email: input.email,
      inviter: actor.user,
    });
    events.push(
      ...memberJoined(dossierId, guest.id, loaded.dossier.title),
      messageStored(message, actor.user),
    );
    return { guest, company, events };
  });
}

/** Exchanges a single-use magic link for a session that lasts as long as the guest's access. */
export async function validateMagicLink(db: Db, token: string) {
  return db.transaction().execute(async (trx) => {
    const used = await consumeOneTimeToken(trx, token, ['magic_link']);
    const membership =
      used?.dossier_id &&
      (await trx
        .selectFrom('dossier_users')
        .select(['dossier_id', 'token_expires_at'])
        .where('dossier_id', '=', used.dossier_id)
        .where('user_id', '=', used.user_id)
        .where('status', '=', 'active')
        .executeTakeFirst());
    const expiresAt = membership ? membership.token_expires_at : null;
    if (!used || !membership || !expiresAt || expiresAt <= new Date()) {
      throw badRequest('Deze link is ongeldig of verlopen. Vraag een nieuwe link aan.');
    }
    return {
      accessToken: await startSession(trx, used.user_id, expiresAt),
      dossierId: membership.dossier_id,
    };
  });
}
