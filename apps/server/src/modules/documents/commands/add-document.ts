import type { Actor } from '../../../auth/sessions.ts';
import { notFound } from '../../../http/errors.ts';
import { authorize } from '../../../policies/decision.ts';
import { mayUploadDocument } from '../../../policies/documents.ts';
import { transact } from '../../../transact.ts';
import { membershipOf } from '../../membership/index.ts';
import { writeDocumentLine } from '../../messages/index.ts';
import type { DocumentDeps } from '../deps.ts';
import { documentView, insertDocument, lockedDossierStatus, type NewDocument } from '../queries.ts';
import { documentLine } from '../texts.ts';

/**
 * Records a file whose bytes are already complete in storage: the document row and its chat entry (document_added)
 * in one transaction, under the dossier row's lock, after checking again that the uploader may still add to it (the
 * dossier may have closed, or the uploader left, while the bytes streamed). The entry is announced after commit.
 * The caller removes the bytes when this fails.
 */
export async function addDocument(deps: DocumentDeps, actor: Actor, document: Omit<NewDocument, 'uploader'>) {
  return transact(deps, async ({ trx }) => {
    const dossier = await lockedDossierStatus(trx, document.dossierId);
    if (!dossier) throw notFound();
    authorize(
      mayUploadDocument(
        await membershipOf(trx, document.dossierId, actor.user.id),
        dossier,
        deps.clock.now(),
      ),
    );
    await insertDocument(trx, { ...document, uploader: actor.user });
    const line = await writeDocumentLine(trx, {
      dossierId: document.dossierId,
      author: actor.user,
      type: 'document_added',
      document: { id: document.id, filename: document.filename },
      body: documentLine.added(document.filename),
    });
    const stored = await documentView(trx, document.id);
    if (!stored) throw new Error(`document ${document.id} not found right after it was stored`);
    return { result: stored, events: [line] };
  });
}
