// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../test-support/render-signed-in.tsx';

afterEach(cleanup);

/** The component as on a first page: its menu's code not loaded yet (a fresh module, so a fresh lazy()). */
async function beforeLoad() {
  vi.resetModules();
  return (await import('./action-menu-button.tsx')).ActionMenuButton;
}

describe('a menu of actions whose code loads after the page (issue 25)', () => {
  it('opens also when only the press reached the stand-in (the menu took its place before the release)', async () => {
    const ActionMenuButton = await beforeLoad();
    render(
      <TestProviders>
        <ActionMenuButton label="Acties" entries={[{ label: 'Delen', onClick: () => undefined }]} />
      </TestProviders>,
    );
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Acties' }));
    expect(
      await screen.findByRole('menuitem', { name: 'Delen', hidden: true }, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it('gives the focus to the loaded button when the stand-in had it', async () => {
    const ActionMenuButton = await beforeLoad();
    render(
      <TestProviders>
        <ActionMenuButton label="Acties" entries={[{ label: 'Delen', onClick: () => undefined }]} />
      </TestProviders>,
    );
    const standIn = screen.getByRole('button', { name: 'Acties' });
    act(() => standIn.focus());
    const loaded = await screen.findByRole('button', { name: 'Acties', expanded: false }, { timeout: 5000 });
    expect(loaded).not.toBe(standIn);
    expect(document.activeElement).toBe(loaded);
  });
});
