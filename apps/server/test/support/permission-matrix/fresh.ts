import type { Company } from '../../../src/db/schema.ts';
import { createCompany, createUser, uniqueEmail } from '../factories.ts';
import { createRelation } from '../relation-factories.ts';
import type { PersonKey, Situation } from './model.ts';
import type { World } from './world.ts';

/**
 * Resources a single case uses up: a write the policies allow changes the world, so it gets something of its own
 * (a refusal changes nothing, so refused cases share the world).
 */

const companyA = (world: World) => ({ id: world.companyId('A') }) as Company;

/** A dossier of A like the situation's: same companies, the same owner-side members, in the same state. */
export async function freshDossier(world: World, where: Situation): Promise<string> {
  const counterparty =
    where.kind === 'shared'
      ? { company_id: world.companyId('B'), user_id: world.userId('bAdmin') }
      : where.kind === 'guest'
        ? { company_id: world.companyId('X'), email: world.email('guest') }
        : {};
  const id = await world.ownDossier('Eigen dossier van één geval', counterparty);
  await world.bringTo(id, where);
  return id;
}

/** A user of A who has not joined any dossier. */
export const freshUserOfA = (world: World) => createUser(world.db, companyA(world));

/** A colleague of A who has just joined the dossier. */
export async function freshColleague(world: World, dossierId: string): Promise<string> {
  const user = await freshUserOfA(world);
  await world.call('aAdmin', 'POST', `/api/v1/dossiers/${dossierId}/users`, { user_id: user.id });
  return user.id;
}

/** A contact of X who has just been invited to the dossier by A. */
export async function freshGuest(world: World, dossierId: string): Promise<string> {
  const member = await world.call('aAdmin', 'POST', `/api/v1/dossiers/${dossierId}/invite`, {
    email: uniqueEmail('gast'),
    company_id: world.companyId('X'),
  });
  return member.id;
}

export const freshDocument = (world: World, dossierId: string, uploader: PersonKey = 'aMember') =>
  world.upload(uploader, dossierId, 'eigen-document.pdf');

export const freshClient = (world: World) => createCompany(world.db);

/** A client that has just asked A for a relation. */
export async function freshRequestToA(world: World): Promise<string> {
  const asking = await createCompany(world.db);
  return (await createRelation(world.db, asking, companyA(world), 'pending')).id;
}

/** An external party A has just related to. */
export async function freshRelationOfA(world: World): Promise<string> {
  const external = await createCompany(world.db, { is_meru_client: false });
  return (await createRelation(world.db, companyA(world), external, 'active')).id;
}
