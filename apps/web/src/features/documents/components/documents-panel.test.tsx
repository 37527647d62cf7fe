// @vitest-environment happy-dom
import { type DocumentResponse, type DossierResponse, documentContentTypes } from '@dossier/contract';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../lib/toast-host.tsx';
import {
  counterparty,
  documentFrame,
  documentOf,
  dossierOf,
  ids,
  theirDocumentOf,
  user,
} from '../../../test-support/factories.ts';
import { FakeWebSocket } from '../../../test-support/fake-web-socket.ts';
import { renderSignedIn, setUpSignedInFakes } from '../../../test-support/render-signed-in.tsx';
import { DocumentsPanel } from './documents-panel.tsx';

const fakes = setUpSignedInFakes();
const LIST = '/api/v1/dossiers/:id/documents';
const LINK = '/api/v1/documents/:id/download';
const me = user();

/** The documents the fake server holds; a test changes it as the server would. */
let stored: DocumentResponse[];

const signedUrl = (documentId: string, disposition: string) =>
  `http://files.test/api/v1/files/${documentId}?disposition=${disposition}&signature=abc`;

beforeEach(() => {
  stored = [];
  fakes.api
    .on('GET', LIST, () => stored)
    .on('GET', LINK, (request) => {
      const documentId = request.path.split('/')[4];
      const disposition = request.query.get('disposition') ?? 'attachment';
      return {
        signed_url: signedUrl(documentId, disposition),
        expires_at: new Date(Date.now() + 300_000).toISOString(),
        disposition,
      };
    })
    // The file behind it (a PDF's preview asks it once beside its frame: preview-modal.tsx).
    .on('GET', '/api/v1/files/:id', () => new Response('%PDF-1.4', { status: 200 }));
});

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  const { notifications } = await import('@mantine/notifications');
  act(() => notifications.clean());
});

function showPanel(dossier: DossierResponse = dossierOf()) {
  return renderSignedIn(
    <>
      <ToastHost />
      <DocumentsPanel dossier={dossier} viewer={me} />
    </>,
  );
}

const section = (name: string | RegExp) => screen.getByRole('region', { name });
const rowNames = (name: string | RegExp) =>
  within(section(name))
    .queryAllByRole('listitem')
    .map((row) => row.getAttribute('data-document-id'));

