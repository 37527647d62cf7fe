// @vitest-environment happy-dom
import type { DocumentResponse } from '@dossier/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { documentOf, theirDocumentOf } from '../../../test-support/factories.ts';
import { renderSignedIn, setUpSignedInFakes } from '../../../test-support/render-signed-in.tsx';
import PreviewModal from './preview-modal.tsx';

const fakes = setUpSignedInFakes();
const LINK = '/api/v1/documents/:id/download';
const FILE = '/api/v1/files/dossiers/d1/:id';
/** The directory storage's signed URL: a path of the app, followed on whatever address the app is on. */
const signedPath = (documentId: string) =>
  `/api/v1/files/dossiers/d1/${documentId}?disposition=inline&signature=abc`;

const FAILED = 'Kon het voorbeeld niet laden.';
const DOWNLOAD_INSTEAD = 'Download het bestand om het te openen.';

let fileAnswer: () => Response;
beforeEach(() => {
  fileAnswer = () => new Response('%PDF-1.4', { status: 200 });
  fakes.api
    .on('GET', LINK, (request) => ({
      signed_url: signedPath(request.path.split('/')[4]),
      expires_at: new Date(Date.now() + 300_000).toISOString(),
      disposition: 'inline',
    }))
    .on('GET', FILE, () => fileAnswer());
});

function showPreview(document: DocumentResponse) {
  const onDownload = vi.fn();
  renderSignedIn(
    <PreviewModal document={document} downloading={false} onDownload={onDownload} onClose={() => {}} />,
  );
  return { onDownload, dialog: () => screen.getByRole('dialog', { name: document.filename }) };
}

/** The Dutch failure message in the dialog, with the dialog's way to download instead. */
async function expectFailureIn(dialog: HTMLElement) {
  const alert = await within(dialog).findByRole('alert');
  expect(alert.textContent).toContain(FAILED);
  expect(alert.textContent).toContain(DOWNLOAD_INSTEAD);
  expect(dialog.querySelector('iframe')).toBeNull();
  expect(within(dialog).queryByRole('img')).toBeNull();
}

describe('a preview that cannot be shown (issue 25)', () => {
  it('shows a PDF whose URL answers in the frame, asking the file once without credentials', async () => {
    const document = documentOf(1, { filename: 'tekening.pdf' });
    const { dialog } = showPreview(document);
    const frame = await waitFor(() => {
      const found = dialog().querySelector('iframe');
      if (!found) throw new Error('no viewer yet');
      return found;
    });
    expect(frame.getAttribute('src')).toBe(signedPath(document.id));
    await waitFor(() => expect(fakes.api.requestsTo('GET', FILE)).toHaveLength(1));
    expect(
      fakes.api.fetch.mock.calls.find(([input]) => String(input).startsWith('/api/v1/files/'))?.[1],
    ).toMatchObject({
      credentials: 'omit',
    });
    expect(within(dialog()).queryByRole('alert')).toBeNull();
  });

  it('says so in Dutch when the link call fails, and downloads instead from the dialog', async () => {
    fakes.api.on('GET', LINK, () => ({ status: 500, body: { detail: 'Interne fout' } }));
    const document = documentOf(1, { filename: 'offerte.pdf' });
    const { dialog, onDownload } = showPreview(document);
    await expectFailureIn(dialog());
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Downloaden' }));
    expect(onDownload).toHaveBeenCalledWith(document);
  });

  it('says so when the PDF behind the link refuses (expired, removed), instead of a silent frame', async () => {
    fileAnswer = () =>
      new Response('{"detail":"Deze downloadlink is verlopen of ongeldig"}', { status: 403 });
    const { dialog } = showPreview(documentOf(1, { filename: 'tekening.pdf' }));
    await expectFailureIn(dialog());
  });

  it('says so when the PDF behind the link does not answer at all (another address, offline)', async () => {
    const answering = fakes.api.fetch.getMockImplementation();
    fakes.api.fetch.mockImplementation(async (input, init) => {
      if (String(input).startsWith('/api/v1/files/')) throw new TypeError('Failed to fetch');
      return answering?.(input, init) as Promise<Response>;
    });
    const { dialog } = showPreview(documentOf(1, { filename: 'tekening.pdf' }));
    await expectFailureIn(dialog());
  });

  it('says so when an image does not load', async () => {
    const document = theirDocumentOf(2, { filename: 'foto.png', content_type: 'image/png' });
    const { dialog } = showPreview(document);
    const image = await within(dialog()).findByRole('img', { name: 'foto.png' });
    expect(image.getAttribute('src')).toBe(signedPath(document.id));
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    fireEvent.error(image);
    await expectFailureIn(dialog());
    // An image is not asked for beside its <img>: the error event says enough.
    expect(fakes.api.requestsTo('GET', FILE)).toHaveLength(0);
  });
});
