import type { Actor } from '../../auth/sessions.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { authorize } from '../../policies/decision.ts';
import { mayListAvailableUsers } from '../../policies/dossiers.ts';
import { activeMembership } from '../membership/index.ts';
import { loadDossierFor } from './load-dossier.ts';
import { availableUsers, dossierMembers, sidebarRows } from './queries.ts';

/** A read judges a guest's access by the rule clock. */
type ReadDeps = Pick<Deps, 'db' | 'clock'>;

/** The actor's dossiers for the sidebar, newest activity first (their own memberships: nothing to authorize). */
export const sidebarFor = ({ db, clock }: ReadDeps, actor: Actor) =>
  sidebarRows(db, actor.user.id, clock.now());

export async function latestDossierFor({ db, clock }: ReadDeps, actor: Actor) {
  const [latest] = await sidebarRows(db, actor.user.id, clock.now(), 1);
  return latest;
}

/** A dossier with its companies, for one of its members; 404 for everyone else. */
export const dossierFor = ({ db, clock }: ReadDeps, actor: Actor, dossierId: string) =>
  loadDossierFor(db, actor, dossierId, clock.now());

/** The dossier data modal: the dossier with every member, for one of its members. */
export async function dossierDataFor({ db, clock }: ReadDeps, actor: Actor, dossierId: string) {
  const loaded = await loadDossierFor(db, actor, dossierId, clock.now());
  return { ...loaded, members: await dossierMembers(db, dossierId) };
}

/** Users of the dossier's companies who could be added, for one of its members who is not a guest. */
export async function availableUsersFor({ db, clock }: ReadDeps, actor: Actor, dossierId: string) {
  if (!(await activeMembership(db, dossierId, actor.user.id, clock.now()))) throw notFound();
  authorize(mayListAvailableUsers(actor.user));
  return availableUsers(db, dossierId);
}
