import { describe, expect, it } from 'vitest';
import { dueMoment, nextDailyHour, nextWholeHour } from './schedule.ts';

const at = (iso: string) => new Date(iso);
const due = (mode: 'immediate' | 'hourly' | 'daily' | 'off', since: string, timeZone = 'Europe/Amsterdam') =>
  dueMoment({ mode, pendingSince: at(since), delaySeconds: 600, timeZone })?.toISOString() ?? null;

describe('when an unread batch is mailed', () => {
  it('mails immediately once the first unread message has waited the delay', () => {
    expect(due('immediate', '2026-03-02T09:03:00Z')).toBe('2026-03-02T09:13:00.000Z');
  });

  it('mails an hourly digest on the first whole hour after the delay', () => {
    expect(due('hourly', '2026-03-02T09:03:00Z')).toBe('2026-03-02T10:00:00.000Z');
    expect(due('hourly', '2026-03-02T09:50:00Z')).toBe('2026-03-02T10:00:00.000Z');
    expect(due('hourly', '2026-03-02T09:50:01Z')).toBe('2026-03-02T11:00:00.000Z');
  });

  it("keeps the hour of the user's zone where it is not a whole UTC hour", () => {
    expect(due('hourly', '2026-03-02T09:03:00Z', 'Asia/Kolkata')).toBe('2026-03-02T09:30:00.000Z');
  });

  it("mails the daily digest at 08:00 in the user's zone, winter and summer time", () => {
    // 08:00 in Amsterdam is 07:00 UTC in winter and 06:00 UTC in summer.
    expect(due('daily', '2026-01-15T05:00:00Z')).toBe('2026-01-15T07:00:00.000Z');
    expect(due('daily', '2026-01-15T07:00:00Z')).toBe('2026-01-16T07:00:00.000Z');
    expect(due('daily', '2026-07-15T05:00:00Z')).toBe('2026-07-15T06:00:00.000Z');
    expect(due('daily', '2026-07-15T12:00:00Z', 'America/New_York')).toBe('2026-07-16T12:00:00.000Z');
  });

  it('finds 08:00 across the nights the clocks change', () => {
    // Amsterdam moves to summer time on 29 March 2026 and back on 25 October 2026.
    expect(due('daily', '2026-03-28T20:00:00Z')).toBe('2026-03-29T06:00:00.000Z');
    expect(due('daily', '2026-10-24T20:00:00Z')).toBe('2026-10-25T07:00:00.000Z');
  });

  it('never mails when mail is off', () => {
    expect(due('off', '2026-03-02T09:03:00Z')).toBeNull();
  });

  it('answers a moment already on the hour with itself', () => {
    expect(nextWholeHour(at('2026-03-02T10:00:00Z'), 'UTC').toISOString()).toBe('2026-03-02T10:00:00.000Z');
    expect(nextDailyHour(at('2026-03-02T08:00:00Z'), 'UTC', 8).toISOString()).toBe(
      '2026-03-02T08:00:00.000Z',
    );
  });
});
