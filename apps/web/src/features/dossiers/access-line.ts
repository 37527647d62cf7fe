import { nl } from '../../i18n/nl.ts';
import { formatDate } from '../../lib/format-date.ts';

/** Whether a guest's access has ended by `now`. */
export const accessExpired = (tokenExpiresAt: string, now: Date = new Date()) =>
  new Date(tokenExpiresAt).getTime() <= now.getTime();

/** SPEC.md section 2: 'Toegang verlopen' when a guest's access is over, otherwise 'Toegang tot: {date}' (nl-NL). */
export function accessLine(tokenExpiresAt: string, now: Date = new Date()): string {
  if (accessExpired(tokenExpiresAt, now)) return nl.dossiers.access.expired;
  return nl.dossiers.access.until(formatDate(tokenExpiresAt));
}
