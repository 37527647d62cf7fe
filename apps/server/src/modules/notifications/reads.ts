import type { Actor } from '../../auth/sessions.ts';
import type { Db } from '../../db/connection.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { activeMembership } from '../membership/index.ts';

/** The actor's notification preferences. */
export async function preferencesOf(db: Db, actor: Actor) {
  const user = await db
    .selectFrom('users')
    .select(['notify_mode', 'time_zone'])
    .where('id', '=', actor.user.id)
    .executeTakeFirstOrThrow();
  return user;
}

/** Whether the actor muted the dossier; for its active members only (404 otherwise). */
export async function dossierNotificationsOf(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  actor: Actor,
  dossierId: string,
) {
  const membership = await activeMembership(db, dossierId, actor.user.id, clock.now());
  if (!membership) throw notFound();
  return { muted: membership.muted };
}
