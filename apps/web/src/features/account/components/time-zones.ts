import { notificationDefaults } from '@dossier/contract';

/** The IANA zones this browser knows, with the product's default and the saved one always among them. */
export function timeZoneOptions(saved: string | undefined): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([notificationDefaults.timeZone, 'UTC', ...(saved ? [saved] : []), ...known])].sort();
}

/** The browser's own zone, as a suggestion when none was saved. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
