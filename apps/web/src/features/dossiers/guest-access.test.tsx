// @vitest-environment happy-dom
import type {
  DossierDataResponse,
  DossierResponse,
  MessageResponse,
  TokenValidateResponse,
} from '@dossier/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ToastHost } from '../../lib/toast-host.tsx';
import { DossierPage } from '../../routes/dossier-page.tsx';
import { chatMessage, ids, user } from '../../test-support/factories.ts';
import { MESSAGES_PATH, messagePageOf } from '../../test-support/fake-api.ts';
import { FakeWebSocket } from '../../test-support/fake-web-socket.ts';
import { renderSignedIn, setUpSignedInFakes } from '../../test-support/render-signed-in.tsx';

const fakes = setUpSignedInFakes();
const GUEST_COMPANY = '44444444-4444-4444-8444-444444444444';
const VALIDATE = '/api/v1/auth/dossier/:id/token/validate';
const DOSSIER = '/api/v1/dossiers/:id';
const EXTENSION = '/api/v1/dossiers/:id/request-extension';

const guest = user({
  role: 'viewer',
  first_name: 'Gijs',
  last_name: 'Gast',
  full_name: 'Gijs Gast',
  email: 'gijs@extern.test',
  company_id: GUEST_COMPANY,
  company: { id: GUEST_COMPANY, name: 'Extern BV', is_meru_client: false },
});

const dossier: DossierResponse = {
  id: ids.dossier,
  title: 'Levering hal B',
  status: 'open',
  created_at: '2026-11-01T09:00:00.000Z',
  counterparty_names: ['Extern BV'],
  companies: [
    { id: ids.company, name: 'Bouwbedrijf De Vries', is_meru_client: true },
    { id: GUEST_COMPANY, name: 'Extern BV', is_meru_client: false },
  ],
  close_request: null,
};
const dossierData: DossierDataResponse = { ...dossier, users: [] };

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** What the fake server decides: the guest's access, and whether dossier calls are refused because of it. */
let access: TokenValidateResponse;
let stored: MessageResponse[];

const refusedUnlessValid = (answer: unknown) =>
  access.valid ? answer : { status: 403, body: { detail: 'Je toegang tot dit dossier is verlopen' } };

beforeEach(() => {
  access = {
    valid: true,
    expires_at: inMinutes(60 * 24),
    invited_by: { name: 'Anna de Vries', company_name: 'Bouwbedrijf De Vries' },
    needs_name: false,
  };
  stored = [chatMessage(1, { message: 'Welkom in het dossier' })];
  fakes.api
    .on('GET', '/api/v1/users/me', () => guest)
    .on('GET', VALIDATE, () => access)
    .on('GET', DOSSIER, () => refusedUnlessValid(dossier))
    .on('GET', '/api/v1/dossiers/:id/data', () => refusedUnlessValid(dossierData))
    .on('POST', '/api/v1/dossiers/:id/read-status', () =>
      refusedUnlessValid({ dossier_id: ids.dossier, read_seq: 1 }),
    )
    .on('GET', MESSAGES_PATH, (request) => refusedUnlessValid(messagePageOf(stored, request.query)))
    .on('GET', '/api/v1/dossiers/:id/documents', () => refusedUnlessValid([]))
    .on('POST', EXTENSION, () => ({ requested_at: new Date().toISOString(), repeated: false }));
});

afterEach(async () => {
  // Leaving marks the dossier read: let that call reach the fake API before it is taken away.
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 0));
  const { notifications } = await import('@mantine/notifications');
  act(() => notifications.clean());
});

function openDossier() {
  return renderSignedIn(
    <>
      <ToastHost />
      <Routes>
        <Route path="/app/dossier/:dossierId" element={<DossierPage />} />
      </Routes>
    </>,
    { path: `/app/dossier/${ids.dossier}` },
  );
}

const overlay = () => screen.queryByRole('dialog', { name: 'Uw toegang is verlopen!' });
const chatSays = (text: string) => within(screen.getByRole('log', { name: 'Chat' })).queryByText(text);
const accessFrame = (valid: boolean, expiresAt: string | null) => ({
  type: 'access_changed',
  dossier_id: `dossier:${ids.dossier}`,
  valid,
  expires_at: expiresAt,
});

/** The guest's dossier with its chat on screen and the live connection open. */
async function openValidDossier() {
  openDossier();
  await screen.findByRole('heading', { level: 1, name: 'Levering hal B' });
  await waitFor(() => expect(chatSays('Welkom in het dossier')).not.toBeNull());
  act(() => FakeWebSocket.latest().open());
}

