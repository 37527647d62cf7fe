import type { Actor } from '../../auth/sessions.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/connection.ts';
import { notFound } from '../../http/errors.ts';
import { accessEnded } from '../../policies/guests.ts';
import { isViewer } from '../../policies/policy.ts';
import { membershipOf } from '../membership/index.ts';
import { presentDossierAccess } from './presenter.ts';
import { inviterOf } from './queries.ts';

/**
 * The token check on entering a dossier: whether the caller's access holds now and until when (a guest's ends),
 * who invited a guest, and whether a guest still has to give their name (their first visit).
 */
export async function dossierAccessFor(db: Db, clock: Clock, actor: Actor, dossierId: string) {
  const membership = await membershipOf(db, dossierId, actor.user.id);
  if (membership?.status !== 'active') throw notFound();
  const inviter = membership.invited_by_company_id
    ? await inviterOf(db, dossierId, actor.user.id)
    : undefined;
  return presentDossierAccess({
    valid: !accessEnded(membership, clock.now()),
    expiresAt: membership.token_expires_at,
    inviter,
    needsName: isViewer(actor.user) && actor.user.name_given_at === null,
  });
}
