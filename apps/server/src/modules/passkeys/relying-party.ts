import type { Config } from '../../config.ts';

/** Who the passkeys belong to: the site's host name (the rpID) and the origins a ceremony may come from. */
export interface RelyingParty {
  id: string;
  name: string;
  origins: string[];
}

/**
 * EdDSA, ES256 and RS256 (COSE ids), what authenticators make: named here, or the library would add ML-DSA-44 where
 * Node has it, and Node warns on every call that it is experimental.
 */
export const SUPPORTED_ALGORITHMS = [-8, -7, -257];

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '[::1]']);

/**
 * From PUBLIC_URL: its host name is the rpID and its origin the one expected. Browsers refuse an IP address as an
 * rpID, so on a loopback address (development, tests) passkeys live on `localhost` at the same port.
 */
export function relyingPartyOf(config: Pick<Config, 'publicUrl'>): RelyingParty {
  const url = new URL(config.publicUrl);
  if (!LOOPBACK_ADDRESSES.has(url.hostname))
    return { id: url.hostname, name: 'Dossiers', origins: [url.origin] };
  const local = new URL(url);
  local.hostname = 'localhost';
  return { id: 'localhost', name: 'Dossiers', origins: [local.origin] };
}
