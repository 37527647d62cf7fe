import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { LiveEvent } from '../../realtime/events.ts';
import { fullName } from '../users/index.ts';
import { appendSystemMessage } from './append.ts';
import { messageStored } from './live.ts';

type Author = { id: string; first_name: string; last_name: string; email: string };

/** Writes a system line of a dossier change into its chat; returns the live event that announces it. */
export async function writeSystemLine(
  trx: Kysely<Database>,
  dossierId: string,
  author: Author,
  body: string,
): Promise<LiveEvent> {
  const message = await appendSystemMessage(trx, {
    dossierId,
    sender: { id: author.id, name: fullName(author) },
    body,
  });
  return messageStored(message, author);
}
