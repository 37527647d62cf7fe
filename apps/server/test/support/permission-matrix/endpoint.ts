import type { InjectOptions } from 'fastify';
import type { Actor, Realm } from './actors.ts';
import { freshDossier } from './fresh.ts';
import type { Person, Situation } from './model.ts';
import type { Action, Subject } from './rule-terms.ts';
import { type Expected, type Verdict, verdict } from './rules.ts';
import type { World } from './world.ts';

export type { Expected } from './rules.ts';

/** Expected (rules.ts) as the case's name shows it. */
export const matches = (expected: Expected, status: number) =>
  expected === 'allowed'
    ? status >= 200 && status < 300
    : expected === 'public'
      ? status >= 200 && status < 400
      : status === expected;

export const shown = (expected: Expected) =>
  expected === 'allowed' ? '2xx' : expected === 'public' ? '2xx/3xx' : String(expected);

/** The rule row behind a case, for its name; a reported disagreement names what the table says. */
export const shownRule = ({ rule, specSays }: Verdict) =>
  specSays === undefined ? rule.id : `${rule.id}; the table says ${shown(specSays)}, reported`;

/** No token, or the token of a user removed from their company (for rules written beside a route). */
export const signedOut = (who: Actor): 401 | undefined =>
  who.person && !who.person.deleted ? undefined : 401;

/** The caller as the model has them; only asked after signedOut passed. */
export const personOf = (who: Actor): Person => {
  if (!who.person) throw new Error(`${who.label} has no person`);
  return who.person;
};

/** The caller's membership row of the dossier, whatever its state (undefined: never a member). */
export const accessOf = (who: Actor, where: Situation) =>
  who.person ? where.members[who.person.key] : undefined;

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
  /** The row of the rule table deciding the case; none where the rule is written beside the route. */
  verdict?(who: Actor, where: Situation | null): Verdict;
  /** The request of one case; where the expected outcome is a change, it works on resources of its own. */
  request(context: CaseContext): Promise<Request> | Request;
  /** Sends it another way than HTTP (the WebSocket). */
  send?(context: CaseContext): Promise<Answer>;
  /** Realms this answer may show besides the caller's own (a link's holder sees the dossier it names). */
  shows?(who: Actor, where: Situation | null): Realm[];
  /** Waits for work the route does after answering, or puts back what the case used up. */
  settle?(context: CaseContext): Promise<void>;
}

type Shape = Omit<Endpoint, 'perDossier' | 'expect' | 'verdict'>;

/** What a route does in the rule table's words: an action (or two in turn), about a subject. */
interface Ruled {
  action: Action | readonly Action[] | ((who: Actor) => Action);
  subject?: Subject | ((where: Situation) => Subject);
  /** The dossier the rules are asked about, when it is not the one under test. */
  about?: Situation;
}

const decided = (ruled: Ruled, who: Actor, where: Situation | null): Verdict => {
  const dossier = ruled.about ?? where;
  const subject = typeof ruled.subject === 'function' ? ruled.subject(dossier as Situation) : ruled.subject;
  const action = typeof ruled.action === 'function' ? ruled.action(who) : ruled.action;
  return verdict(action, { who, where: dossier, subject: subject ?? {} });
};

/** A route about one dossier, tested in every situation, decided by the rule table. */
export const dossierRoute = (shape: Shape & Ruled): Endpoint => {
  const decide = (who: Actor, where: Situation | null) => {
    if (!where) throw new Error(`${shape.route} needs a dossier`);
    return decided(shape, who, where);
  };
  return { ...shape, perDossier: true, verdict: decide, expect: (who, where) => decide(who, where).expected };
};

/** A route about no dossier in particular, tested once per caller, decided by the rule table. */
export const plainRoute = (shape: Shape & Ruled): Endpoint => {
  const decide = (who: Actor) => decided(shape, who, null);
  return { ...shape, perDossier: false, verdict: decide, expect: (who) => decide(who).expected };
};

/** A route whose rule is written beside it (public pages, sign-in, links): no row of the table decides it. */
export const routeRuledBeside = (shape: Shape & { expect(who: Actor): Expected }): Endpoint => ({
  ...shape,
  perDossier: false,
});

/** The dossier under test of a per-dossier case. */
export const dossierOf = (context: CaseContext) => {
  if (!context.where) throw new Error('no dossier in this case');
  return context.world.dossier(context.where.key);
};

export const allowed = (context: CaseContext) => context.expected === 'allowed';

/** The dossier a case acts on: a copy of its own when the change is allowed (it would change the shared world). */
export const target = async (context: CaseContext) =>
  allowed(context) && context.where ? freshDossier(context.world, context.where) : dossierOf(context);
