import { searchKinds } from '@dossier/contract';
import { z } from 'zod';
import { fieldError } from '../../http/errors.ts';

/** Where a page of results ended: the last hit's place in the order (rank, time, kind, key), all descending. */
export const SearchCursor = z.object({
  rank: z.number().finite(),
  /** The database's own text of the time: microseconds a Date would lose. */
  at: z.string().min(1).max(40),
  kind: z.enum(searchKinds),
  key: z.string().min(1).max(40),
});
export type SearchCursor = z.infer<typeof SearchCursor>;

export const encodeCursor = (cursor: SearchCursor) =>
  Buffer.from(JSON.stringify(cursor)).toString('base64url');

/** A cursor of an earlier page; anything else is a 422 at ["query", "cursor"] (never a 5xx). */
export function decodeCursor(text: string): SearchCursor {
  try {
    return SearchCursor.parse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
  } catch {
    throw fieldError(
      ['query', 'cursor'],
      'Ongeldige cursor: gebruik de next_cursor van de vorige pagina',
      'invalid_cursor',
    );
  }
}
