// @vitest-environment happy-dom
import type { DocumentResponse, MessageResponse } from '@dossier/contract';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  chatMessage,
  counterparty,
  documentFrame,
  documentOf,
  dossierOf,
  ids,
  invoiceOf,
  theirDocumentOf,
  user,
} from '../test-support/factories.ts';
import { MESSAGES_PATH, messagePageOf } from '../test-support/fake-api.ts';
import { FakeWebSocket } from '../test-support/fake-web-socket.ts';
import { findChatLog } from '../test-support/lazy-parts.ts';
import { renderSignedIn, setUpSignedInFakes } from '../test-support/render-signed-in.tsx';
import { DossierPage } from './dossier-page.tsx';

const fakes = setUpSignedInFakes();
const dossier = dossierOf();
let messages: MessageResponse[];
let documents: DocumentResponse[];

beforeEach(() => {
  messages = [chatMessage(1, { message: 'Welkom' })];
  documents = [documentOf(1, { filename: 'offerte.pdf' })];
  fakes.api
    .on('GET', '/api/v1/users/me', () => user())
    .on('GET', '/api/v1/dossiers/:id', () => dossier)
    .on('GET', '/api/v1/dossiers/:id/data', () => ({ ...dossier, users: [] }))
    .on('POST', '/api/v1/dossiers/:id/read-status', () => ({ dossier_id: ids.dossier, read_seq: 1 }))
    .on('GET', MESSAGES_PATH, (request) => messagePageOf(messages, request.query))
    .on('GET', '/api/v1/dossiers/:id/documents', () => documents)
    .on('GET', '/api/v1/dossiers/:id/invoices', () => [invoiceOf(1)])
    .on('GET', '/api/v1/companies/:id/billing', () => ({ status: 404, body: { detail: 'Not found' } }));
});

afterEach(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 0));
});

/** Shows where the app is, as the address bar would. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Adres">{`${pathname}${search}`}</output>;
}

function openDossier(query = '') {
  renderSignedIn(
    <>
      <Routes>
        <Route path="/app/dossier/:dossierId" element={<DossierPage />} />
      </Routes>
      <Address />
    </>,
    { path: `/app/dossier/${ids.dossier}${query}` },
  );
}

const address = () => screen.getByRole('status', { name: 'Adres' }).textContent;

/**
 * The documents in the drawer that the header's button opens (happy-dom's 1024 px is below lg); in a dossier of two
 * companies the invoices are beside them, under their own tab.
 */
async function openDocumentsDrawer() {
  await userEvent.click(await screen.findByRole('button', { name: 'Documenten en facturen' }));
  return screen.findByRole('dialog', { name: 'Documenten en facturen' });
}

describe('the documents of the dossier screen', () => {
  it('sit beside the chat on wide screens; on smaller ones a header button opens them in a drawer', async () => {
    openDossier();
    await findChatLog();
    // Below the lg breakpoint the side panel is hidden (Mantine's visibleFrom), so only the drawer offers them.
    const aside = document.querySelector('aside[aria-label="Documenten en facturen"]');
    expect(aside?.className).toContain('mantine-visible-from-lg');
    expect(aside && getComputedStyle(aside).display).toBe('none');

    const drawer = await openDocumentsDrawer();
    expect(within(drawer).getByRole('button', { name: 'Upload document' })).toBeTruthy();
    expect(within(drawer).getByRole('region', { name: 'Mijn Documenten' })).toBeTruthy();
    expect(await within(drawer).findByRole('button', { name: 'offerte.pdf downloaden' })).toBeTruthy();
  });

  it("show the counterparty's upload live, in the list and as a line in the chat", async () => {
    openDossier();
    const log = await findChatLog();
    await within(log).findByText('Welkom');
    const drawer = await openDocumentsDrawer();
    await within(drawer).findByRole('button', { name: 'offerte.pdf downloaden' });
    act(() => FakeWebSocket.latest().open());

    const added = theirDocumentOf(2, { filename: 'pakbon.pdf' });
    documents = [added, ...documents];
    const { type: _type, document_item: _item, ...message } = documentFrame('document_added', added, 2);
    messages = [...messages, message];
    act(() => FakeWebSocket.latest().receive(documentFrame('document_added', added, 2)));

    const theirs = within(drawer).getByRole('region', { name: `Documenten van ${counterparty.name}` });
    expect(await within(theirs).findByRole('button', { name: 'pakbon.pdf downloaden' })).toBeTruthy();
    // The line names the document, its file name a link to it (issue 25).
    const line = await within(log).findByRole('link', { name: 'pakbon.pdf openen' });
    expect(line.closest('li')?.textContent).toContain('Document toegevoegd: pakbon.pdf');
  });
});

