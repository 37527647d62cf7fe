import { canDeleteDocument, canUploadDocument, type DossierStatus } from '@dossier/contract';
import { clash, type Decision, deny, firstRefusal, hide } from './decision.ts';
import { type GuestAccess, mayUseDossierAccess } from './guests.ts';
import type { PolicyActor } from './policy.ts';
import { refusals } from './refusals.ts';

/** The actor's membership row of the dossier, whatever its state (undefined: never a member). */
export type DocumentAccess = Pick<GuestAccess, 'status' | 'token_expires_at'> | undefined;

/**
 * Reading a dossier's documents (the list, a download link): its active members; anyone else does not learn the
 * dossier exists (404); a guest whose access ended hears why (403, as on every dossier route).
 */
export const mayReadDocuments = (access: DocumentAccess, now: Date): Decision => {
  if (access?.status !== 'active') return hide();
  return mayUseDossierAccess(access, now);
};

/** Adding documents: any active member, guests (viewers) included, while the dossier is not closed (409). */
export const mayUploadDocument = (
  access: DocumentAccess,
  dossier: { status: DossierStatus },
  now: Date,
): Decision => {
  const reading = mayReadDocuments(access, now);
  if (!reading.allowed) return reading;
  return firstRefusal([!canUploadDocument(dossier), () => clash(refusals.dossierClosed)]);
};

/** Removing a document: only its uploader's company (403 for the other side), not from a closed dossier (409). */
export const mayDeleteDocument = (
  actor: PolicyActor,
  access: DocumentAccess,
  dossier: { status: DossierStatus },
  document: { uploader_company_id: string },
  now: Date,
): Decision => {
  const reading = mayReadDocuments(access, now);
  if (!reading.allowed) return reading;
  return firstRefusal(
    [dossier.status === 'closed', () => clash(refusals.dossierClosed)],
    [!canDeleteDocument(actor, dossier, document), () => deny(refusals.uploadersOnly)],
  );
};
