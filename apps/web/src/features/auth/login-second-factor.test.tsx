// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isEnrolmentRequired } from '../../lib/enrolment-required.ts';
import { ACCESS_TOKEN_KEY } from '../../lib/session.ts';
import { FakeApi } from '../../test-support/fake-api.ts';
import { TestProviders } from '../../test-support/render-signed-in.tsx';
import { LoginPage } from './login-page.tsx';

const LOGIN = '/api/v1/auth/login';
const VERIFY = '/api/v1/auth/2fa/verify';
let api: FakeApi;

beforeEach(() => {
  api = new FakeApi();
  vi.stubGlobal('fetch', api.fetch);
  api.on('GET', '/app/dossiers/latest-dossier', () => ({ status: 204 }));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

function openLogin() {
  render(
    <TestProviders path="/login">
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/app" element={<p>De app</p>} />
        <Route path="/two-step-setup" element={<p>Instellen verplicht</p>} />
      </Routes>
    </TestProviders>,
  );
}

async function signInWithPassword(user = userEvent.setup()) {
  await user.type(await screen.findByLabelText(/E-mailadres/), 'anna@bouw.test');
  await user.type(screen.getByLabelText(/^Wachtwoord/), 'geheim-wachtwoord');
  await user.click(screen.getByRole('button', { name: 'Inloggen' }));
  return user;
}

describe('the login code step (issue 23)', () => {
  it('asks for the 6 digits after the password, and signs in with them', async () => {
    api.on('POST', LOGIN, () => ({ mfa_required: true, mfa_token: 'ticket-1' }));
    api.on('POST', VERIFY, () => ({ access_token: 'token-2', token_type: 'bearer' }));
    openLogin();
    const user = await signInWithPassword();

    const code = await screen.findByRole('textbox', { name: /Verificatiecode/ });
    expect(document.activeElement).toBe(code);
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();

    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verifiëren' }));
    expect(await screen.findByText('De app')).toBeTruthy();
    expect(api.requestsTo('POST', VERIFY).map((request) => request.body)).toEqual([
      { mfa_token: 'ticket-1', code: '123456' },
    ]);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('token-2');
  });

  it("shows the server's words for a wrong code and stays on the step", async () => {
    api.on('POST', LOGIN, () => ({ mfa_required: true, mfa_token: 'ticket-1' }));
    api.on('POST', VERIFY, () => ({ status: 401, body: { detail: 'Deze code klopt niet' } }));
    openLogin();
    const user = await signInWithPassword();
    await user.type(await screen.findByRole('textbox', { name: /Verificatiecode/ }), '000000');
    await user.click(screen.getByRole('button', { name: 'Verifiëren' }));
    expect(await screen.findByText('Deze code klopt niet')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Verificatiecode/ })).toBeTruthy();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('checks the 6 digits before asking the server', async () => {
    api.on('POST', LOGIN, () => ({ mfa_required: true, mfa_token: 'ticket-1' }));
    openLogin();
    const user = await signInWithPassword();
    await user.type(await screen.findByRole('textbox', { name: /Verificatiecode/ }), '12a');
    await user.click(screen.getByRole('button', { name: 'Verifiëren' }));
    expect(await screen.findByText('Voer de 6 cijfers uit je authenticator-app in')).toBeTruthy();
    expect(api.requestsTo('POST', VERIFY)).toHaveLength(0);
  });

  it('takes a recovery code instead', async () => {
    api.on('POST', LOGIN, () => ({ mfa_required: true, mfa_token: 'ticket-1' }));
    api.on('POST', VERIFY, () => ({ access_token: 'token-3', token_type: 'bearer' }));
    openLogin();
    const user = await signInWithPassword();
    await user.click(await screen.findByRole('button', { name: 'Herstelcode gebruiken' }));
    const field = screen.getByRole('textbox', { name: /Herstelcode/ });
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('inputmode')).toBe('text');
    await user.type(field, 'abcde-12345');
    await user.click(screen.getByRole('button', { name: 'Verifiëren' }));
    expect(await screen.findByText('De app')).toBeTruthy();
    expect(api.requestsTo('POST', VERIFY)[0]?.body).toEqual({ mfa_token: 'ticket-1', code: 'abcde-12345' });
  });

  it('goes back to the password after 5 refused codes, the limit of a ticket', async () => {
    api.on('POST', LOGIN, () => ({ mfa_required: true, mfa_token: 'ticket-1' }));
    api.on('POST', VERIFY, () => ({ status: 401, body: { detail: 'Deze code klopt niet' } }));
    openLogin();
    const user = await signInWithPassword();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const code = await screen.findByRole('textbox', { name: /Verificatiecode/ });
      await user.clear(code);
      await user.type(code, `12345${attempt}`);
      await user.click(screen.getByRole('button', { name: 'Verifiëren' }));
      if (attempt < 5) await screen.findByText('Deze code klopt niet');
    }
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Te veel onjuiste codes. Log opnieuw in met je wachtwoord.',
    );
    expect(api.requestsTo('POST', VERIFY)).toHaveLength(5);
    const password = screen.getByLabelText(/^Wachtwoord/) as HTMLInputElement;
    expect(password.value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(password));
  });

  it("shows the server's words when it has ended the ticket, with the way back", async () => {
    const ended = 'Je aanmelding is verlopen of al afgerond. Log opnieuw in met je wachtwoord.';
    api.on('POST', LOGIN, () => ({ mfa_required: true, mfa_token: 'ticket-1' }));
    api.on('POST', VERIFY, () => ({ status: 401, body: { detail: ended } }));
    openLogin();
    const user = await signInWithPassword();
    await user.type(await screen.findByRole('textbox', { name: /Verificatiecode/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verifiëren' }));
    expect(await screen.findByText(ended)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Terug naar inloggen' }));
    expect(await screen.findByLabelText(/^Wachtwoord/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes back to the password after the 5 minutes the ticket lives', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.on('POST', LOGIN, () => ({ mfa_required: true, mfa_token: 'ticket-1' }));
    openLogin();
    await signInWithPassword(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    await screen.findByRole('textbox', { name: /Verificatiecode/ });
    act(() => vi.advanceTimersByTime(5 * 60_000));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^De tijd om je code in te voeren is verlopen/,
    );
    expect(screen.queryByRole('textbox', { name: /Verificatiecode/ })).toBeNull();
  });

  it('sends a session the company wants enrolled to the set-up screen', async () => {
    api.on('POST', LOGIN, () => ({
      access_token: 'token-4',
      token_type: 'bearer',
      enrolment_required: true,
    }));
    openLogin();
    await signInWithPassword();
    expect(await screen.findByText('Instellen verplicht')).toBeTruthy();
    expect(isEnrolmentRequired()).toBe(true);
  });

  it("keeps SPEC's words for a wrong password", async () => {
    api.on('POST', LOGIN, () => ({ status: 401, body: { detail: 'Incorrect email or password' } }));
    openLogin();
    await signInWithPassword();
    expect((await screen.findByRole('alert')).textContent).toBe('Ongeldig e-mailadres of wachtwoord');
  });
});