describe('the documents side panel (SPEC.md section 2)', () => {
  it("lists the own company's documents under 'Mijn Documenten' with download and delete, the counterparty's with download only", async () => {
    stored = [
      documentOf(2, { filename: 'werktekening.pdf' }),
      theirDocumentOf(1, {
        filename: 'pakbon.xlsx',
        content_type: documentContentTypes.xlsx,
        previewable: false,
      }),
    ];
    showPanel();

    const mine = await screen.findByRole('region', { name: 'Mijn Documenten' });
    expect(rowNames('Mijn Documenten')).toEqual([stored[0].id]);
    expect(within(mine).getByRole('button', { name: 'werktekening.pdf downloaden' })).toBeTruthy();
    expect(within(mine).getByRole('button', { name: 'werktekening.pdf verwijderen' })).toBeTruthy();
    expect(within(mine).getByText(/12,3 KB/)).toBeTruthy();

    const theirs = section(`Documenten van ${counterparty.name}`);
    expect(rowNames(`Documenten van ${counterparty.name}`)).toEqual([stored[1].id]);
    expect(within(theirs).getByRole('button', { name: 'pakbon.xlsx downloaden' })).toBeTruthy();
    expect(within(theirs).queryByRole('button', { name: /verwijderen/ })).toBeNull();
    // Only PDFs and images open in the app.
    expect(within(mine).getByRole('button', { name: 'werktekening.pdf bekijken' })).toBeTruthy();
    expect(within(theirs).queryByRole('button', { name: 'pakbon.xlsx bekijken' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload document' })).toBeTruthy();
  });

  it("shows no counterparty list for an internal dossier, and 'Nog geen documenten.' while there are none", async () => {
    const internal = dossierOf({
      counterparty_names: ['Intern dossier'],
      companies: [{ id: ids.company, name: 'Bouwbedrijf De Vries', is_meru_client: true }],
    });
    showPanel(internal);

    const mine = await screen.findByRole('region', { name: 'Mijn Documenten' });
    expect(within(mine).getByText('Nog geen documenten.')).toBeTruthy();
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.queryByText(/Documenten van/)).toBeNull();
  });

  it("shows 'Nog geen documenten.' in both lists of a shared dossier without documents", async () => {
    showPanel();
    await screen.findByRole('region', { name: 'Mijn Documenten' });
    expect(within(section('Mijn Documenten')).getByText('Nog geen documenten.')).toBeTruthy();
    expect(
      within(section(`Documenten van ${counterparty.name}`)).getByText('Nog geen documenten.'),
    ).toBeTruthy();
  });

  it('offers no upload and no delete in a closed dossier', async () => {
    stored = [documentOf(1)];
    showPanel(dossierOf({ status: 'closed' }));
    const mine = await screen.findByRole('region', { name: 'Mijn Documenten' });
    await within(mine).findByRole('button', { name: 'offerte-1.pdf downloaden' });
    expect(within(mine).queryByRole('button', { name: 'offerte-1.pdf verwijderen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload document' })).toBeNull();
  });

  it('says so when the list cannot be loaded, and tries again on request', async () => {
    let fail = true;
    fakes.api.on('GET', LIST, () => (fail ? { status: 500, body: { detail: 'kapot' } } : [documentOf(1)]));
    showPanel();
    expect((await screen.findByRole('alert')).textContent).toContain('Kon de documenten niet laden.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('button', { name: 'offerte-1.pdf downloaden' })).toBeTruthy();
  });
});

describe('live updates of the lists (SPEC.md section 4)', () => {
  it("adds the counterparty's upload and drops a removed document on a live event, without a reload", async () => {
    stored = [documentOf(1, { filename: 'offerte.pdf' })];
    showPanel();
    await screen.findByRole('button', { name: 'offerte.pdf downloaden' });
    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    await waitFor(() => expect(fakes.api.requestsTo('GET', LIST)).toHaveLength(2));

    // The counterparty uploads: the frame carries the document as the list shows it, so no list is fetched.
    const added = theirDocumentOf(2, { filename: 'factuur.pdf' });
    stored = [added, ...stored];
    act(() => socket.receive(documentFrame('document_added', added, 5)));
    const theirs = section(`Documenten van ${counterparty.name}`);
    expect(await within(theirs).findByRole('button', { name: 'factuur.pdf downloaden' })).toBeTruthy();
    expect(fakes.api.requestsTo('GET', LIST)).toHaveLength(2);

    // A colleague deletes our document: it leaves the list at once, with no further request.
    const [, removed] = stored;
    stored = [added];
    act(() => socket.receive(documentFrame('document_removed', removed, 6)));
    await waitFor(() =>
      expect(within(section('Mijn Documenten')).getByText('Nog geen documenten.')).toBeTruthy(),
    );
    expect(fakes.api.requestsTo('GET', LIST)).toHaveLength(2);
  });

  it("ignores another dossier's document events", async () => {
    showPanel();
    await screen.findByRole('region', { name: 'Mijn Documenten' });
    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    await waitFor(() => expect(fakes.api.requestsTo('GET', LIST)).toHaveLength(2));
    const elsewhere = {
      ...documentFrame('document_added', theirDocumentOf(3), 4),
      dossier_id: `dossier:${ids.otherDossier}`,
    };
    act(() => socket.receive(elsewhere));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: 'offerte-3.pdf downloaden' })).toBeNull();
    expect(fakes.api.requestsTo('GET', LIST)).toHaveLength(2);
  });
});

