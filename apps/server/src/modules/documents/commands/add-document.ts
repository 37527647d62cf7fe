import type { Actor } from '../../../auth/sessions.ts';
import { notFound } from '../../../http/errors.ts';
import { authorize } from '../../../policies/decision.ts';
import { mayUploadDocument } from '../../../policies/documents.ts';
import { transact } from '../../../transact.ts';
import { writeDocumentLine } from '../../messages/index.ts';
import { forgetDocumentText, queueDocumentText } from '../../search/index.ts';
import type { DocumentDeps } from '../deps.ts';
import { presentDocument } from '../presenter.ts';
import {
  advanceDocument,
  type DocumentView,
  insertDocument,
  insertVersion,
  lockedSameNameDocument,
  type NewDocument,
  type NewVersion,
  uploadFacts,
} from '../queries.ts';
import { documentLine } from '../texts.ts';

/**
 * Records a file whose bytes are already complete in storage: the document row and its chat entry (document_added)
 * in one transaction, under the dossier row's lock, after checking again that the uploader may still add to it (the
 * dossier may have closed, or the uploader left, while the bytes streamed). A file under the name of a present
 * document of the uploader's company is that document's next version (issue 25): the row, its id kept, becomes the
 * new version, the old version's text leaves the index and the new one's is queued. The entry is announced after
 * commit, carrying the document as the list shows it, with its text queued for search. The caller removes the
 * bytes when this fails. Six statements (eight for a kind with text): uploads are the bulk path.
 */
export async function addDocument(
  deps: DocumentDeps,
  actor: Actor,
  upload: Omit<NewDocument, 'uploader'>,
): Promise<DocumentView> {
  const { user } = actor;
  return transact(deps, async ({ trx }) => {
    const facts = await uploadFacts(trx, upload.dossierId, user, { lock: true });
    if (!facts) throw notFound();
    const now = deps.clock.now();
    authorize(mayUploadDocument(facts.access, facts.dossier, now));
    const earlier = await lockedSameNameDocument(trx, upload.dossierId, user.company_id, upload.filename);
    const version: NewVersion = {
      documentId: earlier?.id ?? upload.id,
      version: (earlier?.version ?? 0) + 1,
      uploaderId: user.id,
      filename: upload.filename,
      contentType: upload.contentType,
      size: upload.size,
      sha256: upload.sha256,
      storageKey: upload.storageKey,
    };
    let createdAt: Date;
    if (earlier) {
      createdAt = await insertVersion(trx, version);
      await advanceDocument(trx, version, createdAt);
      await forgetDocumentText(trx, earlier.id);
    } else {
      createdAt = await insertDocument(trx, { ...upload, uploader: user });
      await insertVersion(trx, version, createdAt);
    }
    const textState = await queueDocumentText(
      trx,
      { id: version.documentId, content_type: upload.contentType },
      now,
    );
    const stored: DocumentView = {
      id: version.documentId,
      dossier_id: upload.dossierId,
      uploader_id: user.id,
      uploader_company_id: user.company_id,
      filename: upload.filename,
      content_type: upload.contentType,
      size_bytes: String(upload.size),
      sha256: upload.sha256,
      storage_key: upload.storageKey,
      created_at: createdAt,
      deleted_at: null,
      deleted_by: null,
      text_state: textState,
      version: version.version,
      uploader_company_name: facts.companyName,
      uploader_first_name: user.first_name,
      uploader_last_name: user.last_name,
    };
    const line = await writeDocumentLine(trx, {
      dossierId: upload.dossierId,
      author: user,
      type: 'document_added',
      document: presentDocument(stored),
      body:
        version.version === 1
          ? documentLine.added(upload.filename)
          : documentLine.versionAdded(upload.filename, version.version),
      at: now,
    });
    return { result: stored, events: [line] };
  });
}
