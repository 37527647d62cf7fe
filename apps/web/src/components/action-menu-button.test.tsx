// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../test-support/render-signed-in.tsx';
import { ActionMenuButton } from './action-menu-button.tsx';

afterEach(cleanup);

// Tests in order: the first runs before the menu's code has loaded (action-menu-focus.test.tsx: the focus).
describe('a menu of actions whose code loads after the page (issue 25)', () => {
  it('opens when its button was clicked before the menu had loaded', () => {
    const share = vi.fn();
    render(
      <TestProviders>
        <ActionMenuButton label="Acties" entries={[{ label: 'Delen', onClick: share }]} />
      </TestProviders>,
    );
    const standIn = screen.getByRole('button', { name: 'Acties' });
    expect(standIn.getAttribute('aria-expanded')).toBeNull();
    fireEvent.click(standIn);
    return (async () => {
      const item = await screen.findByRole('menuitem', { name: 'Delen', hidden: true }, { timeout: 5000 });
      expect(screen.getByRole('button', { name: 'Acties' }).getAttribute('aria-expanded')).toBe('true');
      await userEvent.click(item);
      expect(share).toHaveBeenCalledOnce();
    })();
  });

  it('shows a line between groups and an ending action in red', async () => {
    render(
      <TestProviders>
        <ActionMenuButton
          label="Acties"
          entries={[
            { label: 'Gegevens', onClick: () => undefined },
            'divider',
            { label: 'Verlaten', danger: true, onClick: () => undefined },
          ]}
        />
      </TestProviders>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Acties', expanded: false }));
    const items = await screen.findAllByRole('menuitem', { hidden: true });
    expect(items.map((item) => item.textContent)).toEqual(['Gegevens', 'Verlaten']);
    expect(document.querySelector('.mantine-Menu-divider')).not.toBeNull();
    expect(items[1].getAttribute('style') ?? items[1].className).toMatch(/red/);
  });
});
