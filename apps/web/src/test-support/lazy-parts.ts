import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The chat's log once Virtuoso has taken over from the plain first page (components/lazy-virtuoso.ts): windowing,
 * paging and following work from then on, and the element stays the same.
 */
export const findChatLog = () =>
  waitFor(() => {
    const log = screen.getByRole('log', { name: 'Chat' });
    expect(log.closest('[data-virtuoso-scroller]')).not.toBeNull();
    return log;
  });

/**
 * The dossier's menu button once its menu has loaded (components/action-menu-button.tsx): Mantine's menu marks its
 * button expanded or not; the stand-in before it does not.
 */
export const findDossierMenuButton = () =>
  screen.findByRole('button', { name: 'Dossiermenu', expanded: false }, { timeout: 5000 });
