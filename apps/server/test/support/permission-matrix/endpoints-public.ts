import { issueOneTimeToken } from '../../../src/auth/one-time-tokens.ts';
import { sessionEndFrom, startSession } from '../../../src/auth/sessions.ts';
import { PASSWORD, uniqueEmail, uniqueRegistrationNumber } from '../factories.ts';
import type { Actor } from './actors.ts';
import { type CaseContext, type Endpoint, routeRuledBeside, signedOut } from './endpoint.ts';
import { accessHasEnded, elsewhere, type Situation, situations } from './model.ts';

/**
 * Routes without a session: the answer depends on what the caller holds (their address, a link mailed to them),
 * never on a bearer token. Each person holds what the product would have given them.
 */

const live = (who: Actor) => Boolean(who.person && !who.person.deleted);
/** A password is set from the invitation or a reset link; guests sign in by link only (SPEC section 6). */
const hasPassword = (who: Actor) => live(who) && who.person?.role !== 'viewer';
const guestDossier = situations.find((where) => where.key === 'guest-open') as Situation;
/** The dossier a person's magic link leads to: the other guest's own, everyone else's the guest dossier. */
const linkDossier = (who: Actor) => (who.key === 'otherGuest' ? elsewhere : guestDossier);

/** A magic link signs in a guest whose access to its dossier lasts (and no one else: colleagues have no end). */
function linkSignsIn(who: Actor): boolean {
  if (!who.person || !live(who)) return false;
  const access = linkDossier(who).members[who.person.key];
  return access?.status === 'active' && access.token_expires_at !== null && !accessHasEnded(access);
}

const ownAddress = ({ world, who }: CaseContext) =>
  who.person ? world.email(who.person.key) : uniqueEmail('onbekend');
const NOT_A_LINK = 'geen-geldige-link';
const now = ({ world }: CaseContext) => world.app.deps.clock.now();

const settleAfterAnswer = async ({ world }: CaseContext) => world.app.afterAnswer.settled();

const docsPage = (route: string, path = route): Endpoint =>
  routeRuledBeside({
    method: 'GET',
    route,
    expect: () => 'public',
    request: () => ({ method: 'GET', url: path }),
  });

