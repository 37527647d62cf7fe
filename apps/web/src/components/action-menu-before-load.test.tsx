// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../test-support/render-signed-in.tsx';

afterEach(cleanup);

/** The component as on a first page, its menu's code not loaded yet (fresh modules); answers its stand-in. */
async function renderBeforeLoad() {
  vi.resetModules();
  const { ActionMenuButton } = await import('./action-menu-button.tsx');
  render(
    <TestProviders>
      <ActionMenuButton label="Acties" entries={[{ label: 'Delen', onClick: () => undefined }]} />
    </TestProviders>,
  );
  return screen.getByRole('button', { name: 'Acties' });
}

/** Lets the menu's code arrive. */
const whileTheMenuArrives = () =>
  act(async () => {
    await import('./action-menu.tsx');
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

describe('a menu of actions whose code loads after the page (issue 25)', () => {
  it('keeps a pressed stand-in in place until its click, which opens the menu and keeps it open', async () => {
    const standIn = await renderBeforeLoad();
    fireEvent.pointerDown(standIn);
    // The menu's code arrives between the press and the release: the pressed button stays.
    await whileTheMenuArrives();
    expect(screen.getByRole('button', { name: 'Acties' })).toBe(standIn);
    // The release's click lands on the button that is there (as Chromium sends it): the stand-in.
    fireEvent.pointerUp(screen.getByRole('button', { name: 'Acties' }));
    fireEvent.click(screen.getByRole('button', { name: 'Acties' }));
    expect(
      await screen.findByRole('menuitem', { name: 'Delen', hidden: true }, { timeout: 5000 }),
    ).toBeTruthy();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.getByRole('button', { name: 'Acties' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('shows the menu once a press on the stand-in ends elsewhere, not when a finger lifts', async () => {
    const standIn = await renderBeforeLoad();
    fireEvent.pointerDown(standIn);
    await whileTheMenuArrives();
    // A finger leaves after it lifted and before its click: that is no end of the press.
    fireEvent.pointerUp(standIn, { pointerType: 'touch' });
    fireEvent.pointerLeave(standIn, { pointerType: 'touch', buttons: 0 });
    expect(screen.getByRole('button', { name: 'Acties' })).toBe(standIn);
    // A mouse dragged off with its button down is.
    fireEvent.pointerLeave(standIn, { buttons: 1 });
    const loaded = await screen.findByRole('button', { name: 'Acties', expanded: false }, { timeout: 5000 });
    expect(loaded).not.toBe(standIn);
  });

  it('gives the focus to the loaded button when the stand-in had it', async () => {
    const standIn = await renderBeforeLoad();
    act(() => standIn.focus());
    const loaded = await screen.findByRole('button', { name: 'Acties', expanded: false }, { timeout: 5000 });
    expect(loaded).not.toBe(standIn);
    expect(document.activeElement).toBe(loaded);
  });
});
