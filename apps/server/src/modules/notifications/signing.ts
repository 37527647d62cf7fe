import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** RFC 4648 base32, lowercase and unpadded: survives mail systems that change the case of an address. */
export function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export type MailLinkPurpose = 'unsubscribe' | 'extension';

/**
 * Signs what a notification mail carries with the server's secret (HMAC-SHA256): its links (unsubscribe, an
 * expired guest's extension request) and the reply address. A changed character anywhere fails verification.
 */
export class MailSigner {
  constructor(private readonly secret: Buffer) {}

  private mac(purpose: string, payload: string, bytes: number): Buffer {
    return createHmac('sha256', this.secret).update(`${purpose}:${payload}`).digest().subarray(0, bytes);
  }

  /** `part.part.mac` for a link's token; parts must not contain dots. */
  signLink(purpose: MailLinkPurpose, parts: string[]): string {
    const payload = parts.join('.');
    return `${payload}.${this.mac(purpose, payload, 16).toString('base64url')}`;
  }

  /** The parts of a token this server signed for this purpose, or null (forged, altered or another purpose). */
  verifyLink(purpose: MailLinkPurpose, token: string, partCount: number): string[] | null {
    const parts = token.split('.');
    if (parts.length !== partCount + 1) return null;
    const given = parts.pop() as string;
    const expected = this.mac(purpose, parts.join('.'), 16).toString('base64url');
    return sameText(given, expected) ? parts : null;
  }

  /** The local part of a member's reply address: `r+<key>.<mac>`, lowercase letters and digits only. */
  replyLocalPart(replyKey: string): string {
    return `r+${replyKey}.${base32(this.mac('reply', replyKey, 10))}`;
  }

  /** The reply key in a reply address's local part when its signature holds, else null (unknown or forged). */
  replyKeyOf(localPart: string): string | null {
    const match = /^r\+([a-z2-7]{16})\.([a-z2-7]{16})$/.exec(localPart.toLowerCase());
    if (!match) return null;
    const [, key, mac] = match as unknown as [string, string, string];
    return sameText(mac, base32(this.mac('reply', key, 10))) ? key : null;
  }
}

/** A new random reply key (80 bits); a member's key changes to revoke their old address. */
export const newReplyKey = () => base32(randomBytes(10));
