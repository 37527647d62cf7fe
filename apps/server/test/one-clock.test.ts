import fs from 'node:fs';
import path from 'node:path';
import { limits } from '@dossier/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorForToken } from '../src/auth/sessions.ts';
import { dossierFor, sidebarFor } from '../src/modules/dossiers/reads.ts';
import { activeMembership } from '../src/modules/membership/index.ts';
import { messagePageFor } from '../src/modules/messages/reads.ts';
import { sendVia } from './support/dossier-factories.ts';
import { createTenant, signIn, signInAgain } from './support/factories.ts';
import { dossierWithSignedInGuest } from './support/guest-factories.ts';
import { callerFor } from './support/http.ts';
import { createRelation, findRelation } from './support/relation-factories.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { TestClock } from './support/test-clock.ts';

/**
 * Issue 20: the time every rule goes by is the app's clock, also inside SQL. The clock is moved weeks ahead of the
 * database's own: a rule that asked the database for its now() would still see the old moment.
 */
const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.close());

const call = callerFor(() => t.app);
const DAY = 24 * 60 * 60_000;
/** Past a guest's access (30 days), within their session (30 days after the access ends). */
const AHEAD_DAYS = limits.viewerAccessDays + 15;

/** What the database's own clock says about a guest's access, to show that the two clocks disagree. */
async function accessLastsByDatabaseClock(dossierId: string, userId: string) {
  const { rows } = await sql<{ lasts: boolean }>`
    select token_expires_at > now() as lasts from dossier_users
    where dossier_id = ${dossierId} and user_id = ${userId}`.execute(t.db);
  return rows[0]?.lasts;
}

describe('a guest whose access ended by the rule clock, while the database clock says it lasts', () => {
  it('is no member for the membership, dossier and message reads, and the sidebar leaves the dossier out', async () => {
    const { a, id, guest, guestToken } = await dossierWithSignedInGuest(t);
    clock.advanceDays(AHEAD_DAYS);
    await signInAgain(t.app, a);
    expect(await accessLastsByDatabaseClock(id, guest.id)).toBe(true);

    expect(await activeMembership(t.db, id, guest.id, clock.now())).toBeUndefined();
    const actor = await actorForToken(t.db, guestToken, clock.now());
    if (!actor) throw new Error('the guest keeps their session after their access ends');
    await expect(dossierFor(t.app.deps, actor, id)).rejects.toMatchObject({ status: 404 });
    await expect(messagePageFor(t.app.deps, actor, id, { limit: 50 })).rejects.toMatchObject({ status: 404 });
    expect(await sidebarFor(t.app.deps, actor)).toEqual([]);
    const sidebar = await call('GET', '/app/sidebar/dossiers', guestToken);
    expect(sidebar.statusCode).toBe(200);
    expect(sidebar.json()).toEqual([]);

    // The members read on, and a message the guest sends now is refused.
    expect((await call('GET', `/api/v1/dossiers/${id}/messages`, a.memberToken)).statusCode).toBe(200);
    const sent = await call('POST', `/api/v1/dossiers/${id}/messages`, guestToken, {
      message_type: 'user',
      message: 'Nog iemand?',
    });
    expect(sent.statusCode).toBe(403);
  });
});

describe('a session that ended by the rule clock, while the database clock says it lasts', () => {
  it('is refused, also when its user was remembered moments before', async () => {
    const a = await createTenant(t.app, t.db);
    // Remembered by the session cache, whose own lifetime (30 s of wall time) has not passed below.
    expect((await call('GET', '/api/v1/users/me', a.memberToken)).statusCode).toBe(200);
    clock.advance(limits.sessionDays * DAY + 1000);

    const { rows } = await sql<{ lasts: boolean }>`
      select expires_at > now() as lasts from sessions where user_id = ${a.member.id}`.execute(t.db);
    expect(rows.map((row) => row.lasts)).toEqual([true]);
    expect((await call('GET', '/api/v1/users/me', a.memberToken)).statusCode).toBe(401);
    expect(await actorForToken(t.db, a.memberToken, clock.now())).toBeNull();
    // Signing in again starts a session that ends 30 days after the clock's now.
    expect((await call('GET', '/api/v1/users/me', await signIn(t.app, a.member))).statusCode).toBe(200);
  });
});

