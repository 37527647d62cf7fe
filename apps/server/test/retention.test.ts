import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpired, retentionDays } from '../src/ops/retention.ts';
import { createTenant } from './support/factories.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const now = new Date('2026-11-23T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60_000);
const daysAhead = (days: number) => daysAgo(-days);

describe('purging rows that no longer do anything', () => {
  it('deletes expired sessions, spent tokens and old mail, and keeps everything still of use', async () => {
    const { member } = await createTenant(t.app, t.db);
    const session = (label: string, expires: Date) =>
      t.db
        .insertInto('sessions')
        .values({ user_id: member.id, token_hash: `retention-${label}`, expires_at: expires })
        .returning('id')
        .executeTakeFirstOrThrow();
    const token = (label: string, expires: Date, used: Date | null) =>
      t.db
        .insertInto('one_time_tokens')
        .values({
          user_id: member.id,
          purpose: 'password_reset',
          token_hash: `retention-${label}`,
          expires_at: expires,
          used_at: used,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const mail = (label: string, sent: Date | null, failed: Date | null) =>
      t.db
        .insertInto('mail_outbox')
        .values({
          to_address: `${label}@retention.test`,
          subject: label,
          text_body: label,
          html_body: label,
          sent_at: sent,
          failed_at: failed,
        })
        .returning('id')
        .executeTakeFirstOrThrow();

    const gone = [
      await session('long-expired', daysAgo(retentionDays.expiredSessions + 1)),
      await token('used', daysAhead(1), daysAgo(retentionDays.spentTokens + 1)),
      await token('expired', daysAgo(retentionDays.spentTokens + 1), null),
      await mail('sent-long-ago', daysAgo(retentionDays.sentMail + 1), null),
      await mail('failed-long-ago', null, daysAgo(retentionDays.failedMail + 1)),
    ];
    const kept = [
      await session('live', daysAhead(10)),
      await session('just-expired', daysAgo(0.5)),
      await token('open', daysAhead(1), null),
      await token('just-used', daysAhead(1), daysAgo(0.5)),
      await mail('waiting', null, null),
      await mail('sent-recently', daysAgo(retentionDays.sentMail - 1), null),
      await mail('failed-recently', null, daysAgo(retentionDays.failedMail - 1)),
    ];

    const purged = await purgeExpired(t.db, now);
    expect(purged.sessions).toBeGreaterThanOrEqual(1);
    expect(purged.tokens).toBeGreaterThanOrEqual(2);
    expect(purged.mails).toBeGreaterThanOrEqual(2);

    const ids = async () => [
      ...(await t.db.selectFrom('sessions').select('id').execute()),
      ...(await t.db.selectFrom('one_time_tokens').select('id').execute()),
      ...(await t.db.selectFrom('mail_outbox').select('id').execute()),
    ];
    const left = new Set((await ids()).map((row) => row.id));
    for (const row of gone) expect(left.has(row.id)).toBe(false);
    for (const row of kept) expect(left.has(row.id)).toBe(true);

    // A second pass (another instance, the next hour) finds nothing more and harms nothing.
    expect(await purgeExpired(t.db, now)).toEqual({ sessions: 0, tokens: 0, mails: 0 });
  });
});
