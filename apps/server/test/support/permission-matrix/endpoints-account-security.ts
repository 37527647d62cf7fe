import { newSecret } from '../../../src/auth/tokens.ts';
import type { Db } from '../../../src/db/connection.ts';
import type { Actor } from './actors.ts';
import { type CaseContext, type Endpoint, routeRuledBeside, signedOut } from './endpoint.ts';
import { freshUserOfA } from './fresh.ts';

/**
 * Two-step sign-in and sessions (issue 23). The rules are written here, beside the routes: the table (rules.ts) is
 * SPEC's, which has none of them. One's own second factor is every signed-in user's but a guest's (a viewer signs in
 * by link); a company's demand and a colleague's reset are its admins'; another company's ids are hidden (404); a
 * session is its user's alone.
 */
const signedIn = (who: Actor) => signedOut(who) ?? 'allowed';
const notForGuests = (who: Actor, allowed: 'allowed' | 400) =>
  signedOut(who) ?? (who.person?.role === 'viewer' ? 403 : allowed);
/** A's admins decide for A; A's others are refused; every other company's caller does not see A. */
const adminsOfA = (who: Actor) =>
  signedOut(who) ?? (who.person?.company !== 'A' ? 404 : who.person.role === 'admin' ? 'allowed' : 403);

const NOBODY = '00000000-0000-4000-8000-000000000000';

/** A second session of a user, planted directly: what the case ends or is refused. */
async function plantSession(db: Db, userId: string): Promise<string> {
  const { id } = await db
    .insertInto('sessions')
    .values({ user_id: userId, token_hash: newSecret().hash, expires_at: new Date(Date.now() + 86_400_000) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const ownId = ({ world, who }: CaseContext) => (who.person ? world.userId(who.person.key) : NOBODY);

export const accountSecurityEndpoints: Endpoint[] = [
  routeRuledBeside({
    method: 'GET',
    route: '/api/v1/auth/2fa',
    expect: signedIn,
    request: () => ({ method: 'GET', url: '/api/v1/auth/2fa' }),
  }),
  routeRuledBeside({
    method: 'POST',
    route: '/api/v1/auth/2fa/setup',
    expect: (who) => notForGuests(who, 'allowed'),
    request: () => ({ method: 'POST', url: '/api/v1/auth/2fa/setup' }),
  }),
  routeRuledBeside({
    method: 'POST',
    route: '/api/v1/auth/2fa/enable',
    // A wrong code: a caller who may enrol hears it is wrong (400), and nobody's app is turned on in the shared world.
    expect: (who) => notForGuests(who, 400),
    request: async ({ world, who }) => {
      if (who.person && !who.person.deleted) {
        await world.db
          .insertInto('totp_factors')
          .values({
            user_id: world.userId(who.person.key),
            secret: 'JBSWY3DPEHPK3PXP',
            created_at: new Date(),
          })
          .onConflict((oc) => oc.column('user_id').doNothing())
          .execute();
      }
      return { method: 'POST', url: '/api/v1/auth/2fa/enable', payload: { code: '000000' } };
    },
  }),
  routeRuledBeside({
    method: 'POST',
    route: '/api/v1/auth/2fa/disable',
    // Nobody in the world has an app on: a caller who may turn it off hears it is not on (400).
    expect: (who) => notForGuests(who, 400),
    request: () => ({
      method: 'POST',
      url: '/api/v1/auth/2fa/disable',
      payload: { password: 'niet het wachtwoord', code: '000000' },
    }),
  }),
  routeRuledBeside({
    method: 'POST',
    route: '/api/v1/auth/2fa/verify',
    // A ticket nobody was given: refused whoever sends it.
    expect: () => 401,
    request: () => ({
      method: 'POST',
      url: '/api/v1/auth/2fa/verify',
      payload: { mfa_token: 'geen-ticket', code: '123456' },
      bearer: null,
    }),
  }),
  routeRuledBeside({
    method: 'PATCH',
    route: '/api/v1/companies/:id/security',
    expect: adminsOfA,
    // The demand stays off: the shared world's later sign-ins are not sent to enrolment.
    request: ({ world }) => ({
      method: 'PATCH',
      url: `/api/v1/companies/${world.companyId('A')}/security`,
      payload: { require_2fa: false },
    }),
  }),
  routeRuledBeside({
    method: 'POST',
    route: '/api/v1/users/:id/2fa/reset',
    variant: 'a user of A',
    expect: adminsOfA,
    request: async ({ world }) => ({
      method: 'POST',
      url: `/api/v1/users/${(await freshUserOfA(world)).id}/2fa/reset`,
    }),
  }),
  routeRuledBeside({
    method: 'POST',
    route: '/api/v1/users/:id/2fa/reset',
    variant: 'oneself',
    expect: (who) => signedOut(who) ?? 403,
    request: (context) => ({ method: 'POST', url: `/api/v1/users/${ownId(context)}/2fa/reset` }),
  }),
  routeRuledBeside({
    method: 'GET',
    route: '/api/v1/auth/sessions',
    expect: signedIn,
    request: () => ({ method: 'GET', url: '/api/v1/auth/sessions' }),
  }),
  routeRuledBeside({
    method: 'DELETE',
    route: '/api/v1/auth/sessions/:id',
    variant: 'own',
    expect: signedIn,
    request: async ({ world, who }) => {
      const owner =
        who.person && !who.person.deleted ? world.userId(who.person.key) : (await freshUserOfA(world)).id;
      return { method: 'DELETE', url: `/api/v1/auth/sessions/${await plantSession(world.db, owner)}` };
    },
  }),
  routeRuledBeside({
    method: 'DELETE',
    route: '/api/v1/auth/sessions/:id',
    variant: "another user's",
    expect: (who) => signedOut(who) ?? 404,
    request: async ({ world }) => {
      const owner = await freshUserOfA(world);
      return { method: 'DELETE', url: `/api/v1/auth/sessions/${await plantSession(world.db, owner.id)}` };
    },
  }),
  routeRuledBeside({
    method: 'DELETE',
    route: '/api/v1/auth/sessions',
    // Ends the caller's other sessions; the one the matrix calls with stays.
    expect: signedIn,
    request: () => ({ method: 'DELETE', url: '/api/v1/auth/sessions' }),
  }),
  routeRuledBeside({
    method: 'POST',
    route: '/api/v1/auth/sessions/end-by-link',
    expect: () => 400,
    request: () => ({
      method: 'POST',
      url: '/api/v1/auth/sessions/end-by-link',
      payload: { token: 'geen-link' },
      bearer: null,
    }),
  }),
];
