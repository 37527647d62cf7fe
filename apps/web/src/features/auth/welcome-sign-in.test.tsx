// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isEnrolmentRequired } from '../../lib/enrolment-required.ts';
import { ACCESS_TOKEN_KEY } from '../../lib/session.ts';
import { FakeApi } from '../../test-support/fake-api.ts';
import { TestProviders } from '../../test-support/render-signed-in.tsx';
import { LoginPage } from './login-page.tsx';
import { RegisterPage } from './register-page.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

/** Issue 25, item 1: after registering /login says to check the mail; the welcome link sets the password and signs in. */
const REGISTER = '/api/v1/companies/register';
const CONFIRM = '/api/v1/auth/password-reset/confirm';
let api: FakeApi;

beforeEach(() => {
  api = new FakeApi();
  vi.stubGlobal('fetch', api.fetch);
  api.on('GET', '/app/dossiers/latest-dossier', () => ({ status: 204 }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

function openAt(path: string) {
  render(
    <TestProviders path={path}>
      <Routes>
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/app" element={<p>De app</p>} />
        <Route path="/app/dossier/:id" element={<p>Een dossier</p>} />
        <Route path="/two-step-setup" element={<p>Instellen verplicht</p>} />
      </Routes>
    </TestProviders>,
  );
}

const registered = {
  company: {
    id: '33333333-3333-4333-8333-333333333333',
    name: 'Bouwbedrijf Nieuw',
    registration_number: '12345678',
    city: null,
    status: 'active',
    is_meru_client: true,
  },
  user: {
    id: '11111111-1111-4111-8111-111111111111',
    role: 'admin',
    first_name: 'Anna',
    last_name: 'de Vries',
    full_name: 'Anna de Vries',
    email: 'anna@nieuw.test',
    company_id: '33333333-3333-4333-8333-333333333333',
    company: { id: '33333333-3333-4333-8333-333333333333', name: 'Bouwbedrijf Nieuw', is_meru_client: true },
    created_at: '2026-12-01T09:00:00.000Z',
    status: 'active',
    deleted_at: null,
    token_expires_at: null,
  },
};

describe('/login after registering', () => {
  it('says to check the mail for the link that sets the password', async () => {
    api.on('POST', REGISTER, () => ({ status: 201, body: registered }));
    openAt('/register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Bedrijfsnaam/), 'Bouwbedrijf Nieuw');
    await user.type(screen.getByLabelText(/KvK-nummer/), '12345678');
    await user.type(screen.getByLabelText(/E-mailadres/), 'anna@nieuw.test');
    await user.type(screen.getByLabelText(/Voornaam/), 'Anna');
    await user.type(screen.getByLabelText(/Achternaam/), 'de Vries');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('heading', { name: 'Inloggen' })).toBeTruthy();
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('Kijk in je mail');
    expect(notice.textContent).toContain(
      "We hebben een e-mail gestuurd naar anna@nieuw.test. Stel via de knop 'Wachtwoord instellen' in die e-mail je wachtwoord in: daarna ben je meteen ingelogd.",
    );
    const newLink = screen.getByRole('link', { name: 'Nieuwe link aanvragen' });
    expect(newLink.getAttribute('href')).toBe('/forgot-password?email=anna%40nieuw.test');
  });

  it('shows no notice on a plain visit', async () => {
    openAt('/login');
    expect(await screen.findByRole('button', { name: 'Inloggen' })).toBeTruthy();
    expect(screen.queryByText('Kijk in je mail')).toBeNull();
  });
});

async function setPassword(path: string) {
  openAt(path);
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Nieuw wachtwoord/), 'een-goed-wachtwoord');
  await user.type(screen.getByLabelText(/Bevestig nieuw wachtwoord/), 'een-goed-wachtwoord');
  await user.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
}

describe('the welcome link', () => {
  it('sets the password, stores the session as a login does and opens the app', async () => {
    api.on('POST', CONFIRM, () => ({
      detail: 'Je wachtwoord is ingesteld. Je bent ingelogd.',
      access_token: 'welkom-sessie',
      token_type: 'bearer',
    }));
    await setPassword('/reset-password?token=welkom-token');
    expect(await screen.findByText('De app')).toBeTruthy();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('welkom-sessie');
    expect(api.requestsTo('POST', CONFIRM).map((request) => request.body)).toEqual([
      { token: 'welkom-token', new_password: 'een-goed-wachtwoord' },
    ]);
    expect(api.requestsTo('GET', '/app/dossiers/latest-dossier')).toHaveLength(1);
  });

  it('keeps a company that demands a second factor on the enrolment', async () => {
    api.on('POST', CONFIRM, () => ({
      detail: 'Je wachtwoord is ingesteld. Je bent ingelogd.',
      access_token: 'enrol-sessie',
      token_type: 'bearer',
      enrolment_required: true,
    }));
    await setPassword('/reset-password?token=welkom-token');
    expect(await screen.findByText('Instellen verplicht')).toBeTruthy();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('enrol-sessie');
    expect(isEnrolmentRequired()).toBe(true);
  });

  it('leaves a reset as it was: the confirmation and the way to login, no session', async () => {
    api.on('POST', CONFIRM, () => ({ detail: 'Je wachtwoord is bijgewerkt.' }));
    await setPassword('/reset-password?token=reset-token');
    expect(
      await screen.findByText('Je wachtwoord is bijgewerkt. Je kunt nu inloggen met je nieuwe wachtwoord.'),
    ).toBeTruthy();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(screen.queryByText('De app')).toBeNull();
  });

  it("shows the server's Dutch refusal of a spent link and signs nobody in", async () => {
    api.on('POST', CONFIRM, () => ({
      status: 400,
      body: { detail: 'Deze link is ongeldig of verlopen. Vraag een nieuwe link aan.' },
    }));
    await setPassword('/reset-password?token=oud-token');
    expect(
      await screen.findByText('Deze link is ongeldig of verlopen. Vraag een nieuwe link aan.'),
    ).toBeTruthy();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });
});
