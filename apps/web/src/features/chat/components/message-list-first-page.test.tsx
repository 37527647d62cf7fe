// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderChatList, storedRows } from '../../../test-support/chat-list.tsx';
import { findChatLog } from '../../../test-support/lazy-parts.ts';

afterEach(cleanup);

// Its own file: the list's code (react-virtuoso) must not have loaded yet when the first test renders.
describe('the chat before its list code has loaded (issue 25: a first load of /app within 200 kB)', () => {
  it('shows the newest page plainly at once, then the virtualised list takes over with the same rows', async () => {
    const rows = storedRows(70);
    renderChatList(rows);
    // In the first render, before anything has loaded: the newest 50 of the 70, oldest first, in the chat's log.
    const plain = screen.getByRole('log', { name: 'Chat' });
    expect(plain.closest('[data-virtuoso-scroller]')).toBeNull();
    const texts = [...plain.querySelectorAll('li')].map((row) => row.textContent ?? '');
    expect(texts).toHaveLength(50);
    expect(texts[0]).toContain('Bericht 21');
    expect(texts.at(-1)).toContain('Bericht 70');

    const log = await findChatLog();
    expect(await within(log).findByText('Bericht 70', { exact: true })).toBeTruthy();
  });
});
