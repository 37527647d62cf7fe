// @vitest-environment happy-dom
import type { MessageResponse } from '@dossier/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chatHistory, ids, user } from '../../../test-support/factories.ts';
import { MESSAGES_PATH as MESSAGES, serveChat } from '../../../test-support/fake-api.ts';
import {
  renderSignedIn,
  setUpSignedInFakes,
  TEST_VIEWPORT,
} from '../../../test-support/render-signed-in.tsx';
import { ChatPanel } from './chat-panel.tsx';
import type { JumpTarget } from './message-item.tsx';

const fakes = setUpSignedInFakes();
/**
 * 120 messages (ids 1001..1120, seq 1..120): the live chat's first page is 'Bericht 71' to 'Bericht 120'; the page
 * around message 1030 holds 'Bericht 6' to 'Bericht 55' (25 up to and with it, 25 after it), around 1010 'Bericht 1'
 * to 'Bericht 35' (nothing older).
 */
let stored: MessageResponse[];

beforeEach(() => {
  stored = chatHistory(120);
  serveChat(fakes.api, user(), stored);
});

const log = () => screen.getByRole('log', { name: 'Chat' });
/** The jump view loads on first use (its own chunk): the first test to open it waits a little longer. */
const FIRST_LOAD = { timeout: 5000 };
/** The seqs of the rows in the DOM, read from their text ('Bericht 30'). */
const shownSeqs = () =>
  [...log().querySelectorAll('li')].map((row) => Number(/Bericht (\d+)$/.exec(row.textContent ?? '')?.[1]));
const highlighted = () => log().querySelector('li[data-highlighted="true"]');
const pageRequests = (cursor: string) =>
  fakes.api.requestsTo('GET', MESSAGES).filter((request) => request.query.has(cursor));
/**
 * happy-dom lays nothing out and applies no scrolling of its own: the test scrolls the list by hand, to the row at
 * `rowsAbove` rows of 50 px from the top (TEST_VIEWPORT), as a reader would.
 */
function scrollToRow(rowsAbove: number) {
  const scroller = log().parentElement as HTMLElement;
  scroller.scrollTop = rowsAbove * TEST_VIEWPORT.itemHeight;
  fireEvent.scroll(scroller);
}

/** Scrolls to the end of a list of `rows` rows (with the 8 px spacers above and below them). */
function scrollToEnd(rows: number) {
  const scroller = log().parentElement as HTMLElement;
  scroller.scrollTop = rows * TEST_VIEWPORT.itemHeight + 16 - TEST_VIEWPORT.viewportHeight;
  fireEvent.scroll(scroller);
}

/** The chat opened at a hit, as the dossier screen opens it from `?bericht=`; 'left' when it went back to live. */
function ChatAtHit({ messageId, onLeave }: { messageId: number; onLeave: () => void }) {
  const [target, setTarget] = useState<JumpTarget | undefined>({ messageId, key: 'zoekresultaat-1' });
  return (
    <ChatPanel
      dossierId={ids.dossier}
      closed={false}
      jumpTo={target}
      onLeaveJump={() => {
        onLeave();
        setTarget(undefined);
      }}
    />
  );
}

