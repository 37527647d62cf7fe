import { nlPasskeys } from '../i18n/nl-passkeys.ts';
import { serverMessageOr } from './api-client.ts';

const t = nlPasskeys.ceremony;

/** The browser's side of a passkey ceremony ended without an answer: `message` says why, in Dutch. */
export class PasskeyCeremonyError extends Error {
  override name = 'PasskeyCeremonyError';
}

type Ceremony = 'registration' | 'sign-in';
type Json = Record<string, unknown>;

const supportsPasskeys = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** The person cancelled, closed the prompt, let it time out, or (at sign-in) had no passkey for this site. */
function cancelled(error: unknown): boolean {
  const name = error instanceof Error ? error.name : '';
  const code = (error as { code?: unknown } | null)?.code;
  const cause = (error as { cause?: unknown } | null)?.cause;
  return (
    name === 'NotAllowedError' ||
    name === 'AbortError' ||
    code === 'ERROR_CEREMONY_ABORTED' ||
    (cause instanceof Error && cause.name === 'NotAllowedError')
  );
}

function ceremonyError(error: unknown, ceremony: Ceremony): PasskeyCeremonyError {
  if (cancelled(error))
    return new PasskeyCeremonyError(
      ceremony === 'registration' ? t.registrationCancelled : t.signInCancelled,
    );
  if ((error as { code?: unknown } | null)?.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
    return new PasskeyCeremonyError(t.alreadyAdded);
  return new PasskeyCeremonyError(t.failed);
}

/**
 * Runs the browser's side with @simplewebauthn/browser, loaded only now (on the click): it stays out of every
 * page's first load.
 */
async function inBrowser(
  ceremony: Ceremony,
  run: (webauthn: typeof import('@simplewebauthn/browser')) => Promise<unknown>,
) {
  if (!supportsPasskeys()) throw new PasskeyCeremonyError(t.unsupported);
  try {
    const webauthn = await import('@simplewebauthn/browser');
    return (await run(webauthn)) as Json;
  } catch (error) {
    throw ceremonyError(error, ceremony);
  }
}

/** `navigator.credentials.create` with the server's registration options; the answer goes back as JSON. */
export const createPasskey = (options: Json) =>
  inBrowser('registration', (webauthn) =>
    webauthn.startRegistration({
      optionsJSON: options as unknown as Parameters<typeof webauthn.startRegistration>[0]['optionsJSON'],
    }),
  );

/** `navigator.credentials.get` with the server's sign-in options (no list: the browser offers its passkeys). */
export const assertPasskey = (options: Json) =>
  inBrowser('sign-in', (webauthn) =>
    webauthn.startAuthentication({
      optionsJSON: options as unknown as Parameters<typeof webauthn.startAuthentication>[0]['optionsJSON'],
    }),
  );

/** What to tell the person when a ceremony failed: the browser's reason, else the server's words, else `fallback`. */
export const passkeyFailureMessage = (error: unknown, fallback: string = t.failed) =>
  error instanceof PasskeyCeremonyError ? error.message : serverMessageOr(error, fallback);
