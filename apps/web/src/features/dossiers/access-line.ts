import { nl } from '../../i18n/nl.ts';
import { formatDate } from '../../lib/format-date.ts';

/** SPEC.md section 2: 'Toegang verlopen' when a guest's access is over, otherwise 'Toegang tot: {date}' (nl-NL). */
export function accessLine(tokenExpiresAt: string, now: Date = new Date()): string {
  const expiry = new Date(tokenExpiresAt);
  if (expiry.getTime() < now.getTime()) return nl.dossiers.access.expired;
  return nl.dossiers.access.until(formatDate(tokenExpiresAt));
}
