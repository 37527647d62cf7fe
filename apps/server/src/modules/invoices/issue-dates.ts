import { wallClockAt } from '../../zoned-time.ts';

/** Invoice dates are Dutch calendar days: today in Amsterdam on the rule clock. */
const INVOICE_TIME_ZONE = 'Europe/Amsterdam';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** 'YYYY-MM-DD' of the day in Amsterdam at `now`. */
export function invoiceDay(now: Date): string {
  const { year, month, day } = wallClockAt(now, INVOICE_TIME_ZONE);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** A calendar day plus whole days: '2026-12-20' + 30 -> '2027-01-19'. */
export function addDays(day: string, days: number): string {
  const moment = new Date(`${day}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}

/** A sent invoice's number: prefix, year and a counter of at least four digits ('DV-2026-0001', 'MX2026-0012'). */
export const invoiceNumber = (prefix: string, year: number, counter: number) =>
  `${prefix}${year}-${pad(counter, 4)}`;
