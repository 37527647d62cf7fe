import type { DocumentResponse } from '@dossier/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { LiveEvent } from '../../realtime/events.ts';
import { fullName } from '../users/index.ts';
import { appendMessage, appendSystemMessage } from './append.ts';
import { messageStored } from './live.ts';

type Author = { id: string; first_name: string; last_name: string; email: string };

/** Writes a system line of a dossier change, made at `at`, into its chat; returns the live event that announces it. */
export async function writeSystemLine(
  trx: Kysely<Database>,
  dossierId: string,
  author: Author,
  body: string,
  at: Date,
): Promise<LiveEvent> {
  const message = await appendSystemMessage(trx, {
    dossierId,
    sender: { id: author.id, name: fullName(author) },
    body,
    at,
  });
  return messageStored(message, author);
}

/**
 * Writes a document's chat entry (document_added or document_removed) in the caller's transaction; its live event
 * carries the document, so open side panels update from it: an added one whole, as the list shows it.
 */
export async function writeDocumentLine(
  trx: Kysely<Database>,
  line: { dossierId: string; author: Author; body: string; at: Date } & (
    | { type: 'document_added'; document: DocumentResponse }
    | { type: 'document_removed'; document: { id: string; filename: string } }
  ),
): Promise<LiveEvent> {
  const message = await appendMessage(trx, {
    dossierId: line.dossierId,
    sender: { id: line.author.id, name: fullName(line.author) },
    type: line.type,
    body: line.body,
    documentId: line.document.id,
    at: line.at,
  });
  if (!message) throw new Error(`dossier ${line.dossierId} vanished while writing a document line`);
  const documentItem = line.type === 'document_added' ? line.document : undefined;
  return messageStored(message, line.author, line.document, documentItem);
}
