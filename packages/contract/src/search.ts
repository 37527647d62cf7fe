import { z } from 'zod';
import { Id, Timestamp } from './common.ts';
import { limits } from './limits.ts';

/** Search in the dossiers a member may read (issue 22): messages, document names and contents, dossier titles. */

export const searchKinds = ['message', 'document', 'dossier'] as const;
export const SearchKind = z.enum(searchKinds);
export type SearchKind = z.infer<typeof SearchKind>;

/** Any text is a plain query (search syntax has no meaning); only its length and a NUL are refused. */
export const SearchQueryText = z
  .string()
  .trim()
  .min(limits.search.minChars, `Zoek op minstens ${limits.search.minChars} tekens`)
  .max(limits.search.maxChars, `Zoek op hoogstens ${limits.search.maxChars} tekens`)
  .refine((text) => !text.includes('\0'), 'De zoektekst bevat een ongeldig teken');

/** GET /api/v1/search */
export const SearchRequest = z.object({
  q: SearchQueryText,
  dossier_id: Id.optional(),
  kind: SearchKind.optional(),
  limit: z.coerce.number().int().min(1).max(limits.search.pageMax).default(limits.search.pageSize),
  /** The next_cursor of the previous page. */
  cursor: z.string().min(1).max(200).optional(),
});
export type SearchRequest = z.infer<typeof SearchRequest>;

export const SearchResult = z.object({
  kind: SearchKind,
  dossier_id: Id,
  dossier_title: z.string(),
  /** A message hit: open the chat at it (GET .../messages?around=). */
  message_id: z.number().int().optional(),
  /** A document hit (its name or its text). */
  document_id: Id.optional(),
  filename: z.string().optional(),
  sender_name: z.string().nullable().optional(),
  created_at: Timestamp,
  /** HTML-escaped text with <mark> around the matched words, and no other markup. */
  snippet: z.string(),
});
export type SearchResult = z.infer<typeof SearchResult>;

/** Best matches first (rank, then newer). */
export const SearchResponse = z.object({
  results: z.array(SearchResult),
  next_cursor: z.string().nullable(),
});
export type SearchResponse = z.infer<typeof SearchResponse>;
