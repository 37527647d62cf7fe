import type { SearchRequest, SearchResponse, SearchResult } from '@dossier/contract';
import type { Actor } from '../../auth/sessions.ts';
import type { Deps } from '../../deps.ts';
import { authorize } from '../../policies/decision.ts';
import { maySearchDossier } from '../../policies/search.ts';
import { membershipOf } from '../membership/index.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { type SearchPageRow, searchPage } from './queries.ts';
import { searchTermsOf } from './query-terms.ts';
import { snippetHtml } from './snippet.ts';

const presentHit = (hit: SearchPageRow): SearchResult => ({
  kind: hit.kind,
  dossier_id: hit.dossier_id,
  dossier_title: hit.dossier_title,
  ...(hit.kind === 'message' ? { message_id: Number(hit.key), sender_name: hit.sender_name } : {}),
  ...(hit.kind === 'document' ? { document_id: hit.key, filename: hit.filename ?? '' } : {}),
  created_at: hit.created_at.toISOString(),
  snippet: snippetHtml(hit.headline),
});

/**
 * GET /api/v1/search: the caller's hits in the dossiers they may read now, best first, a page at a time. A query
 * without a letter or digit finds nothing; a dossier_id the caller may not search answers as an unknown one.
 */
export async function searchFor(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  actor: Actor,
  request: SearchRequest,
): Promise<SearchResponse> {
  const now = clock.now();
  if (request.dossier_id)
    authorize(maySearchDossier(await membershipOf(db, request.dossier_id, actor.user.id), now));
  const after = request.cursor ? decodeCursor(request.cursor) : undefined;
  const terms = searchTermsOf(request.q);
  if (!terms) return { results: [], next_cursor: null };

  const rows = await searchPage(db, {
    userId: actor.user.id,
    now,
    terms,
    dossierId: request.dossier_id,
    kind: request.kind,
    after,
    limit: request.limit,
  });
  const page = rows.slice(0, request.limit);
  const results = page.map(presentHit);
  const last = page.at(-1);
  const more = rows.length > request.limit && last;
  return {
    results,
    next_cursor: more ? encodeCursor({ rank: last.rank, at: last.at, kind: last.kind, key: last.key }) : null,
  };
}
