import { canPreview, type DocumentDisposition, type DownloadResponse, limits } from '@dossier/contract';
import type { Actor } from '../../auth/sessions.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import { authorize } from '../../policies/decision.ts';
import { mayReadDocuments, mayUploadDocument } from '../../policies/documents.ts';
import { membershipOf } from '../membership/index.ts';
import type { DocumentDeps } from './deps.ts';
import { documentsOf, documentView, uploadFacts, versionOf, versionsOf } from './queries.ts';

type ReadDeps = Pick<DocumentDeps, 'db' | 'clock'>;

/** The side panel's list, for the dossier's active members. */
export async function documentsFor({ db, clock }: ReadDeps, actor: Actor, dossierId: string) {
  authorize(mayReadDocuments(await membershipOf(db, dossierId, actor.user.id), clock.now()));
  return documentsOf(db, dossierId);
}

/**
 * A document's versions, newest first (issue 25): for whoever reads the document, guests of its dossier included;
 * a non-member, a removed member and a removed document get 404 as an unknown id.
 */
export async function versionsFor({ db, clock }: ReadDeps, actor: Actor, documentId: string) {
  const document = await documentView(db, documentId);
  if (!document) throw notFound();
  authorize(mayReadDocuments(await membershipOf(db, document.dossier_id, actor.user.id), clock.now()));
  return { newest: document.version, versions: await versionsOf(db, documentId) };
}

/** Before any byte of an upload is read: may the actor add documents to this dossier now (404, 403 or 409 if not). */
export async function checkUploadAccess({ db, clock }: ReadDeps, actor: Actor, dossierId: string) {
  const facts = await uploadFacts(db, dossierId, actor.user);
  if (!facts) throw notFound();
  authorize(mayUploadDocument(facts.access, facts.dossier, clock.now()));
}

/**
 * A URL that serves a document for a few minutes without the session: to save it (attachment) or, for a PDF or an
 * image, to show it (inline), of its newest version or the one named. For the dossier's active members; everyone
 * else gets 404 as if it did not exist, and so does a version the document does not have.
 */
export async function downloadLinkFor(
  { db, clock, storage }: Pick<DocumentDeps, 'db' | 'clock' | 'storage'>,
  actor: Actor,
  documentId: string,
  disposition: DocumentDisposition,
  version?: number,
): Promise<DownloadResponse> {
  const current = await documentView(db, documentId);
  if (!current) throw notFound();
  const now = clock.now();
  authorize(mayReadDocuments(await membershipOf(db, current.dossier_id, actor.user.id), now));
  // An earlier version (issue 25), or the newest when none is named.
  const document =
    version === undefined || version === current.version ? current : await versionOf(db, documentId, version);
  if (!document) throw notFound();
  if (disposition === 'inline' && !canPreview(document.content_type))
    throw fieldError(
      ['query', 'disposition'],
      'Alleen pdf, png en jpeg kunnen worden getoond',
      'preview_unavailable',
    );
  const expiresAt = new Date(now.getTime() + limits.downloadUrlSeconds * 1000);
  const signedUrl = await storage.signedUrl(document.storage_key, {
    filename: document.filename,
    contentType: document.content_type,
    disposition,
    issuedAt: now,
    expiresAt,
  });
  return { signed_url: signedUrl, expires_at: expiresAt.toISOString(), disposition };
}
