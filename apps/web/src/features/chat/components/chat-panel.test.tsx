// @vitest-environment happy-dom
import type { MessageResponse } from '@dossier/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { chatFrame, chatHistory, chatMessage, ids, user } from '../../../test-support/factories.ts';
import { MESSAGES_PATH as MESSAGES, serveChat } from '../../../test-support/fake-api.ts';
import { FakeWebSocket } from '../../../test-support/fake-web-socket.ts';
import { findChatLog } from '../../../test-support/lazy-parts.ts';
import { renderSignedIn, setUpSignedInFakes } from '../../../test-support/render-signed-in.tsx';
import { ChatPanel } from './chat-panel.tsx';

const fakes = setUpSignedInFakes();
/** What the fake server has stored for the dossier: 70 messages, so the newest page starts at 'Bericht 21'. */
let stored: MessageResponse[];

beforeEach(() => {
  stored = chatHistory(70);
  serveChat(fakes.api, user(), stored);
});

const log = () => screen.getByRole('log', { name: 'Chat' });
const rowsSaying = (text: string) => within(log()).queryAllByText(text, { exact: true });
/** The rows in the DOM, read directly: Virtuoso hides them from role queries for a moment while it scrolls. */
const rowTexts = () => [...log().querySelectorAll('li')].map((row) => row.textContent ?? '');
const catchUps = () =>
  fakes.api.requestsTo('GET', MESSAGES).filter((request) => request.query.has('after_seq'));

/** The chat of the dossier with its first page on screen and the live connection open (and caught up). */
async function openChat() {
  renderSignedIn(<ChatPanel dossierId={ids.dossier} closed={false} />);
  await within(await findChatLog()).findByText('Bericht 70', { exact: true });
  act(() => FakeWebSocket.latest().open());
  await waitFor(() => expect(catchUps()).toHaveLength(1));
}

/** The server stores a message (and, unless swallowed, the test delivers its frame). */
function store(seq: number): MessageResponse {
  const message = chatMessage(seq);
  stored.push(message);
  return message;
}

describe('the chat timeline (SPEC.md sections 2 and 4)', () => {
  it('shows the newest page of 50, oldest first, without the older history', async () => {
    await openChat();
    const [firstPage] = fakes.api.requestsTo('GET', MESSAGES);
    expect(firstPage.query.get('limit')).toBe('50');
    expect(firstPage.query.has('before')).toBe(false);
    await waitFor(() => expect(rowsSaying('Bericht 21')).toHaveLength(1));
    expect(rowsSaying('Bericht 20')).toHaveLength(0);
    expect(rowTexts().at(-1)).toContain('Bericht 70');
  });

  it('puts the older page above when the reader scrolls near the top', async () => {
    await openChat();
    const scroller = log().parentElement!;
    const olderRequest = () =>
      fakes.api.requestsTo('GET', MESSAGES).find((request) => request.query.has('before'));
    // The chat listens for the 100 px edge once it has settled at the newest message: scroll until it asks.
    await waitFor(() => {
      scroller.scrollTop = 40;
      fireEvent.scroll(scroller);
      expect(olderRequest()).toBeDefined();
    });
    await within(log()).findByText('Bericht 20', { exact: true });
    const older = olderRequest();
    expect(older?.query.get('before')).toBe(String(chatMessage(21).id));
    const texts = rowTexts();
    expect(texts.findIndex((text) => text.includes('Bericht 20'))).toBeLessThan(
      texts.findIndex((text) => text.includes('Bericht 21')),
    );
  });

  it('appends a live message at the bottom', async () => {
    await openChat();
    act(() => FakeWebSocket.latest().receive(chatFrame(store(71))));
    await waitFor(() => expect(rowTexts().at(-1)).toContain('Bericht 71'));
  });

  it('shows a message once when its frame arrives twice', async () => {
    await openChat();
    const frame = chatFrame(store(71));
    act(() => FakeWebSocket.latest().receive(frame));
    act(() => FakeWebSocket.latest().receive(frame));
    await within(log()).findByText('Bericht 71', { exact: true });
    expect(rowsSaying('Bericht 71')).toHaveLength(1);
  });

  it('fetches what it missed (after_seq) when a frame skips a seq', async () => {
    await openChat();
    store(71);
    act(() => FakeWebSocket.latest().receive(chatFrame(store(72))));
    await within(log()).findByText('Bericht 71', { exact: true });
    expect(catchUps().at(-1)?.query.get('after_seq')).toBe('70');
    expect(rowsSaying('Bericht 72')).toHaveLength(1);
  });
});
