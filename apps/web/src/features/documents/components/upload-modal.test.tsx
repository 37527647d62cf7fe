// @vitest-environment happy-dom
import type { DocumentResponse, UploadFileResult } from '@dossier/contract';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/session.ts';
import { ToastHost } from '../../../lib/toast-host.tsx';
import { documentOf, ids } from '../../../test-support/factories.ts';
import { FakeXMLHttpRequest, stubUploads } from '../../../test-support/fake-upload.ts';
import { renderSignedIn, setUpSignedInFakes } from '../../../test-support/render-signed-in.tsx';
import UploadModal from './upload-modal.tsx';

setUpSignedInFakes();
const onClose = vi.fn();

beforeEach(() => {
  stubUploads();
  onClose.mockReset();
});

afterEach(async () => {
  cleanup();
  const { notifications } = await import('@mantine/notifications');
  act(() => notifications.clean());
});

/** A file of `size` bytes (the content does not matter to the browser's checks). */
const fileOf = (name: string, size: number, type = '') => new File([new Uint8Array(size)], name, { type });

function openModal() {
  renderSignedIn(
    <>
      <ToastHost />
      <UploadModal dossierId={ids.dossier} onClose={onClose} />
    </>,
  );
  return screen.getByRole('dialog', { name: 'Upload document' });
}

/** Picks files through the dropzone's file input, as the multi-select picker does. */
async function pick(dialog: HTMLElement, ...files: File[]) {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  expect(input.multiple).toBe(true);
  await userEvent.setup({ applyAccept: false }).upload(input, files);
}

const selectionOf = (dialog: HTMLElement) => within(dialog).getByRole('list', { name: 'Gekozen bestanden' });
const lineOf = (dialog: HTMLElement, file: string) => {
  const line = selectionOf(dialog).querySelector(`li[data-file="${file}"]`);
  if (!line) throw new Error(`no line for ${file}`);
  return line as HTMLElement;
};

const stored = (index: number, document: DocumentResponse): UploadFileResult => ({
  index,
  filename: document.filename,
  status: 'stored',
  document,
});

