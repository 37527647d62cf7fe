import { mailSigner } from '../../../src/modules/notifications/secret.ts';
import { relate } from '../dossier-factories.ts';
import { createCompany } from '../factories.ts';
import type { ListeningApp } from '../listening-app.ts';
import type { TestClock } from '../test-clock.ts';
import type { DossierRealm } from './actors.ts';
import { plantInvoices } from './invoices-world.ts';
import { counterpartyOf, type Situation, situations } from './model.ts';
import { World } from './world.ts';

const realmOf = (where: Situation): DossierRealm => where.kind;

/**
 * Builds the world once. The expired guest is invited and signs in first; then the test clock moves a day past the end
 * of their access (the server's SQL reads the same clock, so no date is set back).
 */
export async function buildWorld(live: ListeningApp, clock: TestClock): Promise<World> {
  const world = new World(live, await mailSigner(live.t.db, live.t.app.deps.config));
  const [a, b, u] = [await world.company('A'), await world.company('B'), await world.company('U')];
  const [x, y] = [await world.company('X'), await world.company('Y')];
  for (const key of ['aAdmin', 'aMember', 'aRemoved', 'aDeleted', 'aBystander'] as const)
    await world.colleague(key, a);
  await world.colleague('bAdmin', b);
  await world.colleague('bMember', b);
  await world.colleague('uAdmin', u);
  for (const other of [b, x, y]) await relate(world.db, a.id, other.id);

  const guestSituations = situations.filter((where) => where.kind === 'guest');
  const expiredGuest = world.guestAddress('expiredGuest');
  const guestDossiers = new Map<string, string>();
  for (const where of guestSituations) {
    const title = `Dossier ${world.mark('title:guest')}`;
    guestDossiers.set(where.key, await world.ownDossier(title, { company_id: x.id, email: expiredGuest }));
  }
  await world.signInGuest('expiredGuest', guestDossiers.get('guest-open') as string, clock);
  clock.advanceDays(live.t.app.deps.config.viewerAccessDays + 1);
  // The sessions of those signed in before have ended on the way: they sign in again.
  for (const key of [
    'aAdmin',
    'aMember',
    'aRemoved',
    'aDeleted',
    'aBystander',
    'bAdmin',
    'bMember',
    'uAdmin',
  ] as const)
    await world.resumeSession(key);

  const guest = world.guestAddress('guest');
  for (const where of situations) {
    let id = guestDossiers.get(where.key);
    if (!id) {
      const title = `Dossier ${world.mark(`title:${realmOf(where)}`)}`;
      const counterparty =
        where.kind === 'shared' ? { company_id: b.id, user_id: world.userId('bAdmin') } : {};
      id = await world.ownDossier(title, counterparty);
    }
    if (where.kind === 'guest') {
      await world.call('aAdmin', 'POST', `/api/v1/dossiers/${id}/invite`, { email: guest, company_id: x.id });
      if (!world.hasSession('guest')) await world.signInGuest('guest', id, clock);
    }
    for (const key of ['aRemoved', 'aDeleted'] as const) await world.addMember(id, key);
    world.setDossier(where.key, id, await world.plant(id, realmOf(where), 'aMember'));
    const otherSide = counterpartyOf(where);
    if (otherSide)
      world.setCounterpartyDocument(
        where.key,
        await world.upload(otherSide, id, `${world.mark(`content:${realmOf(where)}`)}.pdf`),
      );
    await world.call('aAdmin', 'PATCH', `/api/v1/dossiers/${id}/users/${world.userId('aRemoved')}`, {
      status: 'removed',
    });
  }

  const otherGuest = world.guestAddress('otherGuest');
  const otherTitle = `Dossier ${world.mark('title:otherGuest')}`;
  const other = await world.ownDossier(otherTitle, { company_id: y.id, email: otherGuest });
  world.setDossier('otherGuest', other, await world.plant(other, 'otherGuest', 'aMember'));
  await world.signInGuest('otherGuest', other, clock);
  for (const [key, realm] of [
    ['bAdmin', 'bOwn'],
    ['uAdmin', 'uOwn'],
  ] as const) {
    const own = await world.call(key, 'POST', '/api/v1/dossiers', {
      title: `Dossier ${world.mark(`title:${realm}`)}`,
    });
    await world.plant(own.id, realm, key);
  }

  await world.call('aAdmin', 'PATCH', `/api/v1/users/${world.userId('aDeleted')}`, {
    deleted_at: clock.now().toISOString(),
  });
  for (const where of situations) await plantInvoices(world, where);
  for (const where of situations) await world.bringTo(world.dossier(where.key), where);
  // A client company nobody is related to, for the company search to find.
  await createCompany(world.db, { name: 'Zoekbaar Staalhandel' });
  return world;
}