describe('moments written from the rule clock', () => {
  it("a relation's acceptance and status change are dated by the clock", async () => {
    const a = await createTenant(t.app, t.db);
    const b = await createTenant(t.app, t.db);
    const request = await createRelation(t.db, a.company, b.company);
    clock.advanceDays(AHEAD_DAYS);
    await signInAgain(t.app, a);
    await signInAgain(t.app, b);

    const accepted = await call('POST', `/api/v1/relations/${request.id}/accept`, b.adminToken);
    expect(accepted.statusCode).toBe(200);
    expect((await findRelation(t.db, request.id))?.updated_at).toEqual(clock.now());
    clock.advance(60_000);
    const paused = await call('PATCH', `/api/v1/relations/${request.id}`, a.adminToken, {
      status: 'inactive',
    });
    expect(paused.statusCode).toBe(200);
    expect((await findRelation(t.db, request.id))?.updated_at).toEqual(clock.now());
  });

  it("a message's time, in the chat and the sidebar, is the clock's", async () => {
    const { a, id } = await dossierWithSignedInGuest(t);
    clock.advanceDays(AHEAD_DAYS);
    await signInAgain(t.app, a);
    const sent = await sendVia(t.app, a.memberToken, id, 'Gedateerd door de klok');
    expect(sent.created_at).toBe(clock.now().toISOString());
    const sidebar = (await call('GET', '/app/sidebar/dossiers', a.memberToken)).json();
    expect(sidebar.find((item: { id: string }) => item.id === id)?.last_message_time).toBe(sent.created_at);
  });
});

/**
 * Where the server still asks the wall clock or the database's now(), and why; anything else reads deps.clock. The
 * count keeps a new use in a listed file from hiding behind an old one.
 */
const wallTimeAllowed: Record<string, { count: number; reason: string }> = {
  'clock.ts': { count: 3, reason: 'the system clock itself and its timers' },
  'mail/worker.ts': {
    count: 5,
    reason:
      "the outbox is due by the database's clock, which stamps its rows (next_attempt_at's default); leases and " +
      'retry backoff are real elapsed time shared by every instance; the worker has no rule clock',
  },
  'auth/shared-rate-limit-store.ts': {
    count: 3,
    reason: 'rate limiting counts wall time: how long to count locally after Redis failed',
  },
  'ops/commands.ts': {
    count: 1,
    reason: "an operator's restore names the set-aside data folder by wall time",
  },
  'ops/archive.ts': { count: 1, reason: "a backup's manifest records when it was written, by wall time" },
};

/** new Date() without a moment, Date.now(), and SQL's now() or its synonyms (a method such as clock.now() is not). */
const wallTime =
  /new Date\(\)|Date\.now\(\)|(?<![.\w])now\(\)|\b(?:current_timestamp|localtimestamp|transaction_timestamp|statement_timestamp|clock_timestamp)\b/gi;

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the server reads one clock', () => {
  it('asks the wall clock or the database for the time nowhere but where listed (migrations set column defaults)', () => {
    const src = path.join(import.meta.dirname, '../src');
    const found: Record<string, number> = {};
    for (const file of sourceFiles(src)) {
      const uses = fs.readFileSync(file, 'utf8').match(wallTime)?.length ?? 0;
      if (uses > 0) found[path.relative(src, file).split(path.sep).join('/')] = uses;
    }
    const allowed = Object.fromEntries(
      Object.entries(wallTimeAllowed).map(([file, { count }]) => [file, count]),
    );
    expect(found).toEqual(allowed);
  });
});
