import { dossierChannel, type SendMessageRequest } from '@dossier/contract';
import type { Actor } from '../../auth/sessions.ts';
import type { Db } from '../../db/connection.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { conflict } from '../../http/errors.ts';
import { canSendMessage } from '../../policies/dossiers.ts';
import type { LiveEvent } from '../../realtime/events.ts';
import { loadDossierFor } from '../dossiers/access.ts';
import { messageStored } from '../dossiers/live.ts';
import { fullName } from '../dossiers/system-texts.ts';
import { appendMessage } from './append.ts';
import { messageWithSender } from './queries.ts';

async function findRetry(db: Db, dossierId: string, senderId: string, clientId: string | undefined) {
  if (!clientId) return undefined;
  return db
    .selectFrom('messages')
    .select('id')
    .where('dossier_id', '=', dossierId)
    .where('sender_id', '=', senderId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

/** Stores a chat message; a retry with the same client_id answers the stored one (created false). */
export async function sendMessage(db: Db, actor: Actor, dossierId: string, input: SendMessageRequest) {
  const earlier = await findRetry(db, dossierId, actor.user.id, input.client_id);
  if (earlier) {
    await loadDossierFor(db, actor, dossierId);
    return { message: await messageWithSender(db, earlier.id), created: false, events: [] as LiveEvent[] };
  }
  try {
    const stored = await db.transaction().execute(async (trx) => {
      const loaded = await loadDossierFor(trx, actor, dossierId);
      if (!canSendMessage(loaded.facts)) throw conflict('Dit dossier is gesloten');
      return appendMessage(trx, {
        dossierId,
        sender: { id: actor.user.id, name: fullName(actor.user) },
        type: 'user',
        body: input.message,
        clientId: input.client_id,
      });
    });
    const message = {
      ...stored,
      sender_first_name: actor.user.first_name,
      sender_last_name: actor.user.last_name,
      sender_email: actor.user.email,
    };
    return { message, created: true, events: [messageStored(stored, actor.user)] };
  } catch (error) {
    // Two copies of one retry raced: the second meets the unique index and answers the first.
    const raced =
      isUniqueViolation(error, 'messages_idempotent') &&
      (await findRetry(db, dossierId, actor.user.id, input.client_id));
    if (!raced) throw error;
    return { message: await messageWithSender(db, raced.id), created: false, events: [] as LiveEvent[] };
  }
}

/** Marks everything up to the newest message read for the actor. */
export async function markRead(db: Db, actor: Actor, dossierId: string) {
  await loadDossierFor(db, actor, dossierId);
  const { read_seq } = await db
    .updateTable('dossier_users')
    .from('dossiers')
    .set((eb) => ({ read_seq: eb.ref('dossiers.last_seq') }))
    .whereRef('dossiers.id', '=', 'dossier_users.dossier_id')
    .where('dossier_users.dossier_id', '=', dossierId)
    .where('dossier_users.user_id', '=', actor.user.id)
    .returning('dossier_users.read_seq')
    .executeTakeFirstOrThrow();
  const readSeq = Number(read_seq);
  const event: LiveEvent = {
    kind: 'dossier',
    dossierId,
    frame: {
      type: 'read_status',
      dossier_id: dossierChannel(dossierId),
      user_id: actor.user.id,
      read_seq: readSeq,
    },
  };
  return { readSeq, events: [event] };
}
