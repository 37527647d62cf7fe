import { documentTextContentTypes } from '@dossier/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database, DocumentTextState } from '../../db/schema.ts';

/**
 * A stored document's text is to be read (issue 22): in the transaction that stores it, a job for the indexer when
 * its kind holds text (pdf, doc, docx, xls, xlsx); images are found by their name alone.
 */
export async function queueDocumentText(
  trx: Transaction<Database>,
  document: { id: string; content_type: string },
  now: Date,
): Promise<DocumentTextState> {
  if (!documentTextContentTypes.includes(document.content_type)) return 'none';
  await trx.updateTable('documents').set({ text_state: 'pending' }).where('id', '=', document.id).execute();
  await trx.insertInto('document_text_jobs').values({ document_id: document.id, run_after: now }).execute();
  return 'pending';
}

/** A removed document leaves the index with it, in the transaction that removes it: its text and its job. */
export async function forgetDocumentText(db: Kysely<Database>, documentId: string): Promise<void> {
  await db.deleteFrom('document_text_chunks').where('document_id', '=', documentId).execute();
  await db.deleteFrom('document_text_jobs').where('document_id', '=', documentId).execute();
}
