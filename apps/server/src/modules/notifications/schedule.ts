import { type NotifyMode, notificationDefaults } from '@dossier/contract';
import { wallClockAt } from '../../zoned-time.ts';

const HOUR_MS = 60 * 60_000;

/** How far the zone is ahead of UTC at that moment, in ms. */
function zoneOffset(moment: Date, timeZone: string): number {
  const local = wallClockAt(moment, timeZone);
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  return asUtc - Math.floor(moment.getTime() / 1000) * 1000;
}

/** The moment a wall-clock time in the zone happens (twice corrected, so a DST change between guesses is met). */
function atLocal(timeZone: string, year: number, month: number, day: number, hour: number): Date {
  const wall = Date.UTC(year, month - 1, day, hour);
  let guess = wall - zoneOffset(new Date(wall), timeZone);
  guess = wall - zoneOffset(new Date(guess), timeZone);
  return new Date(guess);
}

/** The first whole hour of the zone's clock at or after the moment. */
export function nextWholeHour(moment: Date, timeZone: string): Date {
  const local = wallClockAt(moment, timeZone);
  const intoHour = (local.minute * 60 + local.second) * 1000 + (moment.getTime() % 1000);
  return intoHour === 0 ? moment : new Date(moment.getTime() - intoHour + HOUR_MS);
}

/** The first `hour`:00 of the zone's clock at or after the moment (08:00 for the daily digest). */
export function nextDailyHour(moment: Date, timeZone: string, hour: number): Date {
  const local = wallClockAt(moment, timeZone);
  const today = atLocal(timeZone, local.year, local.month, local.day, hour);
  if (today.getTime() >= moment.getTime()) return today;
  // The next calendar day by the zone's date (noon avoids a DST day's missing or repeated hour).
  const tomorrow = wallClockAt(
    new Date(atLocal(timeZone, local.year, local.month, local.day, 12).getTime() + 24 * HOUR_MS),
    timeZone,
  );
  return atLocal(timeZone, tomorrow.year, tomorrow.month, tomorrow.day, hour);
}

/**
 * When a member's unread batch is mailed: the first unread message has waited the delay (so what is read in time is
 * never mailed), then immediately, or on the next whole hour (hourly digest), or at the next 08:00 in the user's
 * zone (daily digest). Null for off: never.
 */
export function dueMoment(input: {
  mode: NotifyMode;
  pendingSince: Date;
  delaySeconds: number;
  timeZone: string;
}): Date | null {
  const waited = new Date(input.pendingSince.getTime() + input.delaySeconds * 1000);
  switch (input.mode) {
    case 'immediate':
      return waited;
    case 'hourly':
      return nextWholeHour(waited, input.timeZone);
    case 'daily':
      return nextDailyHour(waited, input.timeZone, notificationDefaults.dailyDigestHour);
    case 'off':
      return null;
  }
}