describe('the chat opened at a search hit (issue 22)', () => {
  it('shows a hit among the loaded messages in the live chat, highlighted and focused, without another request', async () => {
    renderSignedIn(<ChatAtHit messageId={1100} onLeave={vi.fn()} />);
    await waitFor(() => expect(highlighted()?.textContent).toContain('Bericht 100'));
    await waitFor(() => expect(document.activeElement).toBe(highlighted()));
    expect(pageRequests('around')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Naar nieuwste berichten' })).toBeNull();
  });

  it('opens an older hit in the page around it, highlighted and focused, apart from the live chat', async () => {
    // Message 1010 has 9 older ones: its page is 'Bericht 1' to 'Bericht 35', and nothing older is asked for.
    renderSignedIn(<ChatAtHit messageId={1010} onLeave={vi.fn()} />);
    await waitFor(() => expect(highlighted()?.textContent).toContain('Bericht 10'), FIRST_LOAD);
    const [around] = pageRequests('around');
    expect(around.query.get('around')).toBe('1010');
    expect(around.query.get('limit')).toBe('50');
    await waitFor(() => expect(document.activeElement).toBe(highlighted()));
    expect(highlighted()?.getAttribute('tabindex')).toBe('-1');
    expect(within(log()).queryByText('Bericht 120', { exact: true })).toBeNull();
    expect(screen.getByText('Je bekijkt eerdere berichten.')).toBeTruthy();
    expect(pageRequests('before')).toHaveLength(0);
  });

  it('loads the older page when scrolled to the top, and the newer ones when scrolled to the bottom', async () => {
    renderSignedIn(<ChatAtHit messageId={1030} onLeave={vi.fn()} />);
    await waitFor(() => expect(pageRequests('around')).toHaveLength(1), FIRST_LOAD);

    // Around 1030: 'Bericht 6' to 'Bericht 55'; at the top the page before 'Bericht 6' (id 1006) comes.
    await waitFor(() => {
      scrollToRow(0);
      expect(pageRequests('before').map((request) => request.query.get('before'))).toEqual(['1006']);
    });
    await waitFor(() => expect(shownSeqs()[0]).toBe(1));

    // 55 rows now: at the bottom the page after 'Bericht 55' comes, 50 of them ('Bericht 56' to 'Bericht 105').
    await waitFor(() => {
      scrollToEnd(55);
      expect(pageRequests('after_seq').map((request) => request.query.get('after_seq'))).toEqual(['55']);
    });
    await waitFor(() => expect(shownSeqs()).toContain(56));
    scrollToRow(20);
    await waitFor(() => expect(highlighted()?.textContent).toContain('Bericht 30'));
    // In order, once each.
    const seqs = shownSeqs();
    expect(seqs).toEqual(seqs.map((_, index) => seqs[0] + index));
  });

  it("goes back to the live chat at its newest message with 'Naar nieuwste berichten'", async () => {
    const onLeave = vi.fn();
    renderSignedIn(<ChatAtHit messageId={1030} onLeave={onLeave} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Naar nieuwste berichten' }, FIRST_LOAD));
    expect(onLeave).toHaveBeenCalledTimes(1);
    await within(log()).findByText('Bericht 120', { exact: true });
    expect(highlighted()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Naar nieuwste berichten' })).toBeNull();
  });

  it('goes back to the live chat by itself once scrolled down to the newest message the live chat holds', async () => {
    // 70 messages: the live chat holds 'Bericht 21' to 'Bericht 70'; around 1010 is 'Bericht 1' to 'Bericht 35',
    // and after_seq=35 brings the rest, up to the newest.
    stored.splice(70);
    const onLeave = vi.fn();
    renderSignedIn(<ChatAtHit messageId={1010} onLeave={onLeave} />);
    await waitFor(() => expect(highlighted()?.textContent).toContain('Bericht 10'), FIRST_LOAD);
    await waitFor(() => {
      scrollToEnd(35);
      expect(pageRequests('after_seq').map((request) => request.query.get('after_seq'))).toEqual(['35']);
    });
    expect(onLeave).not.toHaveBeenCalled();
    await waitFor(() => {
      scrollToEnd(70);
      expect(onLeave).toHaveBeenCalledTimes(1);
    });
    await within(log()).findByText('Bericht 70', { exact: true });
    expect(pageRequests('before')).toHaveLength(0);
  });

  it('says so when the hit cannot be loaded (removed meanwhile), and offers the newest messages', async () => {
    fakes.api.on('GET', MESSAGES, (request) =>
      request.query.has('around')
        ? { status: 404, body: { detail: 'Not found' } }
        : { messages: stored.slice(-50), before: stored[70].id, has_more: true },
    );
    const onLeave = vi.fn();
    renderSignedIn(<ChatAtHit messageId={1030} onLeave={onLeave} />);
    const alert = await screen.findByRole('alert', {}, FIRST_LOAD);
    expect(alert.textContent).toContain('Dit bericht kon niet worden geladen.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Naar nieuwste berichten' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
  });
});
