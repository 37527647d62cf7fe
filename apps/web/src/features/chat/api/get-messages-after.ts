import { limits, type MessageResponse } from '@dossier/contract';
import { api } from '../../../lib/api-client.ts';
import { messagesPath } from './get-message-page.ts';

/** GET .../messages?after_seq=N: what came after seq N, oldest first, page by page until has_more is false. */
export async function getMessagesAfter(dossierId: string, afterSeq: number): Promise<MessageResponse[]> {
  const collected: MessageResponse[] = [];
  let from = afterSeq;
  for (;;) {
    const page = await api.get(messagesPath(dossierId), {
      query: { after_seq: from, limit: limits.messagePageMax },
      answer: 'MessagePage',
    });
    collected.push(...page.messages);
    const last = page.messages.at(-1);
    if (!page.has_more || !last) return collected;
    from = last.seq;
  }
}
