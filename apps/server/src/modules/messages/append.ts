import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database, Message } from '../../db/schema.ts';
import { isActiveMember } from '../membership/index.ts';

const PREVIEW_CHARS = 140;

export interface NewMessage {
  dossierId: string;
  sender: { id: string; name: string };
  type: Message['message_type'];
  body: string;
  clientId?: string | null;
  documentId?: string | null;
  /** When it is written, on the rule clock: its created_at and the sidebar's time (a notification waits from it). */
  at: Date;
  /** A user's message: stored only while the sender is an active member at `at` and the dossier is not closed. */
  asMember?: boolean;
}

const unusedClientId = (dossierId: string, senderId: string, clientId: string) => sql`and not exists (
  select 1 from messages where dossier_id = ${dossierId} and sender_id = ${senderId} and client_id = ${clientId})`;

const byMemberOfOpenDossier = (dossierId: string, senderId: string, now: Date) =>
  sql`and status <> 'closed' and ${isActiveMember(dossierId, senderId, now)}`;

/**
 * Stores a message in one statement: the dossier row's update takes the next sequence number and message
 * id under its row lock (so concurrent senders are ordered the same by both), keeps the sidebar columns,
 * and the sender's read pointer moves to it. It stores nothing (undefined) when the client_id was used by the
 * sender already, or, asMember, when the sender may not write there (the caller then asks why). A retry racing its
 * original past the client_id check meets the unique index instead.
 */
export async function appendMessage(db: Kysely<Database>, input: NewMessage): Promise<Message | undefined> {
  const preview =
    input.body.length > PREVIEW_CHARS ? `${input.body.slice(0, PREVIEW_CHARS - 1)}…` : input.body;
  // A system line reads as a sentence of its own in the sidebar, without a sender in front.
  const sidebarSender = input.type === 'system' ? null : input.sender.name;
  const { rows } = await sql<Message>`
    with bumped as (
      update dossiers
      set last_seq = last_seq + 1,
          last_message_id = nextval(pg_get_serial_sequence('messages', 'id')),
          last_message_at = ${input.at},
          last_message_preview = ${preview},
          last_message_sender = ${sidebarSender}
      where id = ${input.dossierId}
        ${input.clientId ? unusedClientId(input.dossierId, input.sender.id, input.clientId) : sql``}
        ${input.asMember ? byMemberOfOpenDossier(input.dossierId, input.sender.id, input.at) : sql``}
      returning id, last_seq, last_message_id
    ), stored as (
      insert into messages (id, dossier_id, seq, sender_id, message_type, body, client_id, document_id, created_at)
      overriding system value
      select last_message_id, id, last_seq, ${input.sender.id}, ${input.type}, ${input.body},
             ${input.clientId ?? null}, ${input.documentId ?? null}, ${input.at}::timestamptz
      from bumped
      returning *
    ), read as (
      update dossier_users set read_seq = stored.seq from stored
      where dossier_users.dossier_id = stored.dossier_id and dossier_users.user_id = stored.sender_id
    )
    select * from stored`.execute(db);
  return rows[0];
}

/** appendMessage for the changes that always write their line (status, members): never refused. */
export async function appendSystemMessage(
  db: Kysely<Database>,
  input: Omit<NewMessage, 'type'>,
): Promise<Message> {
  const message = await appendMessage(db, { ...input, type: 'system' });
  if (!message) throw new Error(`dossier ${input.dossierId} vanished while writing a system message`);
  return message;
}
