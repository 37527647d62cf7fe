const format = new Intl.DateTimeFormat('nl-NL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Amsterdam',
});

/** A day as Dutch readers write it, in the product's time zone: '23 december 2026' (system lines and mails). */
export const dutchDate = (date: Date) => format.format(date);
