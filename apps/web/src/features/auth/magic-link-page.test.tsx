// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nl } from '../../i18n/nl.ts';
import { ACCESS_TOKEN_KEY } from '../../lib/session.ts';
import { ids } from '../../test-support/factories.ts';
import { FakeApi } from '../../test-support/fake-api.ts';
import { TestProviders } from '../../test-support/render-signed-in.tsx';
import { MagicLinkPage } from './magic-link-page.tsx';

const VALIDATE = '/api/v1/auth/validate';
const NEW_LINK = '/api/v1/auth/magic-link';
let api: FakeApi;

beforeEach(() => {
  api = new FakeApi().on('GET', VALIDATE, () => ({
    status: 400,
    body: { detail: 'Deze link is al gebruikt' },
  }));
  vi.stubGlobal('fetch', api.fetch);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function openLink(search = '?token=al-gebruikt') {
  render(
    <TestProviders path={`/validate${search}`}>
      <MagicLinkPage />
    </TestProviders>,
  );
}

/** The error screen with its form for a new link. */
async function newLinkForm() {
  await screen.findByText('Er is iets misgegaan. Kijk in je inbox of vraag een nieuwe link aan.');
  return screen.getByRole('form', { name: 'Nieuwe link aanvragen' });
}

function ask(form: HTMLElement, email: string) {
  fireEvent.change(within(form).getByLabelText(/E-mailadres/), { target: { value: email } });
  fireEvent.click(within(form).getByRole('button', { name: 'Stuur een nieuwe link' }));
}

describe('the magic link screen (SPEC.md section 2)', () => {
  it('offers a new link under the error when a used link fails', async () => {
    openLink();
    const form = await newLinkForm();
    expect(api.requestsTo('GET', VALIDATE)).toHaveLength(1);
    expect(within(form).getByLabelText(/E-mailadres/)).toBeTruthy();
  });

  it('offers it at once for a link without a token, without asking the server', async () => {
    openLink('');
    await newLinkForm();
    expect(api.requestsTo('GET', VALIDATE)).toHaveLength(0);
  });

  it("checks the address with the contract's schema before sending", async () => {
    openLink();
    const form = await newLinkForm();

    ask(form, '');
    expect(await within(form).findByText('E-mailadres is required')).toBeTruthy();
    ask(form, 'geen-adres');
    expect(await within(form).findByText('Voer een geldig e-mailadres in')).toBeTruthy();
    expect(api.requestsTo('POST', NEW_LINK)).toHaveLength(0);
  });

  it('sends the address and then says the same neutral thing, whoever asked', async () => {
    api.on('POST', NEW_LINK, () => ({ status: 202, body: { accepted: true } }));
    openLink();
    ask(await newLinkForm(), 'gijs@extern.test');

    const confirmation = await screen.findByRole('status');
    expect(confirmation.textContent).toBe(
      'Als dit e-mailadres toegang heeft, ontvang je binnen enkele minuten een nieuwe link.',
    );
    expect(api.requestsTo('POST', NEW_LINK).map((request) => request.body)).toEqual([
      { email: 'gijs@extern.test' },
    ]);
    expect(screen.queryByRole('form', { name: 'Nieuwe link aanvragen' })).toBeNull();
  });

  it('tells how long to wait when asked too often (429 with Retry-After)', async () => {
    api.on('POST', NEW_LINK, () => ({
      status: 429,
      body: { detail: 'Te veel verzoeken' },
      headers: { 'Retry-After': '600' },
    }));
    openLink();
    const form = await newLinkForm();
    ask(form, 'gijs@extern.test');

    const error = await within(form).findByRole('alert');
    expect(error.textContent).toBe(
      'Je hebt te vaak een nieuwe link aangevraagd. Probeer het over 10 minuten opnieuw.',
    );
  });

  it('says the request failed on any other error, and the form stays for another try', async () => {
    api.on('POST', NEW_LINK, () => ({ status: 500 }));
    openLink();
    const form = await newLinkForm();
    ask(form, 'gijs@extern.test');

    expect(
      await within(form).findByText('Kon geen nieuwe link aanvragen. Probeer het later opnieuw.'),
    ).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Stuur een nieuwe link' })).toBeTruthy();
  });
});

describe('a link opened again in the same browser (issue 25)', () => {
  const HELD = 'sessie-van-deze-browser';

  function openLinkInApp() {
    render(
      <TestProviders path="/validate?token=al-gebruikt">
        <Routes>
          <Route path="/validate" element={<MagicLinkPage />} />
          <Route path="/app/dossier/:id" element={<p>Dossier {ids.dossier} geopend</p>} />
        </Routes>
      </TestProviders>,
    );
  }

  it('sends the session it holds, and goes straight into the dossier the server answers with', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, HELD);
    api.on('GET', VALIDATE, (request) =>
      request.authorization === `Bearer ${HELD}`
        ? { access_token: HELD, token_type: 'bearer', dossier_id: ids.dossier }
        : { status: 400, body: { detail: 'Deze link is ongeldig of verlopen. Vraag een nieuwe link aan.' } },
    );
    openLinkInApp();
    expect(await screen.findByText(`Dossier ${ids.dossier} geopend`)).toBeTruthy();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(HELD);
    expect(screen.queryByText(nl.auth.magicLink.failed)).toBeNull();
  });

  it('still says the link failed when the server does not let the held session in', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'een-andere-sessie');
    openLinkInApp();
    await newLinkForm();
    expect(api.requestsTo('GET', VALIDATE).map((request) => request.authorization)).toEqual([
      'Bearer een-andere-sessie',
    ]);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('een-andere-sessie');
  });
});

describe('the wait a 429 names', () => {
  it('is said in seconds, minutes or hours, rounded up', () => {
    expect(nl.common.waitTime(1)).toBe('1 seconde');
    expect(nl.common.waitTime(45)).toBe('45 seconden');
    expect(nl.common.waitTime(60)).toBe('1 minuut');
    expect(nl.common.waitTime(61)).toBe('2 minuten');
    expect(nl.common.waitTime(900)).toBe('15 minuten');
    expect(nl.common.waitTime(2 * 3600)).toBe('2 uur');
  });
});
