import { render } from '@testing-library/react';
import type { ChatRow } from '../features/chat/components/message-item.tsx';
import { MessageList } from '../features/chat/components/message-list.tsx';
import { chatHistory, ids } from './factories.ts';
import { TestProviders } from './render-signed-in.tsx';

/** The stored rows of a chat of `count` messages ('Bericht 1' to 'Bericht {count}'). */
export const storedRows = (count: number): ChatRow[] =>
  chatHistory(count).map((message) => ({ kind: 'stored', message }));

/** The chat's list alone, read by Anna, with nothing to page or follow. */
export const renderChatList = (rows: ChatRow[]) =>
  render(
    <TestProviders>
      <MessageList
        rows={rows}
        reader={{ userId: ids.me, name: 'Anna de Vries' }}
        onNearTop={() => undefined}
        takeFollowRequest={() => false}
      />
    </TestProviders>,
  );
