// @vitest-environment happy-dom
import type { MessageResponse } from '@dossier/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type Ref, useImperativeHandle, useRef, useState } from 'react';
import type { IndexLocationWithAlign, VirtuosoHandle, VirtuosoProps } from 'react-virtuoso';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chatFrame, chatHistory, chatMessage, ids, user } from '../../../test-support/factories.ts';
import { serveChat } from '../../../test-support/fake-api.ts';
import { FakeWebSocket } from '../../../test-support/fake-web-socket.ts';
import { findChatLog } from '../../../test-support/lazy-parts.ts';
import { renderSignedIn, setUpSignedInFakes } from '../../../test-support/render-signed-in.tsx';
import { ChatPanel } from './chat-panel.tsx';

const fakes = setUpSignedInFakes();
/** 70 messages; the newest page holds 'Bericht 21' to 'Bericht 70' (rows 0 to 49). */
let stored: MessageResponse[];
/**
 * Where the chat asked its list to open and to scroll: happy-dom lays nothing out, so Virtuoso's own scrolling does
 * nothing there; the list is wrapped to record the requests.
 */
const openedAt: unknown[] = [];
const scrolledTo: IndexLocationWithAlign[] = [];
vi.mock('react-virtuoso', async (importOriginal) => {
  const virtuoso = await importOriginal<typeof import('react-virtuoso')>();
  function RecordingVirtuoso(props: VirtuosoProps<unknown, unknown> & { ref?: Ref<VirtuosoHandle> }) {
    const { ref, ...rest } = props;
    const inner = useRef<VirtuosoHandle>(null);
    const mounted = useRef(false);
    if (!mounted.current) openedAt.push(rest.initialTopMostItemIndex);
    mounted.current = true;
    useImperativeHandle(ref, () => {
      const handle = inner.current as VirtuosoHandle;
      return {
        ...handle,
        scrollToIndex: (location) => {
          if (typeof location === 'object') scrolledTo.push(location);
          handle.scrollToIndex(location);
        },
      };
    });
    return <virtuoso.Virtuoso ref={inner} {...rest} />;
  }
  return { ...virtuoso, Virtuoso: RecordingVirtuoso };
});

/** The server's page flags another's message after the reader's read_seq as unread (issue 24). */
function readUpTo(readSeq: number) {
  stored = chatHistory(70).map((message) => ({ ...message, unread: message.seq > readSeq }));
  serveChat(fakes.api, user(), stored);
}

beforeEach(() => {
  openedAt.length = 0;
  scrolledTo.length = 0;
});

const log = () => screen.getByRole('log', { name: 'Chat' });
const dividers = () => within(log()).queryAllByText('Nieuwe berichten', { exact: true });
const divider = () => dividers()[0] ?? null;
/** The text of the row the divider stands in. */
const rowOfDivider = () => divider()?.closest('li')?.textContent ?? '';

/** The chat, and a button that leaves it (unmounts it) or comes back to it, with the same query cache. */
function LeaveAndReturn() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown((current) => !current)}>
        Weg en terug
      </button>
      {shown ? <ChatPanel dossierId={ids.dossier} closed={false} /> : null}
    </>
  );
}

async function openChat() {
  const view = renderSignedIn(<ChatPanel dossierId={ids.dossier} closed={false} />);
  await within(await findChatLog()).findByText('Bericht 70', { exact: true });
  return view;
}

describe("'Nieuwe berichten' (issue 24)", () => {
  it('stands above the first unread message of the page, and the chat scrolls there instead of the bottom', async () => {
    readUpTo(60);
    await openChat();
    await waitFor(() => expect(divider()).not.toBeNull());
    expect(rowOfDivider()).toContain('Bericht 61');
    expect(dividers()).toHaveLength(1);
    // 'Bericht 61' is row 40 of the page (21 to 70): the list opens with it at the top of the view.
    expect(openedAt).toEqual([{ index: 40, align: 'start' }]);
    expect(scrolledTo).toEqual([]);
  });

  it('is not shown when everything was read: the chat stays at the newest message', async () => {
    readUpTo(70);
    await openChat();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(divider()).toBeNull();
    expect(openedAt).toEqual([{ index: 'LAST', align: 'end' }]);
    expect(scrolledTo).toEqual([]);
  });

  it('stays where it was while new messages arrive', async () => {
    readUpTo(60);
    await openChat();
    await waitFor(() => expect(rowOfDivider()).toContain('Bericht 61'));
    act(() => FakeWebSocket.latest().open());
    const next = chatMessage(71);
    stored.push(next);
    act(() => FakeWebSocket.latest().receive(chatFrame(next)));
    await within(log()).findByText('Bericht 71', { exact: true });
    expect(rowOfDivider()).toContain('Bericht 61');
    expect(openedAt).toEqual([{ index: 40, align: 'start' }]);
    expect(scrolledTo).toEqual([]);
    expect(dividers()).toHaveLength(1);
  });

  it('gives way to a search hit: the chat opened at a message shows no divider and goes to the hit', async () => {
    readUpTo(60);
    renderSignedIn(
      <ChatPanel dossierId={ids.dossier} closed={false} jumpTo={{ messageId: 1030, key: 'zoekresultaat' }} />,
    );
    await within(await findChatLog()).findByText('Bericht 70', { exact: true });
    // 'Bericht 30' is row 9 of the page: it goes to the middle of the view.
    await waitFor(() => expect(scrolledTo).toEqual([{ index: 9, align: 'center' }]));
    expect(openedAt).toEqual([{ index: 'LAST', align: 'end' }]);
    expect(divider()).toBeNull();
  });

  it('is gone when the dossier opens again after it was read', async () => {
    readUpTo(60);
    renderSignedIn(<LeaveAndReturn />);
    await within(await findChatLog()).findByText('Bericht 70', { exact: true });
    await waitFor(() => expect(divider()).not.toBeNull());
    // Leaving and coming back: the chat opens from its cached pages, which now say they were read.
    fireEvent.click(screen.getByRole('button', { name: 'Weg en terug' }));
    fireEvent.click(screen.getByRole('button', { name: 'Weg en terug' }));
    await within(await findChatLog()).findByText('Bericht 70', { exact: true });
    expect(divider()).toBeNull();
  });
});
