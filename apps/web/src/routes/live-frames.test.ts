import { dossierChannel, type MessageResponse } from '@dossier/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { chatKeys } from '../features/chat/api/query-keys.ts';
import { getDocuments } from '../features/documents/api/get-documents.ts';
import { dossierKeys } from '../features/dossiers/api/query-keys.ts';
import { getInvoices } from '../features/invoices/api/get-invoices.ts';
import { invoiceKeys } from '../features/invoices/api/query-keys.ts';
import {
  chatMessage,
  counterparty,
  documentOf,
  ids,
  invoiceOf,
  theirDocumentOf,
  uuidFor,
} from '../test-support/factories.ts';
import {
  cachedChat,
  deliver,
  fillCache,
  freshChat,
  isInvalidated,
  NOW,
  type ServerState,
  setUpLiveFrameFixture,
} from '../test-support/live-frame-fixture.ts';

/**
 * Zulip's verify_action for the frames that store a message, and typing: start from a cache filled by the web's
 * own fetches, let the server change, apply the frames that change sends, and the cache holds what a fresh fetch
 * answers now (SPEC.md section 4). Sidebar and dossier frames: live-dossier-frames.test.ts.
 */
const OPEN = ids.dossier;
const QUIET = '0b5c6d7e-1f2a-4b3c-8d4e-5f6a7b8c9d0e';
const LATER = '2026-11-22T11:00:00.000Z';
const ME = { sender_id: ids.me, sender_name: 'Anna de Vries', sender_email: 'anna@bouw.test' };

/** Message `seq` of a dossier, said by the colleague unless overridden; ids differ between dossiers. */
const said = (dossierId: string, seq: number, overrides: Partial<MessageResponse> = {}) =>
  chatMessage(seq, {
    id: (dossierId === OPEN ? 1000 : 2000) + seq,
    dossier_id: dossierChannel(dossierId),
    ...overrides,
  });
const history = (dossierId: string) => [1, 2, 3, 4, 5].map((seq) => said(dossierId, seq));
/** The server's frame of a stored message: the message whole, with its event type. */
const frameOf = (
  message: MessageResponse,
  type = message.message_type === 'user' ? 'chat_message' : 'system',
) => ({
  type,
  ...message,
});

let server: ServerState;
const fixture = setUpLiveFrameFixture(() => server);

beforeEach(async () => {
  server = {
    sidebar: [],
    messages: { [OPEN]: history(OPEN), [QUIET]: history(QUIET) },
    documents: [documentOf(1)],
    invoices: [invoiceOf(1)],
    access: {
      valid: true,
      expires_at: '2026-12-01T00:00:00.000Z',
      invited_by: { name: 'Anna de Vries', company_name: 'Bouwbedrijf De Vries' },
      needs_name: false,
    },
  };
  await fillCache(fixture.cache, [OPEN, QUIET]);
});

