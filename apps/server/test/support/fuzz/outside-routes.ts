import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { hostileText } from './hostile-values.ts';
import { wellFormed } from './requests.ts';

/**
 * The routes the OpenAPI document leaves out (health probes, the live socket's address, signed download links, the
 * document itself) and paths or methods no route has: they answer too, and must hold up the same way.
 */
export interface OutsideRequest {
  method: InjectOptions['method'];
  url: string;
  /** A signed link as the download call handed it out: it must serve the bytes. */
  untouched?: boolean;
}

const segment = fc.oneof(
  fc.constantFrom('x', '..', '%2e%2e', '%ZZ', '%00', 'a'.repeat(150), '00000000-0000-4000-8000-000000000000'),
  hostileText.filter((text) => wellFormed(text) && text.length < 200).map(encodeURIComponent),
);

/** A signed link with one thing changed: a parameter replaced, dropped or repeated, or the key's path. */
function alteredLink(signedUrl: string): fc.Arbitrary<OutsideRequest> {
  const url = new URL(signedUrl, 'http://app.test');
  const names = [...url.searchParams.keys()];
  return fc
    .tuple(fc.constantFrom(...names), fc.constantFrom('replace', 'drop', 'repeat', 'path'), segment)
    .map(([name, change, value]) => {
      const altered = new URL(url);
      if (change === 'replace') altered.searchParams.set(name, decodeURIComponentSafely(value));
      if (change === 'drop') altered.searchParams.delete(name);
      if (change === 'repeat') altered.searchParams.append(name, decodeURIComponentSafely(value));
      const path = change === 'path' ? `${altered.pathname.replace(/[^/]+$/, '')}${value}` : altered.pathname;
      return { method: 'GET' as const, url: `${path}${altered.search}` };
    });
}

function decodeURIComponentSafely(text: string) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export function outsideRequest(signedUrls: string[]): fc.Arbitrary<OutsideRequest> {
  const known = fc.constantFrom(
    '/healthz',
    '/readyz',
    '/ws',
    '/ws?token=geen-sessie',
    '/api/docs/json',
    '/api/docs',
  );
  const unknown = fc
    .tuple(fc.constantFrom('/api/v1/', '/app/', '/api/v1/dossiers/', '/'), segment)
    .map(([prefix, rest]) => `${prefix}${rest}`);
  const method = fc.constantFrom<InjectOptions['method']>(
    'GET',
    'HEAD',
    'POST',
    'PUT',
    'PATCH',
    'DELETE',
    'OPTIONS',
  );
  return fc.oneof(
    fc.record({ method, url: fc.oneof(known, unknown) }),
    fc.constantFrom(...signedUrls).map((url) => ({ method: 'GET' as const, url, untouched: true })),
    fc.constantFrom(...signedUrls).chain(alteredLink),
  );
}