describe('the invoices of the dossier screen (issue 21, item 9)', () => {
  it("sit under 'Facturen' beside the documents, and follow the buyer's answer live", async () => {
    openDossier();
    await findChatLog();
    const drawer = await openDocumentsDrawer();
    act(() => FakeWebSocket.latest().open());
    await userEvent.click(within(drawer).getByRole('tab', { name: 'Facturen' }));
    const row = await within(drawer).findByRole('button', { name: 'BV2026-0001 openen' });
    expect(within(row).getByText('Verstuurd')).toBeTruthy();
    expect(within(row).getByText('€ 1.210,00')).toBeTruthy();
    expect(within(drawer).getByText('Openstaand: € 1.210,00')).toBeTruthy();

    const paid = invoiceOf(1, { status: 'paid' });
    act(() =>
      FakeWebSocket.latest().receive({
        type: 'invoice_updated',
        dossier_id: `dossier:${ids.dossier}`,
        invoice: paid,
      }),
    );
    await waitFor(() => expect(within(row).getByText('Betaald')).toBeTruthy());
    expect(within(drawer).getByText('Niets openstaand')).toBeTruthy();
  });

  it('are not offered in an internal dossier: it has no second company to invoice', async () => {
    fakes.api.on('GET', '/api/v1/dossiers/:id', () => dossierOf({ companies: [dossier.companies[0]!] }));
    openDossier();
    await findChatLog();
    await userEvent.click(await screen.findByRole('button', { name: 'Documenten' }));
    const drawer = await screen.findByRole('dialog', { name: 'Documenten' });
    expect(within(drawer).queryByRole('tab', { name: 'Facturen' })).toBeNull();
  });
});

/** GET /api/v1/documents/{id}/download: a signed URL on the fake file host, for the disposition asked. */
function serveSignedUrls() {
  fakes.api.on('GET', '/api/v1/documents/:id/download', (request) => ({
    signed_url: `http://files.test/${request.path.split('/')[4]}?disposition=${request.query.get('disposition')}`,
    expires_at: new Date(Date.now() + 300_000).toISOString(),
    disposition: request.query.get('disposition'),
  }));
  // The file behind it (a PDF's preview asks it once beside its frame: preview-modal.tsx).
  fakes.api.on('GET', '/:key', () => new Response('%PDF-1.4', { status: 200 }));
}

