import type { Actor } from '../../../auth/sessions.ts';
import { notFound } from '../../../http/errors.ts';
import { authorize } from '../../../policies/decision.ts';
import { mayDeleteDocument, mayReadDocuments } from '../../../policies/documents.ts';
import { transact } from '../../../transact.ts';
import { membershipOf } from '../../membership/index.ts';
import { writeDocumentLine } from '../../messages/index.ts';
import { forgetDocumentText } from '../../search/index.ts';
import type { DocumentDeps } from '../deps.ts';
import { dropVersions, lockedDocumentOf, lockedDossierStatus, markRemoved } from '../queries.ts';
import { documentLine } from '../texts.ts';
import { removeBlob } from './remove-blob.ts';

/**
 * Removes a document at its uploader company's request: the row is marked removed and the chat entry
 * (document_removed) written in one transaction, with the rows of all its versions, announced after commit; then
 * the bytes of every version go. The document's row stays so the
 * chat's lines about it keep its name. A non-member learns nothing (404); the other company is refused (403).
 */
export async function removeDocument(
  deps: DocumentDeps,
  actor: Actor,
  documentId: string,
  dossierId: string,
) {
  const removed = await transact(deps, async ({ trx }) => {
    const dossier = await lockedDossierStatus(trx, dossierId);
    if (!dossier) throw notFound();
    const now = deps.clock.now();
    const access = await membershipOf(trx, dossierId, actor.user.id);
    authorize(mayReadDocuments(access, now));
    const document = await lockedDocumentOf(trx, dossierId, documentId);
    if (!document) throw notFound();
    authorize(mayDeleteDocument(actor.user, access, dossier, document, now));
    await markRemoved(trx, { id: document.id, removerId: actor.user.id, removedAt: now });
    await forgetDocumentText(trx, document.id);
    // Every version goes with it (issue 25): their rows now, their bytes after commit.
    const keys = await dropVersions(trx, document.id);
    const line = await writeDocumentLine(trx, {
      dossierId,
      author: actor.user,
      type: 'document_removed',
      document: { id: document.id, filename: document.filename },
      body: documentLine.removed(document.filename),
      at: now,
    });
    return { result: new Set([document.storage_key, ...keys]), events: [line] };
  });
  for (const key of removed) await removeBlob(deps, key);
}
