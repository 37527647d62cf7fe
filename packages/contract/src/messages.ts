import { z } from 'zod';
import { Id, Timestamp } from './common.ts';
import { MessageType } from './enums.ts';
import { limits } from './limits.ts';

export const SendMessageRequest = z.object({
  message_type: z.literal('user').default('user'),
  message: z.string().trim().min(1).max(limits.message.max),
  /** Makes a retry return the stored message instead of a duplicate. */
  client_id: z.string().min(1).max(64).optional(),
});
export type SendMessageRequest = z.infer<typeof SendMessageRequest>;

export const MessageResponse = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  dossier_id: z.string(),
  sender_id: Id.nullable(),
  sender_name: z.string().nullable(),
  sender_email: z.string().nullable(),
  message: z.string(),
  message_type: MessageType,
  created_at: Timestamp,
  document_id: Id.nullable(),
  document: z.object({ id: Id, filename: z.string() }).nullable(),
  client_id: z.string().nullable(),
  /**
   * SPEC's `unread` (issue 24): in a page, true for another's message after the reader's read_seq. A live frame and
   * the sender's own answer carry false: a frame is the same for every reader, whose unread count is the sidebar's.
   */
  unread: z.boolean(),
});
export type MessageResponse = z.infer<typeof MessageResponse>;

const Cursor = z.coerce.number().int().min(0);

export const MessagePageQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(limits.messagePageMax).default(limits.messagePageSize),
    /** Older than this message id (the `before` of the previous page). */
    before: Cursor.optional(),
    /** Catch-up: every message after this dossier sequence number, oldest first. */
    after_seq: Cursor.optional(),
    /** A search hit (issue 22): the page holding this message id, with messages before and after it. */
    around: Cursor.optional(),
  })
  .refine(
    (query) =>
      [query.before, query.after_seq, query.around].filter((cursor) => cursor !== undefined).length <= 1,
    { message: 'Gebruik before, after_seq of around, niet meer dan één', path: ['around'] },
  );
export type MessagePageQuery = z.infer<typeof MessagePageQuery>;

export const MessagePage = z.object({
  messages: z.array(MessageResponse),
  before: z.number().int().nullable(),
  has_more: z.boolean(),
  /** Only on an `around` page: newer messages follow (page on with after_seq of the last one). */
  has_more_after: z.boolean().optional(),
});
export type MessagePage = z.infer<typeof MessagePage>;

export const ReadStatusResponse = z.object({
  dossier_id: z.string(),
  read_seq: z.number().int(),
  unread_count: z.literal(0),
});
