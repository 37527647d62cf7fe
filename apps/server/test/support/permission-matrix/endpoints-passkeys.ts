import { randomBytes } from 'node:crypto';
import type { Db } from '../../../src/db/connection.ts';
import { SoftwareAuthenticator } from '../software-authenticator.ts';
import type { Actor } from './actors.ts';
import { type CaseContext, type Endpoint, routeRuledBeside, signedOut } from './endpoint.ts';
import { freshUserOfA } from './fresh.ts';

/**
 * Passkeys (issue 23): one's own, managed by every signed-in user but a guest (a viewer signs in by link and keeps
 * none); another user's passkey is hidden (404), whoever asks. Signing in with one needs the passkey, never a token.
 * The rule is written here, beside the routes: the table (rules.ts) is SPEC's, which has no passkeys.
 */
const ownPasskeys = (who: Actor) => signedOut(who) ?? (who.person?.role === 'viewer' ? 403 : 'allowed');

/** The test app's PUBLIC_URL (support/test-app.ts). */
const ORIGIN = 'http://app.test';

/** A passkey row of a user, planted directly: what the case removes or is refused. */
async function plantPasskey(db: Db, userId: string): Promise<string> {
  const { id } = await db
    .insertInto('passkeys')
    .values({
      user_id: userId,
      credential_id: randomBytes(16).toString('base64url'),
      public_key: randomBytes(32).toString('base64url'),
      name: 'Geplant',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A true answer to fresh registration options where the caller may register; else an answer of nobody's. */
async function registration({ world, token, expected }: CaseContext) {
  const authenticator = new SoftwareAuthenticator(ORIGIN);
  if (expected !== 'allowed' || !token)
    return authenticator.register({ challenge: 'x', rp: {}, user: { id: 'x' } });
  const started = await world.app.inject({
    method: 'POST',
    url: '/api/v1/auth/passkeys/register/options',
    headers: { authorization: `Bearer ${token}` },
  });
  return authenticator.register(started.json().options);
}

export const passkeyEndpoints: Endpoint[] = [
  routeRuledBeside({
    method: 'GET',
    route: '/api/v1/auth/passkeys',
    expect: ownPasskeys,
    request: () => ({ method: 'GET', url: '/api/v1/auth/passkeys' }),
  }),
  routeRuledBeside({
    method: 'POST',
    route: '/api/v1/auth/passkeys/register/options',
    expect: ownPasskeys,
    request: () => ({ method: 'POST', url: '/api/v1/auth/passkeys/register/options' }),
  }),
  routeRuledBeside({
    method: 'POST',
    route: '/api/v1/auth/passkeys/register',
    expect: ownPasskeys,
    request: async (context) => ({
      method: 'POST',
      url: '/api/v1/auth/passkeys/register',
      payload: { response: await registration(context) },
    }),
  }),
  routeRuledBeside({
    method: 'DELETE',
    route: '/api/v1/auth/passkeys/:id',
    variant: 'own',
    expect: ownPasskeys,
    request: async ({ world, who }) => {
      const owner = who.person ? world.userId(who.person.key) : (await freshUserOfA(world)).id;
      return { method: 'DELETE', url: `/api/v1/auth/passkeys/${await plantPasskey(world.db, owner)}` };
    },
  }),
  routeRuledBeside({
    method: 'DELETE',
    route: '/api/v1/auth/passkeys/:id',
    variant: "another user's",
    expect: (who) => signedOut(who) ?? 404,
    request: async ({ world }) => {
      const owner = await freshUserOfA(world);
      return { method: 'DELETE', url: `/api/v1/auth/passkeys/${await plantPasskey(world.db, owner.id)}` };
    },
  }),
  routeRuledBeside({
    method: 'POST',
    route: '/api/v1/auth/passkeys/login/options',
    expect: () => 'allowed',
    request: () => ({ method: 'POST', url: '/api/v1/auth/passkeys/login/options', bearer: null }),
  }),
  routeRuledBeside({
    method: 'POST',
    route: '/api/v1/auth/passkeys/login',
    // A passkey nobody registered: refused whoever sends it, whatever token comes with it.
    expect: () => 401,
    request: async ({ world }) => {
      const started = await world.app.inject({ method: 'POST', url: '/api/v1/auth/passkeys/login/options' });
      const { options, challenge_id } = started.json();
      return {
        method: 'POST',
        url: '/api/v1/auth/passkeys/login',
        payload: { challenge_id, response: new SoftwareAuthenticator(ORIGIN).signIn(options) },
      };
    },
  }),
];
