// @vitest-environment happy-dom
import type { CloseRequest, DossierResponse, MessageResponse } from '@dossier/contract';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../lib/toast-host.tsx';
import { chatMessage, counterparty, dossierOf, ids, user } from '../test-support/factories.ts';
import { MESSAGES_PATH, messagePageOf } from '../test-support/fake-api.ts';
import { FakeWebSocket } from '../test-support/fake-web-socket.ts';
import { findChatLog, findDossierMenuButton } from '../test-support/lazy-parts.ts';
import { renderSignedIn, setUpSignedInFakes } from '../test-support/render-signed-in.tsx';
import { DossierPage } from './dossier-page.tsx';

const fakes = setUpSignedInFakes();
const CANCEL = '/api/v1/dossiers/:id/cancel-close';
const CLOSE = '/api/v1/dossiers/:id/close';

/** Carla Bakker of the counterparty asked on 20 November 2026 (issue 24). */
const askedByThem: CloseRequest = {
  company_id: counterparty.companyId,
  company_name: counterparty.name,
  user_id: counterparty.userId,
  user_name: 'Carla Bakker',
  requested_at: '2026-11-20T10:00:00.000Z',
};
/** Anna de Vries, the signed-in user, asked for her company. */
const askedByMe: CloseRequest = {
  company_id: ids.company,
  company_name: 'Bouwbedrijf De Vries',
  user_id: ids.me,
  user_name: 'Anna de Vries',
  requested_at: '2026-11-21T09:00:00.000Z',
};
const waitingFor = (request: CloseRequest) => dossierOf({ status: 'close_request', close_request: request });

/** What the fake server holds: the dossier as GET answers it, and its messages. */
let dossier: DossierResponse;
let messages: MessageResponse[];

beforeEach(() => {
  // happy-dom never finishes a menu's opening transition: Mantine's focus trap finds nothing to focus and says so.
  const warn = console.warn;
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('use-focus-trap')) warn(...args);
  });
  messages = [chatMessage(1, { message: 'Welkom' })];
  fakes.api
    .on('GET', '/api/v1/users/me', () => user())
    .on('GET', '/api/v1/dossiers/:id', () => dossier)
    .on('GET', '/api/v1/dossiers/:id/data', () => ({ ...dossier, users: [] }))
    .on('POST', '/api/v1/dossiers/:id/read-status', () => ({ dossier_id: ids.dossier, read_seq: 1 }))
    .on('GET', MESSAGES_PATH, (request) => messagePageOf(messages, request.query))
    .on('GET', '/api/v1/dossiers/:id/documents', () => [])
    .on('GET', '/api/v1/dossiers/:id/notifications', () => ({ muted: false }))
    .on('GET', '/api/v1/dossiers/:id/invoices', () => [])
    .on('GET', '/api/v1/companies/:id/billing', () => ({ status: 404, body: { detail: 'Not found' } }))
    .on('POST', CANCEL, () => {
      dossier = { ...dossier, status: 'open', close_request: null };
      return dossier;
    })
    .on('POST', CLOSE, () => {
      dossier = { ...dossier, status: 'closed', close_request: null };
      return dossier;
    });
});

afterEach(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 0));
  vi.restoreAllMocks();
  const { notifications } = await import('@mantine/notifications');
  act(() => notifications.clean());
});

function openDossier() {
  renderSignedIn(
    <>
      <ToastHost />
      <Routes>
        <Route path="/app/dossier/:dossierId" element={<DossierPage />} />
      </Routes>
    </>,
    { path: `/app/dossier/${ids.dossier}` },
  );
}

const banner = () => screen.findByRole('region', { name: 'Sluitverzoek' });
const noBanner = () => screen.queryByRole('region', { name: 'Sluitverzoek' });

/** The dossier menu's items, by name. */
async function menuItems(): Promise<string[]> {
  await userEvent.click(await findDossierMenuButton());
  const menu = await screen.findByRole('menu', { hidden: true });
  return within(menu)
    .getAllByRole('menuitem', { hidden: true })
    .map((item) => item.textContent ?? '');
}

