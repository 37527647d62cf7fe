/** Dates and times as SPEC.md sections 2 and 9 show them: nl-NL, 24-hour, in the browser's time zone. */

// Building an Intl.DateTimeFormat is costly; a long chat formats thousands of times, so each is made once.
let cached: {
  clock: Intl.DateTimeFormat;
  date: Intl.DateTimeFormat;
  paddedDate: Intl.DateTimeFormat;
  longDate: Intl.DateTimeFormat;
} | null = null;

function formatters() {
  cached ??= {
    clock: new Intl.DateTimeFormat('nl-NL', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    date: new Intl.DateTimeFormat('nl-NL'),
    paddedDate: new Intl.DateTimeFormat('nl-NL', { day: '2-digit', month: '2-digit', year: 'numeric' }),
    longDate: new Intl.DateTimeFormat('nl-NL', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }),
  };
  return cached;
}

function parse(iso: string): Date | null {
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? null : time;
}

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** DD/MM/YYYY: the chat's date, with nl-NL's day, month and year in that order. */
function slashedDate(time: Date): string {
  const parts = formatters().paddedDate.formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value;
  return `${part('day')}/${part('month')}/${part('year')}`;
}

/** The nl-NL date, e.g. '3-1-2025' (join date, created date, access expiry); empty when unreadable. */
export function formatDate(iso: string): string {
  const time = parse(iso);
  return time ? formatters().date.format(time) : '';
}

/** A chat message: HH:mm when it is from today, otherwise DD/MM/YYYY HH:mm; empty when unreadable. */
export function formatMessageTime(iso: string, now: Date = new Date()): string {
  const time = parse(iso);
  if (!time) return '';
  const clock = formatters().clock.format(time);
  return sameDay(time, now) ? clock : `${slashedDate(time)} ${clock}`;
}

/** A sidebar row: HH:MM when the last message is from today, otherwise the nl-NL date; empty when unreadable. */
export function formatSidebarTime(iso: string, now: Date = new Date()): string {
  const time = parse(iso);
  if (!time) return '';
  return sameDay(time, now) ? formatters().clock.format(time) : formatters().date.format(time);
}

/** The calendar day of a moment, e.g. '2026-11-23', to tell moments of one day from another; empty when unreadable. */
export function calendarDay(iso: string): string {
  const time = parse(iso);
  if (!time) return '';
  const month = String(time.getMonth() + 1).padStart(2, '0');
  return `${time.getFullYear()}-${month}-${String(time.getDate()).padStart(2, '0')}`;
}

/** 0 for a moment of today, 1 for yesterday, and so on (negative for a later day); null when unreadable. */
export function calendarDaysAgo(iso: string, now: Date = new Date()): number | null {
  const time = parse(iso);
  if (!time) return null;
  // Midnight to midnight in whole days, counted in UTC so a day of 23 or 25 hours (summer time) counts as one.
  const dayNumber = (moment: Date) =>
    Date.UTC(moment.getFullYear(), moment.getMonth(), moment.getDate()) / 86_400_000;
  return dayNumber(now) - dayNumber(time);
}

/** The nl-NL date written out, e.g. 'maandag 23 november 2026'; empty when unreadable. */
export function formatLongDate(iso: string): string {
  const time = parse(iso);
  return time ? formatters().longDate.format(time) : '';
}
