// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderChatList, storedRows } from '../../../test-support/chat-list.tsx';
import { TEST_VIEWPORT } from '../../../test-support/render-signed-in.tsx';

afterEach(cleanup);

const COUNT = 20_000;
const rowTexts = () =>
  [...screen.getByRole('log', { name: 'Chat' }).querySelectorAll('li')].map((row) => row.textContent ?? '');

describe('the chat of a dossier with 20,000 loaded messages', () => {
  const rows = storedRows(COUNT);

  it('keeps a bounded number of rows in the DOM and shows the newest at the bottom', async () => {
    renderChatList(rows);
    // It starts at the newest message; happy-dom then reports the scroller at 0, as it applies no scrolling.
    await screen.findByText(`Bericht ${COUNT}`, { exact: true });
    await waitFor(() => expect(rowTexts().length).toBeGreaterThan(5));
    expect(rowTexts().length).toBeLessThan(100);

    const scroller = screen.getByRole('log', { name: 'Chat' }).parentElement!;
    scroller.scrollTop = COUNT * TEST_VIEWPORT.itemHeight - TEST_VIEWPORT.viewportHeight;
    fireEvent.scroll(scroller);
    await waitFor(() => expect(rowTexts().at(-1)).toContain(`Bericht ${COUNT}`));
    expect(rowTexts().length).toBeLessThan(100);
    expect(screen.queryByText('Bericht 1', { exact: true })).toBeNull();
  });
});
