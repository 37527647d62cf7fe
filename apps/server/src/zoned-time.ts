/** The product's own time zone: dates in system lines and mails that are not addressed to one reader's zone. */
const PRODUCT_TIME_ZONE = 'Europe/Amsterdam';

/** How a moment is written; every style is formatted in a time zone given with it. */
const styles = {
  /** '23 december 2026' */
  dutchDate: ['nl-NL', { day: 'numeric', month: 'long', year: 'numeric' }],
  /** 'ma 2 mrt, 10:12' */
  dutchDayAndTime: [
    'nl-NL',
    { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
  ],
  /** Numbers only, a 24-hour clock: read back as parts, never shown. */
  wallClock: [
    'en-US',
    {
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    },
  ],
} satisfies Record<string, [string, Intl.DateTimeFormatOptions]>;

type Style = keyof typeof styles;

// Building a format is slow next to using one: one per style and zone.
const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(style: Style, timeZone: string): Intl.DateTimeFormat {
  const key = `${style} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    const [locale, options] = styles[style];
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

/** A day as Dutch readers write it, in the product's time zone: '23 december 2026' (system lines and mails). */
export const dutchDate = (moment: Date) => formatIn('dutchDate', PRODUCT_TIME_ZONE).format(moment);

/** 'ma 2 mrt, 10:12' in the reader's own time zone (a notification's lines). */
export const dutchDayAndTime = (moment: Date, timeZone: string) =>
  formatIn('dutchDayAndTime', timeZone).format(moment);

/** What a zone's wall clock shows at a moment (month 1-12, hour 0-23). */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function wallClockAt(moment: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    formatIn('wallClock', timeZone)
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}
