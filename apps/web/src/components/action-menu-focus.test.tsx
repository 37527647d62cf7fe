// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProviders } from '../test-support/render-signed-in.tsx';
import { ActionMenuButton } from './action-menu-button.tsx';

afterEach(cleanup);

// Its own file: the menu's code must not have loaded yet when the test renders.
describe('a menu of actions whose code loads after the page (issue 25)', () => {
  it('gives the focus to the loaded button when the stand-in had it', async () => {
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
