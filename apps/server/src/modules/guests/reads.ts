import type { Actor } from '../../auth/sessions.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/connection.ts';
import { notFound } from '../../http/errors.ts';
import { accessEnded } from '../../policies/guests.ts';
import { membershipOf } from '../membership/index.ts';

/** The token check on entering a dossier: whether the caller's access holds now and until when (a guest's ends). */
export async function dossierAccessFor(db: Db, clock: Clock, actor: Actor, dossierId: string) {
  const membership = await membershipOf(db, dossierId, actor.user.id);
  if (membership?.status !== 'active') throw notFound();
  return {
    valid: !accessEnded(membership, clock.now()),
    expires_at: membership.token_expires_at?.toISOString() ?? null,
  };
}
