import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ListeningApp, startListeningApp } from './support/listening-app.ts';
import { type Actor, actors, type Realm } from './support/permission-matrix/actors.ts';
import { buildWorld } from './support/permission-matrix/build-world.ts';
import {
  type Answer,
  type CaseContext,
  type Endpoint,
  matches,
  type Request,
  shown,
  shownRule,
} from './support/permission-matrix/endpoint.ts';
import { endpoints } from './support/permission-matrix/endpoints.ts';
import { type Situation, situations } from './support/permission-matrix/model.ts';
import { routeKey, routesOf } from './support/permission-matrix/routes.ts';
import type { World } from './support/permission-matrix/world.ts';
import { TestClock } from './support/test-clock.ts';

/**
 * Issue 14, item 3: every route of the app, for every kind of caller, on dossiers in every state. The expected
 * answer of each case comes from the rule table written from SPEC (permission-matrix/rules.ts) applied to a model of
 * the world (model.ts), never from the policies under test, or from a rule written beside the route where the table
 * has none (a public link, a login); each answer is also searched for the planted markers of every realm its caller
 * may not see.
 */

// Moved forward by the world past one guest's access end (build-world.ts).
const clock = new TestClock();
let live: ListeningApp;
let world: World;

beforeAll(async () => {
  live = await startListeningApp({
    clock,
    // The inbound-mail route exists only with its secret.
    env: { INBOUND_MAIL_SECRET: 'matrix-inbound-secret', MAIL_REPLY_DOMAIN: 'reply.app.test' },
  });
  world = await buildWorld(live, clock);
}, 120_000);
afterAll(() => live?.close());

async function overHttp(context: CaseContext, request: Request): Promise<Answer> {
  const token = request.bearer === undefined ? context.token : request.bearer;
  const answer = await context.world.app.inject({
    method: request.method,
    url: request.url,
    payload: request.payload,
    headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: answer.statusCode, body: answer.body };
}

/** The markers in an answer that belong to realms the caller may not see. */
function foreignMarkers(answer: Answer, who: Actor, alsoShown: Realm[]) {
  const mayShow = new Set<Realm>([...who.sees, ...alsoShown]);
  const body = answer.body.toLowerCase();
  return world.markers.filter(({ realm, marker }) => !mayShow.has(realm) && body.includes(marker));
}

async function runCase(endpoint: Endpoint, who: Actor, where: Situation | null) {
  const expected = endpoint.expect(who, where);
  const token = who.person ? world.token(who.person.key) : null;
  const context: CaseContext = { world, who, where, expected, token };
  const answer = endpoint.send
    ? await endpoint.send(context)
    : await overHttp(context, await endpoint.request(context));
  await endpoint.settle?.(context);
  const status = matches(expected, answer.status) ? shown(expected) : String(answer.status);
  expect(status, answer.body.slice(0, 400)).toBe(shown(expected));
  const leaked = foreignMarkers(answer, who, endpoint.shows?.(who, where) ?? []);
  expect(
    leaked.map(({ realm }) => realm),
    "another tenant's data in the answer",
  ).toEqual([]);
}

const routeName = (endpoint: Endpoint) =>
  `${endpoint.method} ${endpoint.route}${endpoint.variant ? ` (${endpoint.variant})` : ''}`;

describe('the matrix covers the app', () => {
  it('takes no expectation from the code under test: no file of the matrix imports src/policies', () => {
    const folder = path.join(import.meta.dirname, 'support/permission-matrix');
    // Every import and re-export, static or dynamic: its names (if any) and its source.
    const imports = /(?:import|export)\s*(?:type\s+)?([^'";]*?)\s*(?:from\s*)?\(?\s*['"]([^'"]+)['"]/g;
    const offending = fs
      .readdirSync(folder)
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) =>
        [...fs.readFileSync(path.join(folder, file), 'utf8').matchAll(imports)]
          .filter(
            ([, names = '', source = '']) =>
              /(^|\/)policies(\/|$)|-rules(\.ts)?$/.test(source) ||
              (source.startsWith('@dossier/contract') && /\b(can|may)[A-Z]/.test(names)),
          )
          .map(([, , source]) => `${file}: ${source}`),
      );
    expect(offending).toEqual([]);
  });

  it('has a row for every route the app serves, so a new route cannot be forgotten', () => {
    const covered = new Set(endpoints.map((endpoint) => routeKey(endpoint.method, endpoint.route)));
    expect(routesOf(world.app).filter((route) => !covered.has(route))).toEqual([]);
  });

  it('has no row for a route the app does not serve', () => {
    const served = new Set(routesOf(world.app));
    const rows = endpoints.map((endpoint) => routeKey(endpoint.method, endpoint.route));
    expect(rows.filter((row) => !served.has(row))).toEqual([]);
  });

  it('finds the planted markers where they belong, so their absence elsewhere means something', async () => {
    const dossierId = world.dossier('shared-open');
    const data = await live.t.app.inject({
      method: 'GET',
      url: `/api/v1/dossiers/${dossierId}/data`,
      headers: { authorization: `Bearer ${world.token('aMember')}` },
    });
    const messages = await live.t.app.inject({
      method: 'GET',
      url: `/api/v1/dossiers/${dossierId}/messages`,
      headers: { authorization: `Bearer ${world.token('aMember')}` },
    });
    const realmsIn = (answer: Answer) =>
      new Set(world.markers.filter(({ marker }) => answer.body.includes(marker)).map(({ realm }) => realm));
    const shown = new Set([
      ...realmsIn({ status: data.statusCode, body: data.body }),
      ...realmsIn({ status: messages.statusCode, body: messages.body }),
    ]);
    for (const realm of ['title:shared', 'content:shared', 'company:A', 'company:B', 'people:A', 'people:B'])
      expect(shown).toContain(realm);
  });
});

// 'generated:' marks cases made from a table (scripts/test-all.mjs counts them apart from written tests).
describe('generated: permission matrix', () => {
  for (const endpoint of endpoints) {
    const wheres: Array<Situation | null> = endpoint.perDossier
      ? situations.filter((where) => endpoint.only?.(where) ?? true)
      : [null];
    for (const where of wheres) {
      for (const who of actors) {
        const expected = endpoint.expect(who, where);
        const verdict = endpoint.verdict?.(who, where);
        const rule = verdict ? ` [${shownRule(verdict)}]` : '';
        const name = `${routeName(endpoint)} · ${who.label}${where ? ` · ${where.label}` : ''} → ${shown(expected)}${rule}`;
        it(name, () => runCase(endpoint, who, where));
      }
    }
  }
});
