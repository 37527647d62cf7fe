import { describe, expect, it } from 'vitest';
import { dutchDate, dutchDayAndTime, wallClockAt } from './zoned-time.ts';

describe('a moment as a time zone shows it', () => {
  it('writes a day in Dutch in the product zone, whose date may be a day later than UTC', () => {
    expect(dutchDate(new Date('2026-12-23T12:00:00Z'))).toBe('23 december 2026');
    expect(dutchDate(new Date('2026-12-23T23:30:00Z'))).toBe('24 december 2026');
  });

  it("writes a notification line's day and time in the reader's own zone", () => {
    const moment = new Date('2026-03-02T09:12:00Z');
    expect(dutchDayAndTime(moment, 'Europe/Amsterdam')).toBe('ma 2 mrt, 10:12');
    expect(dutchDayAndTime(moment, 'America/New_York')).toBe('ma 2 mrt, 04:12');
  });

  it("reads a zone's wall clock on a 24-hour dial, across the spring change to summer time", () => {
    expect(wallClockAt(new Date('2026-01-01T00:00:00Z'), 'UTC')).toEqual({
      year: 2026,
      month: 1,
      day: 1,
      hour: 0,
      minute: 0,
      second: 0,
    });
    // 01:00 UTC on 29 March 2026: Amsterdam's clocks jumped from 02:00 to 03:00.
    expect(wallClockAt(new Date('2026-03-29T01:00:00Z'), 'Europe/Amsterdam')).toMatchObject({
      day: 29,
      hour: 3,
    });
    expect(wallClockAt(new Date('2026-03-29T00:59:59Z'), 'Europe/Amsterdam')).toMatchObject({
      hour: 1,
      second: 59,
    });
  });
});
