import type { Kysely } from 'kysely';
import type { Actor } from '../../auth/sessions.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { activeMembership } from '../membership/index.ts';
import { guestAccessOf, lockDossier } from './queries.ts';

/**
 * What a command about one guest starts from: the dossier the actor is an active member of, locked for the rest of
 * the transaction, and the member it is about as the guest rules see them. 404 for everyone else.
 */
export async function loadGuestFor(trx: Kysely<Database>, actor: Actor, dossierId: string, userId: string) {
  if (!(await activeMembership(trx, dossierId, actor.user.id))) throw notFound();
  const dossier = await lockDossier(trx, dossierId);
  const guest = await guestAccessOf(trx, dossierId, userId);
  if (!guest) throw notFound();
  return { dossier, guest };
}