export const publicEndpoints: Endpoint[] = [
  routeRuledBeside({
    method: 'POST',
    route: '/api/v1/companies/register',
    expect: () => 'allowed',
    request: () => ({
      method: 'POST',
      url: '/api/v1/companies/register',
      payload: {
        company: { name: 'Nieuw Bedrijf', registrationNumber: uniqueRegistrationNumber() },
        user: { email: uniqueEmail('nieuw'), firstName: 'Nina', lastName: 'Nieuw' },
      },
    }),
  }),
  routeRuledBeside({
    method: 'POST',
    route: '/api/v1/auth/login',
    expect: (who) => (hasPassword(who) ? 'allowed' : 401),
    request: (context) => ({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: ownAddress(context), password: PASSWORD },
    }),
  }),
  routeRuledBeside({
    method: 'POST',
    route: '/api/v1/auth/logout',
    expect: (who) => signedOut(who) ?? 'allowed',
    // A session of its own: signing out ends the session it is sent with.
    request: async ({ world, who }) => ({
      method: 'POST',
      url: '/api/v1/auth/logout',
      bearer: who.person
        ? await startSession(
            world.db,
            world.userId(who.person.key),
            sessionEndFrom(world.app.deps.clock.now()),
          )
        : null,
    }),
  }),
  routeRuledBeside({
    method: 'POST',
    route: '/api/v1/auth/password-reset',
    expect: () => 'allowed',
    request: (context) => ({
      method: 'POST',
      url: '/api/v1/auth/password-reset',
      payload: { email: ownAddress(context) },
    }),
  }),
  routeRuledBeside({
    method: 'POST',
    route: '/api/v1/auth/password-reset/confirm',
    // Colleagues hold a reset link (the one of a user since removed from the company is from before that);
    // guests never get one (SPEC section 6), the anonymous caller has none.
    expect: (who) => (hasPassword(who) ? 'allowed' : 400),
    request: async (context) => {
      const { world, who } = context;
      const token =
        who.person && who.person.role !== 'viewer'
          ? await issueOneTimeToken(world.db, {
              userId: world.userId(who.person.key),
              purpose: 'password_reset',
              now: now(context),
            })
          : NOT_A_LINK;
      return {
        method: 'POST',
        url: '/api/v1/auth/password-reset/confirm',
        payload: { token, new_password: PASSWORD },
      };
    },
    // A new password ends every session of its user; the caller signs in again for the cases after this one.
    settle: async ({ world, who, expected }) => {
      if (who.person && expected === 'allowed') await world.resumeSession(who.person.key);
    },
  }),
  routeRuledBeside({
    method: 'GET',
    route: '/api/v1/auth/validate',
    expect: (who) => (linkSignsIn(who) ? 'allowed' : 400),
    // Everyone holds a link made out to them (as if issued behind the API's back for those never mailed one).
    request: async (context) => {
      const { world, who } = context;
      const dossierId = world.dossier(linkDossier(who).key);
      const token = who.person
        ? await issueOneTimeToken(world.db, {
            userId: world.userId(who.person.key),
            purpose: 'magic_link',
            dossierId,
            expiresAt: new Date(now(context).getTime() + 60 * 60_000),
          })
        : NOT_A_LINK;
      return { method: 'GET', url: `/api/v1/auth/validate?token=${token}`, bearer: null };
    },
  }),
  routeRuledBeside({
    method: 'POST',
    route: '/api/v1/auth/magic-link',
    expect: () => 'allowed',
    request: (context) => ({
      method: 'POST',
      url: '/api/v1/auth/magic-link',
      payload: { email: ownAddress(context) },
    }),
    settle: settleAfterAnswer,
  }),
  routeRuledBeside({
    method: 'GET',
    route: '/api/v1/notifications/unsubscribe',
    expect: () => 303,
    request: () => ({ method: 'GET', url: `/api/v1/notifications/unsubscribe?token=${NOT_A_LINK}` }),
  }),
  routeRuledBeside({
    method: 'POST',
    route: '/api/v1/notifications/unsubscribe',
    // Every live person gets notification mails with their own signed link.
    expect: (who) => (live(who) ? 'allowed' : 400),
    request: ({ world, who }) => {
      const token = who.person
        ? world.signer.signLink('unsubscribe', [world.userId(who.person.key)])
        : NOT_A_LINK;
      return { method: 'POST', url: `/api/v1/notifications/unsubscribe?token=${token}`, bearer: null };
    },
  }),
  routeRuledBeside({
    method: 'GET',
    route: '/api/v1/notifications/extension-request',
    expect: () => 303,
    request: () => ({ method: 'GET', url: `/api/v1/notifications/extension-request?token=${NOT_A_LINK}` }),
  }),
  routeRuledBeside({
    method: 'POST',
    route: '/api/v1/inbound-mail',
    // The inbound-mail service proves itself with its shared secret; a user's session is not that.
    expect: () => 401,
    request: () => ({
      method: 'POST',
      url: '/api/v1/inbound-mail',
      headers: { 'content-type': 'message/rfc822' },
      payload: 'From: iemand@example.test\r\nSubject: Re: bericht\r\n\r\nHallo\r\n',
    }),
  }),
  routeRuledBeside({
    method: 'GET',
    route: '/api/v1/files/*',
    variant: 'signed link',
    // The signed URL is the credential, valid for minutes, whoever follows it (a browser sends no token).
    expect: () => 'allowed',
    request: async ({ world }) => {
      const document = world.documentOf('internal-open');
      const { signed_url } = await world.call('aMember', 'GET', `/api/v1/documents/${document}/download`);
      const url = new URL(signed_url, 'http://app.test');
      return { method: 'GET', url: `${url.pathname}${url.search}` };
    },
  }),
  routeRuledBeside({
    method: 'GET',
    route: '/api/v1/files/*',
    variant: 'altered link',
    expect: () => 403,
    request: async ({ world }) => {
      const document = world.documentOf('internal-open');
      const { signed_url } = await world.call('aMember', 'GET', `/api/v1/documents/${document}/download`);
      const url = new URL(signed_url, 'http://app.test');
      url.searchParams.set('signature', `x${url.searchParams.get('signature')}`);
      return { method: 'GET', url: `${url.pathname}${url.search}` };
    },
  }),
  routeRuledBeside({
    method: 'GET',
    route: '/healthz',
    expect: () => 'allowed',
    request: () => ({ method: 'GET', url: '/healthz' }),
  }),
  routeRuledBeside({
    method: 'GET',
    route: '/readyz',
    expect: () => 'allowed',
    request: () => ({ method: 'GET', url: '/readyz' }),
  }),
  docsPage('/api/docs'),
  docsPage('/api/docs/'),
  docsPage('/api/docs/static/index.html'),
  docsPage('/api/docs/static/swagger-initializer.js'),
  docsPage('/api/docs/static/*', '/api/docs/static/swagger-ui.css'),
  docsPage('/api/docs/json'),
  docsPage('/api/docs/yaml'),
];
