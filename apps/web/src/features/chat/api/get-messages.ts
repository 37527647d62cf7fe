import { limits, MessagePage } from '@dossier/contract';
import { api } from '../../../lib/api-client.ts';

const messagesPath = (dossierId: string) => `/api/v1/dossiers/${dossierId}/messages`;

/** GET .../messages?limit=50[&before=<id>]: the newest page, or the page older than `before`; oldest first. */
export const getMessagePage = (dossierId: string, before?: number | null) =>
  api.get(messagesPath(dossierId), {
    query: { limit: limits.messagePageSize, before: before ?? undefined },
    schema: MessagePage,
  });

/** GET .../messages?after_seq=N: what came after seq N, oldest first, page by page until has_more is false. */
export async function getMessagesAfter(
  dossierId: string,
  afterSeq: number,
): Promise<MessagePage['messages']> {
  const collected: MessagePage['messages'] = [];
  let from = afterSeq;
  for (;;) {
    const page = await api.get(messagesPath(dossierId), {
      query: { after_seq: from, limit: limits.messagePageMax },
      schema: MessagePage,
    });
    collected.push(...page.messages);
    const last = page.messages.at(-1);
    if (!page.has_more || !last) return collected;
    from = last.seq;
  }
}