describe("a guest's access (SPEC.md sections 2 and 4)", () => {
  it('is checked on entry, and expired access shows the overlay instead of asking for the dossier', async () => {
    access = { ...access, valid: false, expires_at: inMinutes(-5) };
    openDossier();

    const dialog = await screen.findByRole('dialog', { name: 'Uw toegang is verlopen!' });
    expect(within(dialog).getByRole('button', { name: 'Vraag verlenging aan' })).toBe(document.activeElement);
    expect(fakes.api.requestsTo('GET', VALIDATE)).toHaveLength(1);
    expect(fakes.api.requestsTo('GET', DOSSIER)).toHaveLength(0);
    expect(fakes.api.requestsTo('GET', MESSAGES_PATH)).toHaveLength(0);
    expect(fakes.api.requestsTo('POST', '/api/v1/dossiers/:id/read-status')).toHaveLength(0);
  });

  it("asks for an extension: 'Verlenging aangevraagd!'", async () => {
    access = { ...access, valid: false, expires_at: inMinutes(-5) };
    openDossier();
    const dialog = await screen.findByRole('dialog', { name: 'Uw toegang is verlopen!' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Vraag verlenging aan' }));

    expect(await screen.findByText('Verlenging aangevraagd!')).toBeTruthy();
    expect(fakes.api.requestsTo('POST', EXTENSION)).toHaveLength(1);
    expect(fakes.api.requestsTo('POST', EXTENSION)[0].path).toBe(
      `/api/v1/dossiers/${ids.dossier}/request-extension`,
    );
    expect(within(dialog).getByRole('status').textContent).toContain('Uw aanvraag is verstuurd');
  });

  it("says 'Kon verlenging niet aanvragen' when the request fails", async () => {
    access = { ...access, valid: false, expires_at: inMinutes(-5) };
    fakes.api.on('POST', EXTENSION, () => ({ status: 500, body: { detail: 'Interne fout' } }));
    openDossier();
    const dialog = await screen.findByRole('dialog', { name: 'Uw toegang is verlopen!' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Vraag verlenging aan' }));

    expect(await screen.findByText('Kon verlenging niet aanvragen')).toBeTruthy();
    expect(within(dialog).queryByRole('status')).toBeNull();
  });

  it('covers the open dossier when its expiry passes on screen, and makes what is under it inert', async () => {
    access = { ...access, valid: true, expires_at: new Date(Date.now() + 1500).toISOString() };
    await openValidDossier();
    expect(overlay()).toBeNull();
    // The server's own answer once the moment has passed.
    access = { ...access, valid: false, expires_at: access.expires_at };

    await screen.findByRole('dialog', { name: 'Uw toegang is verlopen!' }, { timeout: 4000 });
    const heading = screen.getByText('Levering hal B', { selector: 'h1' });
    expect(heading.closest('[inert]')).not.toBeNull();
    expect(fakes.api.requestsTo('GET', VALIDATE).length).toBeGreaterThanOrEqual(2);
  });

  it('ends with an access_changed frame, and a renewal brings the dossier and a fresh chat back without a reload', async () => {
    await openValidDossier();
    act(() => FakeWebSocket.latest().receive(accessFrame(false, inMinutes(-1))));
    access = { ...access, valid: false, expires_at: inMinutes(-1) };
    await screen.findByRole('dialog', { name: 'Uw toegang is verlopen!' });

    // Meanwhile the inviting side writes; the guest hears nothing of it until the renewal.
    stored.push(chatMessage(2, { message: 'Verlenging verleend, welkom terug' }));
    access = { ...access, valid: true, expires_at: inMinutes(60 * 24 * 30) };
    const historyBefore = fakes.api.requestsTo('GET', MESSAGES_PATH).length;
    act(() => FakeWebSocket.latest().receive(accessFrame(true, access.expires_at)));

    await waitFor(() => expect(overlay()).toBeNull());
    await waitFor(() => expect(chatSays('Verlenging verleend, welkom terug')).not.toBeNull());
    expect(fakes.api.requestsTo('GET', MESSAGES_PATH).length).toBeGreaterThan(historyBefore);
    expect(screen.getByText('Levering hal B', { selector: 'h1' }).closest('[inert]')).toBeNull();
  });

  it('checks again when a call about the dossier is refused (403), and shows the overlay when access is over', async () => {
    await openValidDossier();
    access = { ...access, valid: false, expires_at: inMinutes(-1) };
    fakes.api.on('POST', MESSAGES_PATH, () => ({ status: 403, body: { detail: 'Toegang verlopen' } }));
    const checksBefore = fakes.api.requestsTo('GET', VALIDATE).length;

    fireEvent.change(screen.getByRole('textbox', { name: 'Bericht' }), {
      target: { value: 'Nog één vraag' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Verzend' }));

    await screen.findByRole('dialog', { name: 'Uw toegang is verlopen!' });
    expect(fakes.api.requestsTo('GET', VALIDATE).length).toBe(checksBefore + 1);
  });

  it('ignores frames about another dossier', async () => {
    await openValidDossier();
    act(() =>
      FakeWebSocket.latest().receive({
        ...accessFrame(false, null),
        dossier_id: `dossier:${ids.otherDossier}`,
      }),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(overlay()).toBeNull();
  });

  it('is never checked for a member of a client company', async () => {
    fakes.api.on('GET', '/api/v1/users/me', () => user());
    openDossier();
    await screen.findByRole('heading', { level: 1, name: 'Levering hal B' });
    expect(fakes.api.requestsTo('GET', VALIDATE)).toHaveLength(0);
    expect(overlay()).toBeNull();
  });
});
