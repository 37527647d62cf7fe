// @vitest-environment happy-dom
import type { DocumentResponse, DocumentVersion } from '@dossier/contract';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../lib/toast-host.tsx';
import {
  documentFrame,
  documentOf,
  dossierOf,
  theirDocumentOf,
  user,
} from '../../../test-support/factories.ts';
import { FakeWebSocket } from '../../../test-support/fake-web-socket.ts';
import { renderSignedIn, setUpSignedInFakes } from '../../../test-support/render-signed-in.tsx';
import { DocumentsPanel } from './documents-panel.tsx';

/** Issue 25, item 4: a revised document says 'versie N' and opens its earlier versions. */

const fakes = setUpSignedInFakes();
const LIST = '/api/v1/dossiers/:id/documents';
const LINK = '/api/v1/documents/:id/download';
const VERSIONS = '/api/v1/documents/:id/versions';
const me = user();

let stored: DocumentResponse[];
let versions: DocumentVersion[];

const signedUrl = (documentId: string, disposition: string, version: string | null) =>
  `http://files.test/api/v1/files/${documentId}?disposition=${disposition}&v=${version ?? 'newest'}&signature=abc`;

const versionOf = (document: DocumentResponse, version: number, current = false): DocumentVersion => ({
  document_id: document.id,
  version,
  filename: document.filename,
  content_type: document.content_type,
  size: 1024 * version,
  sha256: String(version).repeat(64),
  created_at: new Date(Date.UTC(2026, 10, 20 + version, 9, 0)).toISOString(),
  uploader_id: document.uploader_id,
  uploader_name: version === 1 ? 'Bram Jansen' : 'Anna de Vries',
  previewable: document.previewable,
  current,
});

beforeEach(() => {
  stored = [];
  versions = [];
  fakes.api
    .on('GET', LIST, () => stored)
    .on('GET', VERSIONS, () => versions)
    .on('GET', LINK, (request) => {
      const documentId = request.path.split('/')[4];
      const disposition = request.query.get('disposition') ?? 'attachment';
      return {
        signed_url: signedUrl(documentId, disposition, request.query.get('version')),
        expires_at: new Date(Date.now() + 300_000).toISOString(),
        disposition,
      };
    });
});

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  const { notifications } = await import('@mantine/notifications');
  act(() => notifications.clean());
});

const showPanel = () =>
  renderSignedIn(
    <>
      <ToastHost />
      <DocumentsPanel dossier={dossierOf()} viewer={me} />
    </>,
  );

