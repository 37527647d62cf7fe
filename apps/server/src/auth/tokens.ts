import { createHash, randomBytes } from 'node:crypto';

/** A random secret for a link or session; only its SHA-256 is ever stored. */
export function newSecret(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSecret(token) };
}

export const hashSecret = (token: string) => createHash('sha256').update(token).digest('hex');

export const addMinutes = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);
export const addDays = (date: Date, days: number) => addMinutes(date, days * 24 * 60);
