/** Dates and times as SPEC.md sections 2 and 9 show them: nl-NL, 24-hour, in the browser's time zone. */

// Building an Intl.DateTimeFormat is costly; a long chat formats thousands of times, so each is made once.
let cached: {
  clock: Intl.DateTimeFormat;
  date: Intl.DateTimeFormat;
  paddedDate: Intl.DateTimeFormat;
} | null = null;

function formatters() {
  cached ??= {
    clock: new Intl.DateTimeFormat('nl-NL', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    date: new Intl.DateTimeFormat('nl-NL'),
    paddedDate: new Intl.DateTimeFormat('nl-NL', { day: '2-digit', month: '2-digit', year: 'numeric' }),
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
