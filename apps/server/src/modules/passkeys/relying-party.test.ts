import { describe, expect, it } from 'vitest';
import { relyingPartyOf } from './relying-party.ts';

describe('the passkeys’ relying party, from PUBLIC_URL', () => {
  it.each([
    ['https://dossiers.example.nl', 'dossiers.example.nl', 'https://dossiers.example.nl'],
    ['https://dossiers.example.nl:8443', 'dossiers.example.nl', 'https://dossiers.example.nl:8443'],
    ['http://localhost:3000', 'localhost', 'http://localhost:3000'],
    // Browsers refuse an IP address as the rpID: a loopback address keeps its passkeys on localhost.
    ['http://127.0.0.1:41234', 'localhost', 'http://localhost:41234'],
    ['http://[::1]:3000', 'localhost', 'http://localhost:3000'],
  ])('%s: rpID %s, origin %s', (publicUrl, id, origin) => {
    expect(relyingPartyOf({ publicUrl })).toMatchObject({ id, origins: [origin] });
  });
});
