// @vitest-environment happy-dom
import type { PasskeyInfo } from '@dossier/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../lib/toast-host.tsx';
import { uuidFor } from '../../../test-support/factories.ts';
import { renderSignedIn, setUpSignedInFakes } from '../../../test-support/render-signed-in.tsx';
import { formatPasskeyDate, PasskeysSection } from './passkeys-section.tsx';

// The browser's side of the ceremony: what the person's authenticator answers (or how it refuses).
const startRegistration = vi.hoisted(() => vi.fn());
vi.mock('@simplewebauthn/browser', () => ({ startRegistration, startAuthentication: vi.fn() }));

const fakes = setUpSignedInFakes();
const PASSKEYS = '/api/v1/auth/passkeys';
const OPTIONS = { challenge: 'dGVzdA', rp: { id: 'app.test', name: 'Dossiers' } };
const ANSWER = { id: 'cred', rawId: 'cred', type: 'public-key', response: {} };

const passkey = (n: number, overrides: Partial<PasskeyInfo> = {}): PasskeyInfo => ({
  id: uuidFor(n),
  name: `Passkey ${n}`,
  created_at: '2026-11-20T08:00:00.000Z',
  last_used_at: null,
  ...overrides,
});

function show(stored: PasskeyInfo[]) {
  let passkeys = stored;
  fakes.api.on('GET', PASSKEYS, () => ({ passkeys }));
  fakes.api.on('POST', `${PASSKEYS}/register/options`, () => ({ options: OPTIONS }));
  fakes.api.on('POST', `${PASSKEYS}/register`, () => {
    const added = passkey(passkeys.length + 1);
    passkeys = [...passkeys, added];
    return { status: 201, body: added };
  });
  fakes.api.on('DELETE', `${PASSKEYS}/:id`, (request) => {
    passkeys = passkeys.filter(({ id }) => !request.path.endsWith(id));
    return { status: 204 };
  });
  renderSignedIn(
    <>
      <PasskeysSection />
      <ToastHost />
    </>,
  );
  return screen.findByRole('region', { name: 'Passkeys' });
}

const rows = (section: HTMLElement) => within(section).queryAllByRole('listitem');

describe("'Passkeys' on the account screen (issue 23)", () => {
  beforeEach(() => {
    startRegistration.mockReset();
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the passkeys with when they were added and last used', async () => {
    const used = passkey(2, { name: 'Laptop', last_used_at: '2026-11-27T10:00:00.000Z' });
    const section = await show([passkey(1), used]);
    await within(section).findByText('Laptop');
    const [first, second] = rows(section) as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Passkey 1')).toBeTruthy();
    expect(within(first).getByText(/Nog niet gebruikt/)).toBeTruthy();
    expect(
      within(second).getByText(
        `Toegevoegd ${formatPasskeyDate(used.created_at)} · Laatst gebruikt ${formatPasskeyDate('2026-11-27T10:00:00.000Z')}`,
      ),
    ).toBeTruthy();
  });

  it('says so when there are none', async () => {
    const section = await show([]);
    expect(await within(section).findByText('Je hebt nog geen passkeys.')).toBeTruthy();
  });

  it("adds a passkey: the server's options to the browser, the browser's answer to the server", async () => {
    startRegistration.mockResolvedValue(ANSWER);
    const section = await show([]);
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Passkey toevoegen' }));

    expect(await screen.findByText('Passkey toegevoegd')).toBeTruthy();
    expect(startRegistration).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    expect(fakes.api.requestsTo('POST', `${PASSKEYS}/register`).map((request) => request.body)).toEqual([
      { response: ANSWER },
    ]);
    await waitFor(() => expect(rows(section)).toHaveLength(1));
  });

  it('says in Dutch when the person cancels, and keeps nothing', async () => {
    startRegistration.mockRejectedValue(Object.assign(new Error('cancelled'), { name: 'NotAllowedError' }));
    const section = await show([]);
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Passkey toevoegen' }));
    expect(await within(section).findByRole('alert')).toHaveProperty(
      'textContent',
      'Het toevoegen van de passkey is geannuleerd.',
    );
    expect(fakes.api.requestsTo('POST', `${PASSKEYS}/register`)).toHaveLength(0);
  });

  it('says in Dutch when the browser has no passkeys, without asking the server', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    const section = await show([]);
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Passkey toevoegen' }));
    expect((await within(section).findByRole('alert')).textContent).toMatch(
      /^Deze browser ondersteunt geen passkeys/,
    );
    expect(startRegistration).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the answer", async () => {
    startRegistration.mockResolvedValue(ANSWER);
    const section = await show([]);
    fakes.api.on('POST', `${PASSKEYS}/register`, () => ({
      status: 400,
      body: { detail: 'De passkey kon niet worden toegevoegd. Probeer het opnieuw.' },
    }));
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Passkey toevoegen' }));
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'De passkey kon niet worden toegevoegd. Probeer het opnieuw.',
    );
  });

  it('removes a passkey after asking', async () => {
    const section = await show([passkey(1), passkey(2, { name: 'Telefoon' })]);
    const user = userEvent.setup();
    await user.click(await within(section).findByRole('button', { name: 'Telefoon verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Passkey verwijderen?' });
    expect(within(dialog).getByText('Met Telefoon kun je daarna niet meer inloggen.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));

    expect(await screen.findByText('Passkey verwijderd')).toBeTruthy();
    expect(fakes.api.requestsTo('DELETE', `${PASSKEYS}/:id`).map((request) => request.path)).toEqual([
      `${PASSKEYS}/${uuidFor(2)}`,
    ]);
    await waitFor(() => expect(rows(section)).toHaveLength(1));
  });

  it('removes nothing when the question is cancelled', async () => {
    const section = await show([passkey(1)]);
    const user = userEvent.setup();
    await user.click(await within(section).findByRole('button', { name: 'Passkey 1 verwijderen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Annuleren' }));
    expect(fakes.api.requestsTo('DELETE', `${PASSKEYS}/:id`)).toHaveLength(0);
  });
});