describe('document actions', () => {
  it("deletes an own document after confirmation: DELETE /documents/{docId}/{dossierId}, 'Verwijderd'", async () => {
    stored = [documentOf(1, { filename: 'offerte.pdf' })];
    fakes.api.on('DELETE', '/api/v1/documents/:docId/:dossierId', () => ({ status: 204 }));
    showPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'offerte.pdf verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Document verwijderen?' });
    expect(dialog.textContent).toContain('offerte.pdf verdwijnt voor iedereen in dit dossier.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));

    expect(await screen.findByText('Verwijderd')).toBeTruthy();
    expect(fakes.api.requestsTo('DELETE', '/api/v1/documents/:docId/:dossierId').map((r) => r.path)).toEqual([
      `/api/v1/documents/${stored[0].id}/${ids.dossier}`,
    ]);
    await waitFor(() =>
      expect(within(section('Mijn Documenten')).getByText('Nog geen documenten.')).toBeTruthy(),
    );
  });

  it("says 'Verwijeren mislukt' when the server refuses, and keeps the document", async () => {
    stored = [documentOf(1, { filename: 'offerte.pdf' })];
    fakes.api.on('DELETE', '/api/v1/documents/:docId/:dossierId', () => ({
      status: 409,
      body: { detail: 'Gesloten' },
    }));
    showPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'offerte.pdf verwijderen' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Document verwijderen?' })).getByRole('button', {
        name: 'Verwijderen',
      }),
    );
    expect(await screen.findByText('Verwijeren mislukt')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'offerte.pdf downloaden' })).toBeTruthy();
  });

  it("downloads through the attachment URL and saves the bytes under the original name: 'Download gestart'", async () => {
    const document = theirDocumentOf(1, { filename: 'prijslijst 2026.xlsx', previewable: false });
    stored = [document];
    const bytes = new Uint8Array([80, 75, 3, 4, 1, 2, 3]);
    const fileRequests: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (!url.startsWith('http://files.test/')) return fakes.api.fetch(input, init);
      fileRequests.push(`${url} credentials=${init?.credentials}`);
      return new Response(bytes, { status: 200 });
    });
    const saved: { name: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://app.test/1');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);

    showPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'prijslijst 2026.xlsx downloaden' }));

    expect(await screen.findByText('Download gestart')).toBeTruthy();
    expect(fakes.api.requestsTo('GET', LINK)[0].query.get('disposition')).toBe('attachment');
    expect(fileRequests).toEqual([`${signedUrl(document.id, 'attachment')} credentials=omit`]);
    expect(saved).toEqual([{ name: 'prijslijst 2026.xlsx', href: 'blob:http://app.test/1' }]);
    const blob = createObjectURL.mock.calls[0][0] as Blob;
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
  });

  it("says 'Download mislukt' when the signed URL refuses (expired or altered)", async () => {
    stored = [documentOf(1, { filename: 'offerte.pdf' })];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith('http://files.test/')
        ? new Response('Forbidden', { status: 403 })
        : fakes.api.fetch(input, init),
    );
    showPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'offerte.pdf downloaden' }));
    expect(await screen.findByText('Download mislukt')).toBeTruthy();
  });

  it('opens a PDF in the app on its inline URL, and an image as a picture', async () => {
    stored = [
      documentOf(1, { filename: 'tekening.pdf' }),
      theirDocumentOf(2, { filename: 'foto.png', content_type: 'image/png' }),
    ];
    showPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'tekening.pdf bekijken' }));
    const pdf = await screen.findByRole('dialog', { name: 'tekening.pdf' });
    const frame = await waitFor(() => {
      const found = pdf.querySelector('iframe');
      if (!found) throw new Error('no viewer yet');
      return found;
    });
    expect(frame.getAttribute('src')).toBe(signedUrl(stored[0].id, 'inline'));
    expect(frame.getAttribute('title')).toBe('tekening.pdf');
    await userEvent.click(within(pdf).getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'tekening.pdf' })).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'foto.png bekijken' }));
    const image = await screen.findByRole('dialog', { name: 'foto.png' });
    expect((await within(image).findByRole('img', { name: 'foto.png' })).getAttribute('src')).toBe(
      signedUrl(stored[1].id, 'inline'),
    );
  });

  it('closes a preview when its document is removed meanwhile', async () => {
    stored = [theirDocumentOf(1, { filename: 'tekening.pdf' })];
    showPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'tekening.pdf bekijken' }));
    await screen.findByRole('dialog', { name: 'tekening.pdf' });
    act(() => FakeWebSocket.latest().open());
    const [removed] = stored;
    stored = [];
    act(() => FakeWebSocket.latest().receive(documentFrame('document_removed', removed, 3)));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'tekening.pdf' })).toBeNull());
  });

  it('shows a thumbnail of an image once its row is in view; other kinds keep their icon', async () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe(target: Element) {
          this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    stored = [
      theirDocumentOf(1, { filename: 'foto.jpg', content_type: 'image/jpeg' }),
      documentOf(2, { filename: 'offerte.pdf' }),
    ];
    const { container } = showPanel();
    await waitFor(() => expect(container.querySelectorAll('img[data-thumbnail]')).toHaveLength(1));
    const thumbnail = container.querySelector('img[data-thumbnail]');
    expect(thumbnail?.getAttribute('src')).toBe(signedUrl(stored[0].id, 'inline'));
    expect(thumbnail?.getAttribute('loading')).toBe('lazy');
    expect(fakes.api.requestsTo('GET', LINK).map((request) => request.path)).toEqual([
      `/api/v1/documents/${stored[0].id}/download`,
    ]);
  });
});
