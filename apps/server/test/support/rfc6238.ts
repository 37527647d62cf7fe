import { createHmac } from 'node:crypto';

/**
 * An independent RFC 6238 (TOTP, HMAC-SHA-1) for the tests, written from the RFC with node:crypto: the codes the
 * tests type are never computed by the library under test.
 */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Decode(text: string): Buffer {
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2)));
}

/** RFC 4226 HOTP: HMAC-SHA-1 of the 8-byte counter, dynamic truncation, `digits` decimal digits. */
export function hotp(key: Buffer, counter: number, digits = 6): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const hmac = createHmac('sha1', key).update(message).digest();
  const offset = (hmac[hmac.length - 1] as number) & 0x0f;
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** RFC 6238: T = floor(unix seconds / 30). */
export const timeStep = (at: Date) => Math.floor(at.getTime() / 1000 / 30);

export const totpAt = (key: Buffer, at: Date, digits = 6) => hotp(key, timeStep(at), digits);

/** The 6-digit code an authenticator app shows at `at` for a base32 secret. */
export const appCode = (secret: string, at: Date) => totpAt(base32Decode(secret), at);