describe("a document's versions in the side panel", () => {
  it("shows 'versie N' from version 2 on, and loads the versions only when opened", async () => {
    const revised = documentOf(2, {
      filename: 'plattegrond-begane-grond-revisie-definitief.pdf',
      version: 3,
    });
    stored = [revised, documentOf(1, { filename: 'offerte.pdf' })];
    versions = [versionOf(revised, 3, true), versionOf(revised, 2), versionOf(revised, 1)];
    showPanel();

    const toggle = await screen.findByRole('button', {
      name: 'versie 3 van plattegrond-begane-grond-revisie-definitief.pdf, alle versies',
    });
    expect(toggle.textContent).toBe('versie 3');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: /^versie 1 van offerte\.pdf/ })).toBeNull();
    expect(screen.getByText('plattegrond-begane-grond-revisie-definitief.pdf').textContent).toBe(
      'plattegrond-begane-grond-revisie-definitief.pdf',
    );
    expect(fakes.api.requestsTo('GET', VERSIONS)).toHaveLength(0);

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = await screen.findByRole('list', {
      name: 'Versies van plattegrond-begane-grond-revisie-definitief.pdf',
    });
    const lines = within(list).getAllByRole('listitem');
    expect(lines.map((line) => line.getAttribute('data-version'))).toEqual(['3', '2', '1']);
    expect(lines[0]?.textContent).toContain('versie 3 · nieuwste');
    expect(lines[2]?.textContent).toContain('1 KB');
    expect(lines[2]?.textContent).toContain('21-11-2026');
    expect(lines[2]?.textContent).toContain('Bram Jansen');
    expect(fakes.api.requestsTo('GET', VERSIONS).map((request) => request.path)).toEqual([
      `/api/v1/documents/${revised.id}/versions`,
    ]);

    await userEvent.click(toggle);
    expect(screen.queryByRole('list', { name: /^Versies van/ })).toBeNull();
  });

  it("opens 'versie 1' in the preview on that version's inline link, titled with the version", async () => {
    const revised = theirDocumentOf(1, { filename: 'tekening.pdf', version: 2 });
    stored = [revised];
    versions = [versionOf(revised, 2, true), versionOf(revised, 1)];
    // The preview asks the PDF's URL once whether it serves (preview-modal.tsx): it does.
    const checked: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (!url.startsWith('http://files.test/')) return fakes.api.fetch(input, init);
      checked.push(url);
      return new Response('%PDF-1.4', { status: 200 });
    });
    showPanel();
    await userEvent.click(
      await screen.findByRole('button', { name: 'versie 2 van tekening.pdf, alle versies' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'versie 1 van tekening.pdf bekijken' }));

    const dialog = await screen.findByRole('dialog', { name: 'tekening.pdf (versie 1)' });
    const frame = await waitFor(() => {
      const found = dialog.querySelector('iframe');
      if (!found) throw new Error('no viewer yet');
      return found;
    });
    expect(frame.getAttribute('src')).toBe(signedUrl(revised.id, 'inline', '1'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The row itself shows the newest version.
    await userEvent.click(screen.getByRole('button', { name: 'tekening.pdf bekijken' }));
    const newest = await screen.findByRole('dialog', { name: 'tekening.pdf' });
    const newestFrame = await waitFor(() => {
      const found = newest.querySelector('iframe');
      if (!found) throw new Error('no viewer yet');
      return found;
    });
    expect(newestFrame.getAttribute('src')).toBe(signedUrl(revised.id, 'inline', '2'));
    expect(checked).toEqual([signedUrl(revised.id, 'inline', '1'), signedUrl(revised.id, 'inline', '2')]);
  });

  it('downloads an earlier version through its own attachment link, under its name', async () => {
    const revised = documentOf(1, { filename: 'bestek.docx', previewable: false, version: 2 });
    stored = [revised];
    versions = [versionOf(revised, 2, true), versionOf(revised, 1)];
    const fileRequests: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (!url.startsWith('http://files.test/')) return fakes.api.fetch(input, init);
      fileRequests.push(url);
      return new Response(new Uint8Array([1, 2, 3]), { status: 200 });
    });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://app.test/1');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    showPanel();

    await userEvent.click(
      await screen.findByRole('button', { name: 'versie 2 van bestek.docx, alle versies' }),
    );
    // Not previewable: the version's label is no button, its download is.
    await screen.findByRole('list', { name: 'Versies van bestek.docx' });
    expect(screen.queryByRole('button', { name: 'versie 1 van bestek.docx bekijken' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'versie 1 van bestek.docx downloaden' }));

    expect(await screen.findByText('Download gestart')).toBeTruthy();
    const [request] = fakes.api.requestsTo('GET', LINK);
    expect([request?.query.get('disposition'), request?.query.get('version')]).toEqual(['attachment', '1']);
    expect(fileRequests).toEqual([signedUrl(revised.id, 'attachment', '1')]);
    expect(saved).toEqual(['bestek.docx']);
  });

  it("says so when the versions cannot be loaded, and tries again on 'Opnieuw proberen'", async () => {
    const revised = documentOf(1, { filename: 'tekening.pdf', version: 2 });
    stored = [revised];
    let fail = true;
    fakes.api.on('GET', VERSIONS, () =>
      fail ? { status: 500, body: { detail: 'Fout' } } : [versionOf(revised, 2, true), versionOf(revised, 1)],
    );
    showPanel();
    await userEvent.click(
      await screen.findByRole('button', { name: 'versie 2 van tekening.pdf, alle versies' }),
    );
    expect(await screen.findByText('Kon de versies niet laden.', {}, { timeout: 5000 })).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('button', { name: 'versie 1 van tekening.pdf bekijken' })).toBeTruthy();
  });

  it("takes a new version from the live event: one row, 'versie 2', and open versions fetched again", async () => {
    const first = theirDocumentOf(1, { filename: 'planning.pdf' });
    stored = [first];
    versions = [versionOf(first, 1, true)];
    showPanel();
    await screen.findByRole('button', { name: 'planning.pdf downloaden' });
    expect(screen.queryByRole('button', { name: /alle versies/ })).toBeNull();
    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    await waitFor(() => expect(fakes.api.requestsTo('GET', LIST)).toHaveLength(2));

    const second: DocumentResponse = {
      ...first,
      version: 2,
      size: 2048,
      created_at: new Date(Date.UTC(2026, 10, 23, 9, 0)).toISOString(),
    };
    stored = [second];
    versions = [versionOf(first, 2, true), versionOf(first, 1)];
    act(() => socket.receive(documentFrame('document_added', second, 7)));

    const toggle = await screen.findByRole('button', { name: 'versie 2 van planning.pdf, alle versies' });
    expect(screen.getAllByRole('button', { name: 'planning.pdf downloaden' })).toHaveLength(1);
    expect(fakes.api.requestsTo('GET', LIST)).toHaveLength(2);
    await userEvent.click(toggle);
    const list = await screen.findByRole('list', { name: 'Versies van planning.pdf' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    // A third version while the list is open: it is fetched again.
    const third: DocumentResponse = { ...second, version: 3 };
    versions = [versionOf(first, 3, true), versionOf(first, 2), versionOf(first, 1)];
    act(() => socket.receive(documentFrame('document_added', third, 8)));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    // An older frame arriving late changes nothing.
    act(() => socket.receive(documentFrame('document_added', second, 7)));
    expect(
      await screen.findByRole('button', { name: 'versie 3 van planning.pdf, alle versies' }),
    ).toBeTruthy();
  });
});
