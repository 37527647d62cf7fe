import { describe, expect, it } from 'vitest';
import { base32Decode, totpAt } from './support/rfc6238.ts';

// RFC 6238, Appendix B: the SHA-1 seed is the ASCII of '12345678901234567890', 8 digits.
const SEED = Buffer.from('12345678901234567890', 'ascii');

describe("the tests' own RFC 6238", () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('gives the RFC test vector at %i s', (seconds, code) => {
    expect(totpAt(SEED, new Date(seconds * 1000), 8)).toBe(code);
  });

  it('reads base32 (RFC 4648)', () => {
    expect(base32Decode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ').toString('ascii')).toBe('12345678901234567890');
  });
});
