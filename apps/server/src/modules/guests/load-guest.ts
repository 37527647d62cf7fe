import type { Kysely } from 'kysely';
import type { Actor } from '../../auth/sessions.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { accessEnded } from '../../policies/guests.ts';
import { membershipOf } from '../membership/index.ts';
import { guestAccessOf, lockDossier } from './queries.ts';

/**
 * What a command about one guest starts from: the dossier the actor is an active member of at `now`, locked for the
 * rest of the transaction, and the member it is about as the guest rules see them. 404 for everyone else.
 */
export async function loadGuestFor(
  trx: Kysely<Database>,
  actor: Actor,
  input: { dossierId: string; userId: string; now: Date },
) {
  const own = await membershipOf(trx, input.dossierId, actor.user.id);
  if (own?.status !== 'active' || accessEnded(own, input.now)) throw notFound();
  const dossier = await lockDossier(trx, input.dossierId);
  const guest = await guestAccessOf(trx, input.dossierId, input.userId);
  if (!guest) throw notFound();
  return { dossier, guest };
}