describe('message frames leave the cache as a fresh fetch finds it (verify_action)', () => {
  it('chat_message: the chat gains the message once, also when its frame comes twice', async () => {
    const message = said(QUIET, 6, { message: 'Vloer is gestort', created_at: LATER });
    // The reader has not opened that dossier since: a page fetched now flags the message unread (issue 24).
    server.messages[QUIET] = [...history(QUIET), { ...message, unread: true }];
    deliver(fixture.cache, frameOf(message), frameOf(message));
    expect(cachedChat(fixture.cache, QUIET)).toEqual(await freshChat(QUIET));
  });

  it('member_renamed: their messages, old and live, carry the new name as a fresh fetch does', async () => {
    const guest = { sender_id: uuidFor(99), sender_name: 'pieter', sender_email: 'pieter@extern.test' };
    const before = history(OPEN).map((message) => (message.seq === 3 ? { ...message, ...guest } : message));
    server.messages[OPEN] = before;
    fixture.cache.clear();
    await fillCache(fixture.cache, [OPEN, QUIET]);
    const live = said(OPEN, 6, { ...guest, created_at: LATER });
    deliver(fixture.cache, frameOf(live), {
      type: 'member_renamed',
      dossier_id: dossierChannel(OPEN),
      user_id: guest.sender_id,
      full_name: 'Pieter de Boer',
    });
    const renamed = { sender_name: 'Pieter de Boer' };
    server.messages[OPEN] = [
      ...before.map((message) => (message.seq === 3 ? { ...message, ...renamed } : message)),
      { ...live, ...renamed },
    ];
    expect(cachedChat(fixture.cache, OPEN)).toEqual(await freshChat(OPEN));
    expect(cachedChat(fixture.cache, OPEN).map((message) => message.sender_name)).toEqual([
      'Bram Jansen',
      'Bram Jansen',
      'Pieter de Boer',
      'Bram Jansen',
      'Bram Jansen',
      'Pieter de Boer',
    ]);
  });

  it('chat_message of a chat that is not in the cache starts nothing: it is fetched whole when opened', () => {
    const elsewhere = ids.otherDossier;
    deliver(fixture.cache, frameOf(said(elsewhere, 6, ME)));
    expect(fixture.cache.getQueryData(chatKeys.live(elsewhere))).toBeUndefined();
    expect(fixture.cache.getQueryData(chatKeys.history(elsewhere))).toBeUndefined();
  });

  it('system: the chat gains the line; the members and the users one may add are fetched again', async () => {
    const line = said(OPEN, 6, {
      message_type: 'system',
      message: 'Bram Jansen heeft Carla Bakker toegevoegd',
      created_at: LATER,
    });
    server.messages[OPEN] = [...history(OPEN), line];
    deliver(fixture.cache, frameOf(line));
    expect(cachedChat(fixture.cache, OPEN)).toEqual(await freshChat(OPEN));
    // The line does not say who the members are now: the dossier's data cannot be updated from it alone.
    expect(isInvalidated(fixture.cache, dossierKeys.data(OPEN))).toBe(true);
    expect(isInvalidated(fixture.cache, dossierKeys.availableUsers(OPEN))).toBe(true);
  });

  it("document_added: the counterparty's document joins the list as listed, without fetching it again", async () => {
    const added = theirDocumentOf(2, { filename: 'pakbon.pdf' });
    const line = said(OPEN, 6, {
      message_type: 'document_added',
      message: 'Document toegevoegd: pakbon.pdf',
      document_id: added.id,
      document: { id: added.id, filename: 'pakbon.pdf' },
      sender_id: counterparty.userId,
      sender_name: 'Carla Bakker',
      created_at: LATER,
    });
    server.documents = [added, documentOf(1)];
    server.messages[OPEN] = [...history(OPEN), line];
    deliver(fixture.cache, { ...frameOf(line, 'document_added'), document_item: added });
    expect(fixture.api.requestsTo('GET', '/api/v1/dossiers/:id/documents')).toHaveLength(1);
    expect(fixture.cache.getQueryData(['documents', 'list', OPEN])).toEqual(await getDocuments(OPEN));
    expect(cachedChat(fixture.cache, OPEN)).toEqual(await freshChat(OPEN));
  });

  it("document_added of a new version (issue 25): it takes its document's row, as a fresh fetch lists it", async () => {
    const revised = { ...documentOf(1), version: 2, size: 20_480, created_at: LATER };
    const line = said(OPEN, 6, {
      ...ME,
      message_type: 'document_added',
      message: `Document toegevoegd: ${revised.filename} (versie 2)`,
      document_id: revised.id,
      document: { id: revised.id, filename: revised.filename },
      created_at: LATER,
    });
    server.documents = [revised];
    server.messages[OPEN] = [...history(OPEN), line];
    deliver(fixture.cache, { ...frameOf(line, 'document_added'), document_item: revised });
    expect(fixture.api.requestsTo('GET', '/api/v1/dossiers/:id/documents')).toHaveLength(1);
    expect(fixture.cache.getQueryData(['documents', 'list', OPEN])).toEqual(await getDocuments(OPEN));
  });

  it('document_removed: the document leaves the list', async () => {
    const removed = documentOf(1);
    const line = said(OPEN, 6, {
      ...ME,
      message_type: 'document_removed',
      message: `Document verwijderd: ${removed.filename}`,
      document_id: removed.id,
      document: { id: removed.id, filename: removed.filename },
      created_at: LATER,
    });
    server.documents = [];
    server.messages[OPEN] = [...history(OPEN), line];
    deliver(fixture.cache, frameOf(line, 'document_removed'));
    expect(fixture.cache.getQueryData(['documents', 'list', OPEN])).toEqual(await getDocuments(OPEN));
    expect(cachedChat(fixture.cache, OPEN)).toEqual(await freshChat(OPEN));
  });
});

describe('invoice frames leave the list as a fresh fetch finds it (verify_action, issue 21)', () => {
  const invoiceFrame = (invoice: ReturnType<typeof invoiceOf>) => ({
    type: 'invoice_updated',
    dossier_id: dossierChannel(invoice.dossier_id),
    invoice,
  });

  it('invoice_updated of a newly sent invoice: it joins the list first, without fetching again', async () => {
    const sent = invoiceOf(2, { created_at: LATER });
    server.invoices = [sent, invoiceOf(1)];
    deliver(fixture.cache, invoiceFrame(sent), invoiceFrame(sent));
    expect(fixture.api.requestsTo('GET', '/api/v1/dossiers/:id/invoices')).toHaveLength(1);
    expect(fixture.cache.getQueryData(invoiceKeys.list(OPEN))).toEqual(await getInvoices(OPEN));
  });

  it("invoice_updated of the buyer's answer: the invoice in the list takes its new status", async () => {
    const queried = invoiceOf(1, { status: 'under_query' });
    server.invoices = [queried];
    deliver(fixture.cache, invoiceFrame(queried));
    expect(fixture.cache.getQueryData(invoiceKeys.list(OPEN))).toEqual(await getInvoices(OPEN));
  });

  it('invoice_updated of a dossier whose list is not cached starts nothing', () => {
    deliver(fixture.cache, invoiceFrame(invoiceOf(3, { dossier_id: QUIET })));
    expect(fixture.cache.getQueryData(invoiceKeys.list(QUIET))).toBeUndefined();
  });
});

describe('typing frames (nothing to fetch: the expected state is written out)', () => {
  const typing = {
    type: 'typing',
    dossier_id: dossierChannel(OPEN),
    user_id: ids.colleague,
    user_name: 'Bram Jansen',
  };

  it('shows the typist for 5 seconds from the frame, and a message from them ends it at once', () => {
    deliver(fixture.cache, typing, typing);
    expect(fixture.cache.getQueryData(chatKeys.typing(OPEN))).toEqual([
      { user_id: ids.colleague, name: 'Bram Jansen', until: NOW + 5000 },
    ]);
    deliver(fixture.cache, frameOf(said(OPEN, 6)));
    expect(fixture.cache.getQueryData(chatKeys.typing(OPEN))).toEqual([]);
  });
});
