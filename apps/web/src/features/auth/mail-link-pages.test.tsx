// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeApi } from '../../test-support/fake-api.ts';
import { TestProviders } from '../../test-support/render-signed-in.tsx';
import { ExtensionRequestPage } from './extension-request-page.tsx';
import { UnsubscribePage } from './unsubscribe-page.tsx';

const UNSUBSCRIBE = '/api/v1/notifications/unsubscribe';
const EXTENSION = '/api/v1/notifications/extension-request';
let api: FakeApi;

beforeEach(() => {
  api = new FakeApi();
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = (ui: React.ReactNode, path: string) => render(<TestProviders path={path}>{ui}</TestProviders>);

describe('the unsubscribe link of a notification mail', () => {
  it('changes nothing on opening; the button turns mail off without a session', async () => {
    api.on('POST', UNSUBSCRIBE, () => ({ mode: 'off', email: 'bob@bakker.test' }));
    open(<UnsubscribePage />, '/unsubscribe?token=abc.def');
    const button = await screen.findByRole('button', { name: 'Afmelden' });
    expect(api.requests).toHaveLength(0);
    await userEvent.click(button);
    expect((await screen.findByRole('status')).textContent).toBe(
      'bob@bakker.test ontvangt geen e-mails meer over ongelezen berichten. Je kunt ze weer aanzetten bij Accountgegevens.',
    );
    const [request] = api.requestsTo('POST', UNSUBSCRIBE);
    expect(request?.query.get('token')).toBe('abc.def');
    const headers = new Headers(api.fetch.mock.calls[0]?.[1]?.headers);
    expect(headers.get('authorization')).toBeNull();
  });

  it('says so when the link is refused', async () => {
    api.on('POST', UNSUBSCRIBE, () => ({ status: 400, body: { detail: 'Deze afmeldlink is ongeldig.' } }));
    open(<UnsubscribePage />, '/unsubscribe?token=geknoeid');
    await userEvent.click(await screen.findByRole('button', { name: 'Afmelden' }));
    expect(await screen.findByText('Afmelden is niet gelukt. De link is ongeldig of verlopen.')).toBeTruthy();
  });

  it('asks nothing of the server without a token', async () => {
    open(<UnsubscribePage />, '/unsubscribe');
    expect(
      await screen.findByText('Deze link is ongeldig of onvolledig. Gebruik de link uit de e-mail.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Afmelden' })).toBeNull();
  });
});

describe("an expired guest's extension link", () => {
  it('asks for an extension on the button, and names the dossier', async () => {
    api.on('POST', EXTENSION, () => ({
      dossier_title: 'Transport week 50',
      requested_at: new Date().toISOString(),
      repeated: false,
    }));
    open(<ExtensionRequestPage />, '/extension-request?token=u.d.mac');
    await userEvent.click(await screen.findByRole('button', { name: 'Vraag verlenging aan' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Verlenging aangevraagd voor "Transport week 50". Zodra je toegang is verlengd, ontvang je een nieuwe link per e-mail.',
    );
    expect(api.requestsTo('POST', EXTENSION)[0]?.query.get('token')).toBe('u.d.mac');
  });

  it('says an earlier request stands', async () => {
    api.on('POST', EXTENSION, () => ({
      dossier_title: 'Transport week 50',
      requested_at: new Date().toISOString(),
      repeated: true,
    }));
    open(<ExtensionRequestPage />, '/extension-request?token=u.d.mac');
    await userEvent.click(await screen.findByRole('button', { name: 'Vraag verlenging aan' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/^Je had al verlenging aangevraagd/);
  });

  it("says 'Kon verlenging niet aanvragen' when refused", async () => {
    api.on('POST', EXTENSION, () => ({ status: 400, body: { detail: 'Deze link is ongeldig.' } }));
    open(<ExtensionRequestPage />, '/extension-request?token=x');
    await userEvent.click(await screen.findByRole('button', { name: 'Vraag verlenging aan' }));
    expect(await screen.findByText('Kon verlenging niet aanvragen')).toBeTruthy();
  });
});
