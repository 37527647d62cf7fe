import { describe, expect, it } from 'vitest';
import { base32, MailSigner, newReplyKey } from './signing.ts';

const signer = new MailSigner(Buffer.from('a test secret of enough length for hmac'));
const other = new MailSigner(Buffer.from('another secret, another server'));

describe('signed mail links', () => {
  it('gives back the parts of a token it signed', () => {
    const token = signer.signLink('unsubscribe', ['8b7c']);
    expect(signer.verifyLink('unsubscribe', token, 1)).toEqual(['8b7c']);
  });

  it('refuses a token changed anywhere, signed for another purpose or by another secret', () => {
    const token = signer.signLink('extension', ['user', 'dossier']);
    expect(signer.verifyLink('extension', token.replace('user', 'usex'), 2)).toBeNull();
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect(signer.verifyLink('extension', `${token.slice(0, -1)}${last}`, 2)).toBeNull();
    expect(signer.verifyLink('unsubscribe', token, 2)).toBeNull();
    expect(other.verifyLink('extension', token, 2)).toBeNull();
    expect(signer.verifyLink('extension', token, 1)).toBeNull();
  });
});

describe('reply addresses', () => {
  it('fit a local part (64 characters at most) of lowercase letters and digits', () => {
    const local = signer.replyLocalPart(newReplyKey());
    expect(local).toMatch(/^r\+[a-z2-7]{16}\.[a-z2-7]{16}$/);
    expect(local.length).toBeLessThanOrEqual(64);
  });

  it('name their key when the signature holds, whatever the case', () => {
    const key = newReplyKey();
    expect(signer.replyKeyOf(signer.replyLocalPart(key))).toBe(key);
    expect(signer.replyKeyOf(signer.replyLocalPart(key).toUpperCase())).toBe(key);
  });

  it('refuse a forged or altered address', () => {
    const key = newReplyKey();
    const local = signer.replyLocalPart(key);
    const forged = `r+${newReplyKey()}.${local.split('.')[1]}`;
    expect(signer.replyKeyOf(forged)).toBeNull();
    expect(other.replyKeyOf(local)).toBeNull();
    expect(signer.replyKeyOf('no-reply')).toBeNull();
  });
});

describe('base32', () => {
  it('encodes as RFC 4648 in lowercase without padding', () => {
    expect(base32(Buffer.from('foobar'))).toBe('mzxw6ytboi');
  });
});
