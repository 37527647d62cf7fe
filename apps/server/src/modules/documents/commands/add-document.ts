import type { Actor } from '../../../auth/sessions.ts';
import { notFound } from '../../../http/errors.ts';
import { authorize } from '../../../policies/decision.ts';
import { mayUploadDocument } from '../../../policies/documents.ts';
import { transact } from '../../../transact.ts';
import { writeDocumentLine } from '../../messages/index.ts';
import { queueDocumentText } from '../../search/index.ts';
import type { DocumentDeps } from '../deps.ts';
import { presentDocument } from '../presenter.ts';
import { type DocumentView, insertDocument, type NewDocument, uploadFacts } from '../queries.ts';
import { documentLine } from '../texts.ts';

/**
 * Records a file whose bytes are already complete in storage: the document row and its chat entry (document_added)
 * in one transaction, under the dossier row's lock, after checking again that the uploader may still add to it (the
 * dossier may have closed, or the uploader left, while the bytes streamed). The entry is announced after commit,
 * carrying the document as the list shows it, with its text queued for search. The caller removes the bytes when
 * this fails. Four statements (six for a kind with text):
 * uploads are the bulk path.
 */
export async function addDocument(
  deps: DocumentDeps,
  actor: Actor,
  document: Omit<NewDocument, 'uploader'>,
): Promise<DocumentView> {
  const { user } = actor;
  return transact(deps, async ({ trx }) => {
    const facts = await uploadFacts(trx, document.dossierId, user, { lock: true });
    if (!facts) throw notFound();
    const now = deps.clock.now();
    authorize(mayUploadDocument(facts.access, facts.dossier, now));
    const createdAt = await insertDocument(trx, { ...document, uploader: user });
    const textState = await queueDocumentText(
      trx,
      { id: document.id, content_type: document.contentType },
      now,
    );
    const stored: DocumentView = {
      id: document.id,
      dossier_id: document.dossierId,
      uploader_id: user.id,
      uploader_company_id: user.company_id,
      filename: document.filename,
      content_type: document.contentType,
      size_bytes: String(document.size),
      sha256: document.sha256,
      storage_key: document.storageKey,
      created_at: createdAt,
      deleted_at: null,
      deleted_by: null,
      text_state: textState,
      uploader_company_name: facts.companyName,
      uploader_first_name: user.first_name,
      uploader_last_name: user.last_name,
    };
    const line = await writeDocumentLine(trx, {
      dossierId: document.dossierId,
      author: user,
      type: 'document_added',
      document: presentDocument(stored),
      body: documentLine.added(document.filename),
      at: now,
    });
    return { result: stored, events: [line] };
  });
}
