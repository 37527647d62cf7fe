import type { InjectOptions } from 'fastify';
import type { Decision } from '../../../src/policies/decision.ts';
import { outcome } from '../../../src/policies/decision-outcome.ts';
import { mayUseDossierAccess } from '../../../src/policies/guests.ts';
import type { Actor, Realm } from './actors.ts';
import { freshDossier } from './fresh.ts';
import { NOW, type Person, type Situation } from './model.ts';
import type { World } from './world.ts';

/**
 * What a case expects: 'allowed' is any 2xx; 'public' any answer below 400 (a page that may redirect); a number is
 * the one status of a refusal (DESIGN section 5: 401 signed out, 403 refused, 404 hidden, 409 the state refuses).
 */
export type Expected = 'allowed' | 'public' | 303 | 400 | 401 | 403 | 404 | 409;

export const matches = (expected: Expected, status: number) =>
  expected === 'allowed'
    ? status >= 200 && status < 300
    : expected === 'public'
      ? status >= 200 && status < 400
      : status === expected;

export const shown = (expected: Expected) =>
  expected === 'allowed' ? '2xx' : expected === 'public' ? '2xx/3xx' : String(expected);

/** The status a refused decision answers with, or undefined when it allows (to chain checks with ??). */
export const refusal = (decision: Decision) => {
  const decided = outcome(decision);
  return decided === 'allowed' ? undefined : decided;
};

/** Every signed-in route: no token, or the token of a user removed from their company, answers 401. */
export const signedOut = (who: Actor): 401 | undefined =>
  who.person && !who.person.deleted ? undefined : 401;

/** The caller as the policies see them; only asked after signedOut passed. */
export const personOf = (who: Actor): Person => {
  if (!who.person) throw new Error(`${who.label} has no person`);
  return who.person;
};

/** The caller's membership row of the dossier, whatever its state (undefined: never a member). */
export const accessOf = (who: Actor, where: Situation) =>
  who.person ? where.members[who.person.key] : undefined;

/**
 * DESIGN section 7 on every route of one dossier: signed in (401); anyone not an active member does not learn the
 * dossier exists (404); a guest whose access ended is told why (403, the guest policy).
 */
export function outsideDossier(who: Actor, where: Situation): 401 | 403 | 404 | undefined {
  const signed = signedOut(who);
  if (signed) return signed;
  const access = accessOf(who, where);
  if (access?.status !== 'active') return 404;
  return refusal(mayUseDossierAccess(access, NOW)) as 403 | undefined;
}

export interface Request {
  method: InjectOptions['method'];
  url: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
  /** Another token to send than the caller's session (null: none at all); by default the caller's. */
  bearer?: string | null;
}

/** What came back, as a status and the text of everything the caller received. */
export interface Answer {
  status: number;
  body: string;
}

export interface CaseContext {
  world: World;
  who: Actor;
  /** The dossier under test; null for routes about no dossier. */
  where: Situation | null;
  expected: Expected;
  /** The caller's session token (null: anonymous). */
  token: string | null;
}

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as the app registers it. */
  route: string;
  /** When one route is tested in more than one way (leaving versus removing someone else). */
  variant?: string;
  /** One case per dossier situation, or one for the route as a whole. */
  perDossier: boolean;
  /** The situations the case makes sense in (a counterparty's document needs a counterparty); all by default. */
  only?(where: Situation): boolean;
  expect(who: Actor, where: Situation | null): Expected;
  /** The request of one case; where the expected outcome is a change, it works on resources of its own. */
  request(context: CaseContext): Promise<Request> | Request;
  /** Sends it another way than HTTP (the WebSocket). */
  send?(context: CaseContext): Promise<Answer>;
  /** Realms this answer may show besides the caller's own (a link's holder sees the dossier it names). */
  shows?(who: Actor, where: Situation | null): Realm[];
  /** Waits for work the route does after answering, or puts back what the case used up. */
  settle?(context: CaseContext): Promise<void>;
}

type Shape = Omit<Endpoint, 'perDossier' | 'expect'>;

/** A route about one dossier, tested in every situation. */
export const dossierRoute = (
  shape: Shape & { expect(who: Actor, where: Situation): Expected },
): Endpoint => ({
  ...shape,
  perDossier: true,
  expect: (who, where) => {
    if (!where) throw new Error(`${shape.route} needs a dossier`);
    return shape.expect(who, where);
  },
});

/** A route about no dossier in particular, tested once per caller. */
export const plainRoute = (shape: Shape & { expect(who: Actor): Expected }): Endpoint => ({
  ...shape,
  perDossier: false,
});

/** The dossier under test of a per-dossier case. */
export const dossierOf = (context: CaseContext) => {
  if (!context.where) throw new Error('no dossier in this case');
  return context.world.dossier(context.where.key);
};

export const allowed = (context: CaseContext) => context.expected === 'allowed';

/** One check of a route, after the caller passed as a member: the status of its refusal, or undefined. */
export type Check = (who: Actor, where: Situation) => Expected | undefined;

/** A route of one dossier: its members pass (DESIGN section 7), then each check in order; the first refusal answers. */
export const member =
  (...checks: Check[]) =>
  (who: Actor, where: Situation): Expected => {
    const outside = outsideDossier(who, where);
    if (outside) return outside;
    for (const check of checks) {
      const refused = check(who, where);
      if (refused) return refused;
    }
    return 'allowed';
  };

/** The dossier a case acts on: a copy of its own when the change is allowed (it would change the shared world). */
export const target = async (context: CaseContext) =>
  allowed(context) && context.where ? freshDossier(context.world, context.where) : dossierOf(context);
