import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as authenticator apps expect it: SHA-1, 30 seconds, 6 digits. */
const PERIOD_SECONDS = 30;
const ISSUER = 'Dossiers';

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new secret (160 bits, base32) and the otpauth:// URL an app scans from a QR code. */
export function newTotpSecret(email: string): { secret: string; otpauthUrl: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, otpauthUrl: totpOf(secret, email).toString() };
}

/**
 * The time step a code belongs to at `now`, one step of drift either way allowed; null for a wrong code. The caller
 * accepts it only when it is later than the last step used (no replay within its window).
 */
export function totpStepOf(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** A typed code without its spaces; six digits are an app's code, anything else may be a recovery code. */
export const normalisedCode = (code: string) => code.replace(/[\s-]+/g, '').toLowerCase();
export const isAppCode = (code: string) => /^\d{6}$/.test(code);
