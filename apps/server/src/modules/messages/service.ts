import { dossierChannel, type SendMessageRequest } from '@dossier/contract';
import type { Actor } from '../../auth/sessions.ts';
import type { Db } from '../../db/connection.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { conflict, notFound } from '../../http/errors.ts';

const CLOSED = 'Dit dossier is gesloten';

import { canSendMessage } from '../../policies/dossiers.ts';
import type { LiveEvent } from '../../realtime/events.ts';
import { messageStored } from '../dossiers/live.ts';
import { activeMembershipWithStatus } from '../dossiers/membership-queries.ts';
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

/**
 * Stores a chat message: one query for the membership, one statement for the message and its counters.
 * A retry with the same client_id meets the unique index and answers the stored message (created false).
 */
export async function sendMessage(db: Db, actor: Actor, dossierId: string, input: SendMessageRequest) {
  const membership = await activeMembershipWithStatus(db, dossierId, actor.user.id);
  if (!membership) throw notFound();
  if (!canSendMessage(membership)) throw conflict(CLOSED);
  try {
    const stored = await appendMessage(db, {
      dossierId,
      sender: { id: actor.user.id, name: fullName(actor.user) },
      type: 'user',
      body: input.message,
      clientId: input.client_id,
      onlyWhileNotClosed: true,
    });
    // Closed between the check and the statement: nothing was stored.
    if (!stored) throw conflict(CLOSED);
    const message = {
      ...stored,
      sender_first_name: actor.user.first_name,
      sender_last_name: actor.user.last_name,
      sender_email: actor.user.email,
    };
    return { message, created: true, events: [messageStored(stored, actor.user)] };
  } catch (error) {
    const earlier =
      isUniqueViolation(error, 'messages_idempotent') &&
      (await findRetry(db, dossierId, actor.user.id, input.client_id));
    if (!earlier) throw error;
    return { message: await messageWithSender(db, earlier.id), created: false, events: [] as LiveEvent[] };
  }
}

/** Marks everything up to the newest message read for the actor. */
export async function markRead(db: Db, actor: Actor, dossierId: string) {
  if (!(await activeMembershipWithStatus(db, dossierId, actor.user.id))) throw notFound();
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