describe('a link into the dossier (a search hit, issue 22)', () => {
  it('opens the preview of ?document=, and forgets the link when it closes', async () => {
    documents = [
      documentOf(1, { filename: 'offerte.pdf' }),
      documentOf(2, { filename: 'Bouwtekening-v2.pdf' }),
    ];
    serveSignedUrls();
    openDossier(`?document=${documents[1].id}`);
    const preview = await screen.findByRole('dialog', { name: 'Bouwtekening-v2.pdf' });
    await waitFor(() =>
      expect(preview.querySelector('iframe')?.getAttribute('src')).toBe(
        `http://files.test/${documents[1].id}?disposition=inline`,
      ),
    );

    await userEvent.click(within(preview).getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bouwtekening-v2.pdf' })).toBeNull());
    expect(address()).toBe(`/app/dossier/${ids.dossier}`);
    // One preview, though the documents panel is in the page twice (beside the chat, and its drawer's copy).
    expect(screen.queryAllByRole('dialog')).toHaveLength(0);
  });

  it('downloads a document of ?document= that cannot be shown in the app, and forgets the link', async () => {
    const sheet = theirDocumentOf(3, { filename: 'prijslijst.xlsx', previewable: false });
    documents = [sheet];
    const fileRequests: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).startsWith('http://files.test/')) return fakes.api.fetch(input, init);
      fileRequests.push(String(input));
      return new Response(new Uint8Array([1, 2, 3]), { status: 200 });
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://app.test/1');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    serveSignedUrls();

    openDossier(`?document=${sheet.id}`);
    await waitFor(() =>
      expect(fileRequests).toEqual([`http://files.test/${sheet.id}?disposition=attachment`]),
    );
    await waitFor(() => expect(address()).toBe(`/app/dossier/${ids.dossier}`));
    expect(screen.queryByRole('dialog')).toBeNull();
    vi.restoreAllMocks();
  });

  it("opens the preview from the chat's 'Document toegevoegd' line, and downloads what cannot be shown (issue 25)", async () => {
    const drawing = documentOf(2, { filename: 'Bouwtekening-v3.pdf' });
    const sheet = theirDocumentOf(3, { filename: 'meetstaat.xlsx', previewable: false });
    documents = [sheet, drawing, ...documents];
    messages = [
      ...messages,
      ...[drawing, sheet].map((document, index) => {
        const {
          type: _type,
          document_item: _item,
          ...line
        } = documentFrame('document_added', document, index + 2);
        return line;
      }),
    ];
    const fileRequests: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).startsWith('http://files.test/')) return fakes.api.fetch(input, init);
      fileRequests.push(String(input));
      return new Response(new Uint8Array([1, 2, 3]), { status: 200 });
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://app.test/1');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    serveSignedUrls();
    openDossier();
    const log = await findChatLog();

    await userEvent.click(await within(log).findByRole('link', { name: 'Bouwtekening-v3.pdf openen' }));
    const preview = await screen.findByRole('dialog', { name: 'Bouwtekening-v3.pdf' });
    await waitFor(() =>
      expect(preview.querySelector('iframe')?.getAttribute('src')).toBe(
        `http://files.test/${drawing.id}?disposition=inline`,
      ),
    );
    await userEvent.click(within(preview).getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(address()).toBe(`/app/dossier/${ids.dossier}`);

    await userEvent.click(within(log).getByRole('link', { name: 'meetstaat.xlsx openen' }));
    await waitFor(() =>
      expect(fileRequests).toEqual([
        // The PDF preview's check of its inline URL (preview-modal.tsx), then the spreadsheet's download.
        `http://files.test/${drawing.id}?disposition=inline`,
        `http://files.test/${sheet.id}?disposition=attachment`,
      ]),
    );
    await waitFor(() => expect(address()).toBe(`/app/dossier/${ids.dossier}`));
    expect(screen.queryByRole('dialog')).toBeNull();
    vi.restoreAllMocks();
  });

  it('forgets a ?document= the dossier does not hold', async () => {
    openDossier('?document=00000000-0000-4000-8000-000000009999');
    await findChatLog();
    await waitFor(() => expect(address()).toBe(`/app/dossier/${ids.dossier}`));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the chat at the message of ?bericht=, highlighted', async () => {
    messages = [
      chatMessage(1, { message: 'Welkom' }),
      chatMessage(2, { message: 'De zonnepanelen komen dinsdag' }),
    ];
    openDossier(`?bericht=${messages[1].id}`);
    const log = await findChatLog();
    await waitFor(() =>
      expect(log.querySelector('li[data-highlighted="true"]')?.textContent).toContain(
        'De zonnepanelen komen dinsdag',
      ),
    );
    expect(address()).toBe(`/app/dossier/${ids.dossier}?bericht=${messages[1].id}`);
  });
});
