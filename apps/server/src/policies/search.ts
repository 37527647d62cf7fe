import { type Decision, hide } from './decision.ts';
import type { DocumentAccess } from './documents.ts';
import { mayUseDossierAccess } from './guests.ts';

/**
 * Searching one dossier (issue 22): its active members; anyone else, a removed member included, learns nothing of it
 * (404, as an unknown dossier); a guest whose access ended hears why (403, as on every dossier route). Without a
 * dossier, a search covers exactly the dossiers this rule allows: the query filters by the same terms.
 */
export const maySearchDossier = (access: DocumentAccess, now: Date): Decision => {
  if (access?.status !== 'active') return hide();
  return mayUseDossierAccess(access, now);
};
