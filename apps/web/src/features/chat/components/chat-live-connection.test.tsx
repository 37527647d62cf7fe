// @vitest-environment happy-dom
import { dossierChannel, type MessageResponse } from '@dossier/contract';
import { act, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { chatHistory, chatMessage, ids, user } from '../../../test-support/factories.ts';
import { MESSAGES_PATH as MESSAGES, serveChat } from '../../../test-support/fake-api.ts';
import { FakeWebSocket } from '../../../test-support/fake-web-socket.ts';
import { findChatLog } from '../../../test-support/lazy-parts.ts';
import { renderSignedIn, setUpSignedInFakes } from '../../../test-support/render-signed-in.tsx';
import { ChatPanel } from './chat-panel.tsx';

const fakes = setUpSignedInFakes();
const CHANNEL = dossierChannel(ids.dossier);
let stored: MessageResponse[];

beforeEach(() => {
  stored = chatHistory(10);
  serveChat(fakes.api, user(), stored);
});

const catchUps = () =>
  fakes.api
    .requestsTo('GET', MESSAGES)
    .filter((request) => request.query.has('after_seq'))
    .map((request) => request.query.get('after_seq'));

describe('the live connection of a signed-in tab (SPEC.md section 4, DESIGN.md section 5)', () => {
  it('reconnects after a drop, re-sends the dossier subscription and fetches what was said meanwhile', async () => {
    renderSignedIn(<ChatPanel dossierId={ids.dossier} closed={false} />);
    const log = await findChatLog();
    await within(log).findByText('Bericht 10', { exact: true });
    const first = FakeWebSocket.latest();
    act(() => first.open());
    expect(first.sentOfType('subscribe')).toEqual([{ type: 'subscribe', dossier_id: CHANNEL }]);
    await waitFor(() => expect(catchUps()).toEqual(['10']));

    // The connection drops; meanwhile the server stores a message whose frame this tab never gets.
    act(() => first.drop());
    stored.push(chatMessage(11, { message: 'Tijdens de storing' }));
    await waitFor(() => expect(FakeWebSocket.opened).toHaveLength(2), { timeout: 3000 });
    const second = FakeWebSocket.latest();
    act(() => second.open());

    expect(second.sentOfType('subscribe')).toEqual([{ type: 'subscribe', dossier_id: CHANNEL }]);
    await within(log).findByText('Tijdens de storing', { exact: true });
    expect(catchUps()).toEqual(['10', '10']);
  });
});