describe('the upload modal (SPEC.md sections 2 and 5)', () => {
  it('shows each picked file with its size in KB and refuses wrong types and files over 10 MB before sending', async () => {
    const dialog = openModal();
    await pick(
      dialog,
      fileOf('offerte.pdf', 12_595, 'application/pdf'),
      fileOf('setup.exe', 2048, 'application/x-msdownload'),
      fileOf('scan.pdf', 11 * 1024 * 1024, 'application/pdf'),
      fileOf('foto.JPG', 1024 * 1024, 'image/jpeg'),
    );

    expect(lineOf(dialog, 'offerte.pdf').textContent).toContain('12,3 KB');
    expect(lineOf(dialog, 'foto.JPG').textContent).toContain('1.024 KB');
    expect(lineOf(dialog, 'setup.exe').textContent).toContain('setup.exe: ongeldig bestandstype');
    expect(lineOf(dialog, 'scan.pdf').textContent).toContain('scan.pdf: groter dan 10MB');
    expect(lineOf(dialog, 'offerte.pdf').textContent).not.toContain('ongeldig');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Uploaden' }));
    const request = FakeXMLHttpRequest.latest();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/v1/documents');
    expect(request.headers.authorization).toBe('Bearer test-token');
    expect(request.field('dossier_id')).toBe(ids.dossier);
    expect(request.fileNames()).toEqual(['offerte.pdf', 'foto.JPG']);
    // dossier_id goes first: the server reads it before any file.
    expect([...(request.body?.keys() ?? [])][0]).toBe('dossier_id');
  });

  it('sends nothing when every picked file is refused, and a refused file can be taken out', async () => {
    const dialog = openModal();
    await pick(dialog, fileOf('notities.txt', 100, 'text/plain'));
    expect(within(dialog).getByRole('button', { name: 'Uploaden' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'notities.txt uit de selectie halen' }));
    expect(within(dialog).queryByRole('list', { name: 'Gekozen bestanden' })).toBeNull();
    expect(FakeXMLHttpRequest.sent).toHaveLength(0);
  });

  it("shows the upload's progress as a percentage, then closes with 'Upload voltooid' when every file was stored", async () => {
    const dialog = openModal();
    await pick(dialog, fileOf('a.pdf', 4000, 'application/pdf'), fileOf('b.png', 6000, 'image/png'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uploaden' }));
    const request = FakeXMLHttpRequest.latest();

    act(() => request.progress(4300, 10_000));
    const bar = within(dialog).getByRole('progressbar', { name: 'Voortgang van de upload' });
    expect(bar.getAttribute('aria-valuenow')).toBe('43');
    expect(within(dialog).getByText('43%')).toBeTruthy();
    act(() => request.progress(10_000, 10_000));
    expect(within(dialog).getByText('100%')).toBeTruthy();

    act(() =>
      request.respond(201, {
        files: [
          stored(0, documentOf(1, { filename: 'a.pdf' })),
          stored(1, documentOf(2, { filename: 'b.png', content_type: 'image/png' })),
        ],
      }),
    );
    expect(await screen.findByText('Upload voltooid')).toBeTruthy();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("shows each file's result when the server stores some and refuses others (200), each refusal as the server words it", async () => {
    const dialog = openModal();
    await pick(
      dialog,
      fileOf('offerte.pdf', 4000, 'application/pdf'),
      fileOf('factuur.pdf', 4000, 'application/pdf'),
      fileOf('tekening.docx', 4000),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uploaden' }));
    act(() =>
      FakeXMLHttpRequest.latest().respond(200, {
        files: [
          stored(0, documentOf(1, { filename: 'offerte.pdf' })),
          {
            index: 1,
            filename: 'factuur.pdf',
            status: 'refused',
            code: 'invalid_type',
            detail: 'factuur.pdf: ongeldig bestandstype',
          },
          {
            index: 2,
            filename: 'tekening.docx',
            status: 'refused',
            code: 'storage_failed',
            detail: 'tekening.docx: opslaan mislukt (schijf vol)',
          },
        ],
      }),
    );

    expect(await screen.findByText('Upload voltooid')).toBeTruthy();
    expect(lineOf(dialog, 'offerte.pdf').textContent).toContain('Geüpload');
    expect(lineOf(dialog, 'factuur.pdf').textContent).toContain('factuur.pdf: ongeldig bestandstype');
    // The server's reason, as it worded it.
    expect(lineOf(dialog, 'tekening.docx').textContent).toContain(
      'tekening.docx: opslaan mislukt (schijf vol)',
    );
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Klaar' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("says 'Upload mislukt' when the server refuses every file (413), with each file's reason", async () => {
    const dialog = openModal();
    await pick(dialog, fileOf('groot.pdf', 9000, 'application/pdf'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uploaden' }));
    act(() =>
      FakeXMLHttpRequest.latest().respond(
        413,
        {
          detail: [{ loc: ['body', 'files', 0], msg: 'groot.pdf: groter dan 10MB', type: 'too_large' }],
          files: [
            {
              index: 0,
              filename: 'groot.pdf',
              status: 'refused',
              code: 'too_large',
              detail: 'groot.pdf: groter dan 10MB',
            },
          ],
        },
        'Payload Too Large',
      ),
    );
    expect(await screen.findByText('Upload mislukt')).toBeTruthy();
    expect(lineOf(dialog, 'groot.pdf').textContent).toContain('groot.pdf: groter dan 10MB');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says 'Upload failed: {status} {text}' when the server refuses the request itself, and keeps the files to try again", async () => {
    const dialog = openModal();
    await pick(dialog, fileOf('offerte.pdf', 4000, 'application/pdf'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uploaden' }));
    act(() => FakeXMLHttpRequest.latest().respond(409, { detail: 'Dit dossier is gesloten' }, 'Conflict'));

    expect(await screen.findByText('Upload failed: 409 Dit dossier is gesloten')).toBeTruthy();
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Uploaden' }).hasAttribute('disabled')).toBe(false),
    );
  });

  it("says 'Network error during upload' when the connection fails", async () => {
    const dialog = openModal();
    await pick(dialog, fileOf('offerte.pdf', 4000, 'application/pdf'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uploaden' }));
    act(() => FakeXMLHttpRequest.latest().failNetwork());
    expect(await screen.findByText('Network error during upload')).toBeTruthy();
  });

  it('ends the session on a 401, like every other call', async () => {
    const dialog = openModal();
    await pick(dialog, fileOf('offerte.pdf', 4000, 'application/pdf'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uploaden' }));
    act(() => FakeXMLHttpRequest.latest().respond(401, { detail: 'Not authenticated' }, 'Unauthorized'));
    await waitFor(() => expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull());
  });

  it('stops the upload when the modal is closed while sending', async () => {
    const dialog = openModal();
    await pick(dialog, fileOf('offerte.pdf', 4000, 'application/pdf'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uploaden' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(FakeXMLHttpRequest.latest().aborted).toBe(true);
    expect(onClose).toHaveBeenCalled();
  });
});
