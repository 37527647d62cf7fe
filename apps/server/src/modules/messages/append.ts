import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database, Message } from '../../db/schema.ts';

const PREVIEW_CHARS = 140;

export interface NewMessage {
  dossierId: string;
  sender: { id: string; name: string };
  type: Message['message_type'];
  body: string;
  clientId?: string | null;
  documentId?: string | null;
}

/**
 * Stores a message inside the caller's transaction: takes the dossier's next sequence number (the row
 * lock orders concurrent senders), keeps the sidebar columns, and moves the sender's read pointer.
 */
export async function appendMessage(trx: Kysely<Database>, input: NewMessage): Promise<Message> {
  const preview =
    input.body.length > PREVIEW_CHARS ? `${input.body.slice(0, PREVIEW_CHARS - 1)}…` : input.body;
  const { last_seq: seq } = await trx
    .updateTable('dossiers')
    .set({
      last_seq: sql`last_seq + 1`,
      last_message_at: sql`now()`,
      last_message_preview: preview,
      // A system line reads as a sentence of its own in the sidebar, without a sender in front.
      last_message_sender: input.type === 'system' ? null : input.sender.name,
    })
    .where('id', '=', input.dossierId)
    .returning('last_seq')
    .executeTakeFirstOrThrow();
  // One round trip stores the message, points the dossier at it and moves the sender's read pointer.
  const { rows } = await sql<Message>`
    with stored as (
      insert into messages (dossier_id, seq, sender_id, message_type, body, client_id, document_id)
      values (${input.dossierId}, ${seq}, ${input.sender.id}, ${input.type}, ${input.body},
              ${input.clientId ?? null}, ${input.documentId ?? null})
      returning *
    ), pointed as (
      update dossiers set last_message_id = stored.id from stored where dossiers.id = stored.dossier_id
    ), read as (
      update dossier_users set read_seq = stored.seq from stored
      where dossier_users.dossier_id = stored.dossier_id and dossier_users.user_id = stored.sender_id
    )
    select * from stored`.execute(trx);
  return rows[0]!;
}
