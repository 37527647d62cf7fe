// @vitest-environment happy-dom
import type { DocumentResponse, MessageResponse } from '@dossier/contract';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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

function openDossier() {
  renderSignedIn(
    <Routes>
      <Route path="/app/dossier/:dossierId" element={<DossierPage />} />
    </Routes>,
    { path: `/app/dossier/${ids.dossier}` },
  );
}

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
    await screen.findByRole('log', { name: 'Chat' });
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
    const log = await screen.findByRole('log', { name: 'Chat' });
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
    await waitFor(() => expect(within(log).getByText(/Document toegevoegd: pakbon\.pdf/)).toBeTruthy());
  });
});

describe('the invoices of the dossier screen (issue 21, item 9)', () => {
  it("sit under 'Facturen' beside the documents, and follow the buyer's answer live", async () => {
    openDossier();
    await screen.findByRole('log', { name: 'Chat' });
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
    await screen.findByRole('log', { name: 'Chat' });
    await userEvent.click(await screen.findByRole('button', { name: 'Documenten' }));
    const drawer = await screen.findByRole('dialog', { name: 'Documenten' });
    expect(within(drawer).queryByRole('tab', { name: 'Facturen' })).toBeNull();
  });
});
