// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uuidFor } from '../../../test-support/factories.ts';
import { renderSignedIn, setUpSignedInFakes } from '../../../test-support/render-signed-in.tsx';
import { PasskeySignInButton } from './passkey-sign-in-button.tsx';

const startAuthentication = vi.hoisted(() => vi.fn());
vi.mock('@simplewebauthn/browser', () => ({ startAuthentication, startRegistration: vi.fn() }));

const fakes = setUpSignedInFakes();
const OPTIONS = { challenge: 'dGVzdA', rpId: 'app.test' };
const CHALLENGE_ID = uuidFor(77);
const ANSWER = { id: 'cred', rawId: 'cred', type: 'public-key', response: {} };

function show() {
  const onSignedIn = vi.fn();
  fakes.api.on('POST', '/api/v1/auth/passkeys/login/options', () => ({
    options: OPTIONS,
    challenge_id: CHALLENGE_ID,
  }));
  fakes.api.on('POST', '/api/v1/auth/passkeys/login', () => ({
    access_token: 'nieuw',
    token_type: 'bearer',
  }));
  renderSignedIn(<PasskeySignInButton onSignedIn={onSignedIn} />);
  return onSignedIn;
}

describe("'Inloggen met een passkey' (issue 23)", () => {
  beforeEach(() => {
    startAuthentication.mockReset();
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  });
  afterEach(() => vi.unstubAllGlobals());

  it('signs in with the browser’s answer to the challenge, without an address or password', async () => {
    startAuthentication.mockResolvedValue(ANSWER);
    const onSignedIn = show();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Inloggen met een passkey' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('nieuw'));
    expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    const [login] = fakes.api.requestsTo('POST', '/api/v1/auth/passkeys/login');
    expect(login?.body).toEqual({ challenge_id: CHALLENGE_ID, response: ANSWER });
  });

  it('says in Dutch when the person cancels', async () => {
    startAuthentication.mockRejectedValue(Object.assign(new Error('nee'), { name: 'NotAllowedError' }));
    const onSignedIn = show();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Inloggen met een passkey' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^Inloggen met een passkey is geannuleerd/,
    );
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(fakes.api.requestsTo('POST', '/api/v1/auth/passkeys/login')).toHaveLength(0);
  });

  it("shows the server's refusal", async () => {
    startAuthentication.mockResolvedValue(ANSWER);
    show();
    fakes.api.on('POST', '/api/v1/auth/passkeys/login', () => ({
      status: 401,
      body: { detail: 'Inloggen met deze passkey is niet gelukt' },
    }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Inloggen met een passkey' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Inloggen met deze passkey is niet gelukt');
  });
});
