import { describe, expect, it } from 'vitest';
import { authenticationOf, isAutomatic } from './sender-checks.ts';

describe("a reply's own authentication results", () => {
  it.each([
    [
      'mx.example; spf=pass smtp.mailfrom=bakker.example; dkim=pass header.d=bakker.example; dmarc=pass',
      'pass',
    ],
    [
      'mx.example; spf=fail smtp.mailfrom=bakker.example; dkim=none; dmarc=fail header.from=bakker.example',
      'fail',
    ],
    // Forwarded: SPF fails at the forwarder, the signature still holds and DMARC passes.
    ['mx.example; spf=fail smtp.mailfrom=fwd.example; dkim=pass header.d=bakker.example; dmarc=pass', 'pass'],
    [
      'mx.example; spf=pass smtp.mailfrom=bakker.example; dkim=pass; dmarc=fail header.from=bank.example',
      'fail',
    ],
    ['mx.example; dkim=fail header.d=bakker.example', 'fail'],
    ['mx.example; spf=softfail smtp.mailfrom=bakker.example', 'unknown'],
    ['mx.example; none', 'unknown'],
  ])('%s -> %s', (header, verdict) => {
    expect(authenticationOf(header)).toBe(verdict);
  });

  it('is unknown without the header', () => {
    expect(authenticationOf(undefined)).toBe('unknown');
  });
});

describe('an automatic answer', () => {
  const headers = (values: Record<string, string>) => (name: string) => values[name];

  it('is told by Auto-Submitted, the autoreply headers and a bulk precedence', () => {
    expect(isAutomatic(headers({ 'auto-submitted': 'auto-replied' }))).toBe(true);
    expect(isAutomatic(headers({ 'x-autoreply': 'yes' }))).toBe(true);
    expect(isAutomatic(headers({ precedence: 'bulk' }))).toBe(true);
  });

  it("is not a person's reply with Auto-Submitted: no or none of them", () => {
    expect(isAutomatic(headers({ 'auto-submitted': 'no' }))).toBe(false);
    expect(isAutomatic(headers({}))).toBe(false);
  });
});
