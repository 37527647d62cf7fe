import { createHmac } from 'node:crypto';

/** The test's own authenticator app (RFC 6238: HMAC-SHA-1, 30 s steps, 6 digits), independent of the server's. */
export const TOTP_STEP_MS = 30_000;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 (the secret an authenticator app is given) to its bytes; spaces and padding ignored. */
export function base32Bytes(secret: string): Buffer {
  const clean = secret.toUpperCase().replace(/[\s=]/g, '');
  let bits = '';
  for (const char of clean) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = [];
  for (let start = 0; start + 8 <= bits.length; start += 8)
    bytes.push(Number.parseInt(bits.slice(start, start + 8), 2));
  return Buffer.from(bytes);
}

/** The 30-second step a moment falls in. */
export const totpStep = (at: number = Date.now()) => Math.floor(at / TOTP_STEP_MS);

/** The 6-digit code of `step` for the base32 `secret` (RFC 4226's dynamic truncation). */
export function totpCode(secret: string, step: number = totpStep()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = (hmac[hmac.length - 1] as number) & 0x0f;
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}
