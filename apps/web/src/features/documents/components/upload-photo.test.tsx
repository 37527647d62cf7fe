// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ids } from '../../../test-support/factories.ts';
import { FakeXMLHttpRequest, stubUploads } from '../../../test-support/fake-upload.ts';
import { renderSignedIn, setUpSignedInFakes } from '../../../test-support/render-signed-in.tsx';
import UploadModal from './upload-modal.tsx';

setUpSignedInFakes();

/** The device: a mouse (pointer: fine) or a finger (pointer: coarse), as the browser's media query answers. */
function onDevice(pointer: 'fine' | 'coarse') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(pointer: fine)' ? pointer === 'fine' : false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

beforeEach(() => stubUploads());

afterEach(async () => {
  cleanup();
  const { notifications } = await import('@mantine/notifications');
  act(() => notifications.clean());
});

function openModal() {
  renderSignedIn(<UploadModal dossierId={ids.dossier} onClose={() => undefined} />);
  return screen.getByRole('dialog', { name: 'Upload document' });
}

const cameraOf = (dialog: HTMLElement) => {
  const input = dialog.querySelector<HTMLInputElement>('input[capture]');
  if (!input) throw new Error('no camera input');
  return input;
};

/** A photo as the phone's camera hands it over: always called 'image.jpg', taken at 2 December 2026 14:05:09. */
const TAKEN_AT = new Date(2026, 11, 2, 14, 5, 9).getTime();
const photoOf = (name: string, type: string, size = 300_000) =>
  new File([new Uint8Array(size)], name, { type, lastModified: TAKEN_AT });

describe("'Foto maken' in the upload (issue 25, item 2)", () => {
  it('on a phone opens the back camera for an image, and the drop zone does not ask to drag', () => {
    onDevice('coarse');
    const dialog = openModal();

    expect(within(dialog).getByRole('button', { name: 'Foto maken' })).toBeTruthy();
    const camera = cameraOf(dialog);
    expect(camera.type).toBe('file');
    expect(camera.getAttribute('accept')).toBe('image/*');
    expect(camera.getAttribute('capture')).toBe('environment');
    expect(within(dialog).getByRole('button', { name: 'Tik om bestanden te kiezen' })).toBeTruthy();
    expect(dialog.textContent).not.toContain('Sleep bestanden hierheen');
  });

  it('sends a photo through the same selection and upload as a picked file, named by when it was taken', async () => {
    onDevice('coarse');
    const dialog = openModal();
    await userEvent
      .setup({ applyAccept: false })
      .upload(cameraOf(dialog), photoOf('image.jpg', 'image/jpeg'));

    const selection = within(dialog).getByRole('list', { name: 'Gekozen bestanden' });
    const line = selection.querySelector('li[data-file="Foto 2026-12-02 14.05.09.jpg"]');
    expect(line?.textContent).toContain('293 KB');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uploaden' }));
    const request = FakeXMLHttpRequest.latest();
    expect(request.url).toBe('/api/v1/documents');
    expect(request.field('dossier_id')).toBe(ids.dossier);
    expect(request.fileNames()).toEqual(['Foto 2026-12-02 14.05.09.jpg']);
  });

  it('refuses a photo the upload refuses (a HEIC picture) before sending, as for a picked file', async () => {
    onDevice('coarse');
    const dialog = openModal();
    const camera = userEvent.setup({ applyAccept: false });
    await camera.upload(cameraOf(dialog), photoOf('IMG_0001.HEIC', 'image/heic'));

    const selection = within(dialog).getByRole('list', { name: 'Gekozen bestanden' });
    expect(selection.textContent).toContain('Foto 2026-12-02 14.05.09.HEIC: ongeldig bestandstype');
    expect(within(dialog).getByRole('button', { name: 'Uploaden' }).hasAttribute('disabled')).toBe(true);
    expect(FakeXMLHttpRequest.sent).toHaveLength(0);
  });

  it('with a mouse keeps the drop zone for dragging and offers no camera', () => {
    onDevice('fine');
    const dialog = openModal();
    expect(
      within(dialog).getByRole('button', { name: 'Sleep bestanden hierheen of klik om ze te kiezen' }),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Foto maken' })).toBeNull();
    expect(dialog.querySelector('input[capture]')).toBeNull();
  });
});