describe('a close request of the other company (issue 24)', () => {
  beforeEach(() => {
    dossier = waitingFor(askedByThem);
  });

  it("shows above the chat who asked and when, with 'Sluiten bevestigen' and 'Nog niet'", async () => {
    openDossier();
    const shown = await banner();
    expect(shown.textContent).toContain(
      'Carla Bakker (Staalhandel Bakker) heeft op 20-11-2026 gevraagd dit dossier te sluiten.',
    );
    expect(within(shown).getByRole('button', { name: 'Sluiten bevestigen' })).toBeTruthy();
    expect(within(shown).getByRole('button', { name: 'Nog niet' })).toBeTruthy();
    expect(within(shown).queryByRole('button', { name: 'Sluitverzoek intrekken' })).toBeNull();
    // Above the chat: the banner comes first in the chat's column.
    const log = await findChatLog();
    expect(shown.compareDocumentPosition(log) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("offers 'Sluiten bevestigen' in the dossier menu, not 'Sluitverzoek intrekken'", async () => {
    openDossier();
    const items = await menuItems();
    expect(items).toContain('Sluiten bevestigen');
    expect(items).not.toContain('Sluitverzoek intrekken');
    expect(items).not.toContain('Dossier sluiten');
  });

  it("'Nog niet' asks a reason (required, at most 500 characters), sends it, and the dossier is open again", async () => {
    openDossier();
    await userEvent.click(within(await banner()).getByRole('button', { name: 'Nog niet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nog niet sluiten' });
    expect(dialog.textContent).toContain(
      'Laat Staalhandel Bakker weten waarom het dossier nog open moet blijven.',
    );
    const reason = within(dialog).getByRole('textbox', { name: 'Reden' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Versturen' }));
    expect(await within(dialog).findByText('Geef een reden op')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');

    await userEvent.type(reason, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Versturen' }));
    expect(await within(dialog).findByText('Geef een reden op')).toBeTruthy();

    await userEvent.clear(reason);
    await userEvent.click(reason);
    await userEvent.paste('x'.repeat(501));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Versturen' }));
    expect(await within(dialog).findByText('De reden mag maximaal 500 tekens lang zijn')).toBeTruthy();
    expect(fakes.api.requestsTo('POST', CANCEL)).toHaveLength(0);

    await userEvent.clear(reason);
    await userEvent.type(reason, '  De laatste factuur is nog niet betaald. ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Versturen' }));

    expect(await screen.findByText('Het dossier blijft open')).toBeTruthy();
    expect(fakes.api.requestsTo('POST', CANCEL).map((request) => request.body)).toEqual([
      { reason: 'De laatste factuur is nog niet betaald.' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nog niet sluiten' })).toBeNull());
    await waitFor(() => expect(noBanner()).toBeNull());
    expect(screen.queryByText('Sluiten aangevraagd')).toBeNull();
  });

  it("keeps the reason dialog open and says so when 'Nog niet' fails", async () => {
    fakes.api.on('POST', CANCEL, () => ({ status: 500, body: { detail: 'kapot' } }));
    openDossier();
    await userEvent.click(within(await banner()).getByRole('button', { name: 'Nog niet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nog niet sluiten' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reden' }), 'Nog even wachten');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText('Versturen mislukt')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Nog niet sluiten' })).toBeTruthy();
  });

  it("'Sluiten bevestigen' closes the dossier after the question: 'Dossier gesloten'", async () => {
    openDossier();
    await userEvent.click(within(await banner()).getByRole('button', { name: 'Sluiten bevestigen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dossier sluiten?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sluiten bevestigen' }));
    expect(await screen.findByText('Dossier gesloten')).toBeTruthy();
    expect(fakes.api.requestsTo('POST', CLOSE)).toHaveLength(1);
    await waitFor(() => expect(noBanner()).toBeNull());
    expect(
      await screen.findByText('Dit dossier is gesloten. Er kunnen geen berichten meer worden geplaatst.'),
    ).toBeTruthy();
  });

  it("says 'Sluiten mislukt' when confirming fails", async () => {
    fakes.api.on('POST', CLOSE, () => ({ status: 500, body: { detail: 'kapot' } }));
    openDossier();
    await userEvent.click(within(await banner()).getByRole('button', { name: 'Sluiten bevestigen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dossier sluiten?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sluiten bevestigen' }));
    expect(await screen.findByText('Sluiten mislukt')).toBeTruthy();
  });
});

describe('a close request of the own company (issue 24)', () => {
  beforeEach(() => {
    dossier = waitingFor(askedByMe);
  });

  it('says, quieter, that the other company has to confirm, and withdraws without a reason', async () => {
    openDossier();
    const shown = await banner();
    expect(shown.textContent).toContain('Je hebt op 21-11-2026 gevraagd dit dossier te sluiten.');
    expect(shown.textContent).toContain('Staalhandel Bakker moet het sluiten nog bevestigen.');
    expect(within(shown).queryByRole('button', { name: 'Sluiten bevestigen' })).toBeNull();
    expect(within(shown).queryByRole('button', { name: 'Nog niet' })).toBeNull();

    await userEvent.click(within(shown).getByRole('button', { name: 'Sluitverzoek intrekken' }));
    expect(await screen.findByText('Sluitverzoek ingetrokken')).toBeTruthy();
    expect(fakes.api.requestsTo('POST', CANCEL).map((request) => request.body)).toEqual([{}]);
    await waitFor(() => expect(noBanner()).toBeNull());
  });

  it('names the colleague who asked', async () => {
    dossier = waitingFor({ ...askedByMe, user_id: ids.colleague, user_name: 'Bram Jansen' });
    openDossier();
    expect((await banner()).textContent).toContain(
      'Bram Jansen heeft op 21-11-2026 gevraagd dit dossier te sluiten.',
    );
  });

  it("offers 'Sluitverzoek intrekken' in the dossier menu, and no way to close it themselves", async () => {
    openDossier();
    const items = await menuItems();
    expect(items).toContain('Sluitverzoek intrekken');
    expect(items).not.toContain('Sluiten bevestigen');
    expect(items).not.toContain('Dossier sluiten');
    expect(items).not.toContain('Sluiten aanvragen');

    await userEvent.click(screen.getByRole('menuitem', { name: 'Sluitverzoek intrekken', hidden: true }));
    expect(await screen.findByText('Sluitverzoek ingetrokken')).toBeTruthy();
    expect(fakes.api.requestsTo('POST', CANCEL).map((request) => request.body)).toEqual([{}]);
  });
});

describe('the close request live (issue 24)', () => {
  it('appears and goes away with the dossier_update frames, without a reload of the page', async () => {
    dossier = dossierOf();
    openDossier();
    await findChatLog();
    act(() => FakeWebSocket.latest().open());
    expect(noBanner()).toBeNull();

    dossier = waitingFor(askedByThem);
    const update = { type: 'dossier_update', dossier_id: `dossier:${ids.dossier}`, status: 'close_request' };
    act(() => FakeWebSocket.latest().receive({ ...update, close_request: askedByThem }));
    expect((await banner()).textContent).toContain('Carla Bakker (Staalhandel Bakker)');

    dossier = dossierOf();
    act(() => FakeWebSocket.latest().receive({ ...update, status: 'open', close_request: null }));
    await waitFor(() => expect(noBanner()).toBeNull());
  });
});

describe('entering a dossier (SPEC.md section 4, issue 24)', () => {
  it("marks it read once the chat's first page came, so the page still says what was unread", async () => {
    dossier = dossierOf();
    openDossier();
    await waitFor(() =>
      expect(fakes.api.requestsTo('POST', '/api/v1/dossiers/:id/read-status')).toHaveLength(1),
    );
    const order = fakes.api.requests.map((request) => `${request.method} ${request.path}`);
    const firstPage = order.indexOf(`GET /api/v1/dossiers/${ids.dossier}/messages`);
    const markedRead = order.indexOf(`POST /api/v1/dossiers/${ids.dossier}/read-status`);
    expect(firstPage).toBeGreaterThanOrEqual(0);
    expect(markedRead).toBeGreaterThan(firstPage);
  });
});
