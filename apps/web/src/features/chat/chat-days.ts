import type { MessageResponse } from '@dossier/contract';
import { nl } from '../../i18n/nl.ts';
import { calendarDay, calendarDaysAgo, formatLongDate } from '../../lib/format-date.ts';
import type { PendingMessage } from './message-timeline.ts';

/** What the day of a chat row is read from: a stored message, or one of the user's own on its way. */
type DatedRow = { kind: 'stored'; message: MessageResponse } | { kind: 'pending'; pending: PendingMessage };

const timeOf = (row: DatedRow) => (row.kind === 'stored' ? row.message.created_at : row.pending.created_at);

/** The separator's text: 'Vandaag', 'Gisteren', or the date written out ('maandag 23 november 2026'). */
export function dayLabel(iso: string, now: Date = new Date()): string {
  const ago = calendarDaysAgo(iso, now);
  if (ago === 0) return nl.chat.today;
  if (ago === 1) return nl.chat.yesterday;
  return formatLongDate(iso);
}

/**
 * Whether a row is the first of its day among the rows loaded, so the day's separator stands above it. The oldest
 * row loaded counts only when it begins the dossier's history (seq 1): above it an older page may still come, and a
 * row that grew or shrank under a page put above would move what the reader sees.
 */
export function startsDay(row: DatedRow, previous: DatedRow | undefined): boolean {
  if (!previous) return row.kind === 'pending' || row.message.seq === 1;
  return calendarDay(timeOf(row)) !== calendarDay(timeOf(previous));
}

/**
 * The row before `row` in `rows`, found by the list's index (a row's index is its seq: `firstIndex` is the first
 * row's), or by a search when the index does not point at it.
 */
export function previousRow<Row>(
  rows: readonly Row[],
  index: number,
  firstIndex: number,
  row: Row,
): Row | undefined {
  const position = rows[index - firstIndex] === row ? index - firstIndex : rows.indexOf(row);
  return position > 0 ? rows[position - 1] : undefined;
}

/** The documents a 'Document verwijderd' line in the loaded chat says are gone. */
export function removedDocumentIds(rows: readonly DatedRow[]): ReadonlySet<string> {
  const removed = new Set<string>();
  for (const row of rows)
    if (row.kind === 'stored' && row.message.message_type === 'document_removed' && row.message.document_id)
      removed.add(row.message.document_id);
  return removed;
}
