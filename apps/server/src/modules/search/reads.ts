import type { SearchRequest, SearchResponse, SearchResult } from '@dossier/contract';
import type { Actor } from '../../auth/sessions.ts';
import type { Deps } from '../../deps.ts';
import { authorize } from '../../policies/decision.ts';
import { maySearchDossier } from '../../policies/search.ts';
import { membershipOf } from '../membership/index.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { type SearchPageRow, searchPage, wordFormsOf } from './queries.ts';
import { type SearchTerms, searchTermsOf } from './query-terms.ts';
import { type LookedUp, markedTerms, type Reading, readingOf, snippetOf, wordsToLookUp } from './snippet.ts';

const presentHit = (hit: SearchPageRow, snippet: string): SearchResult => ({
  kind: hit.kind,
  dossier_id: hit.dossier_id,
  dossier_title: hit.dossier_title,
  ...(hit.kind === 'message' ? { message_id: Number(hit.key), sender_name: hit.sender_name } : {}),
  ...(hit.kind === 'document' ? { document_id: hit.key, filename: hit.filename ?? '' } : {}),
  created_at: hit.created_at.toISOString(),
  snippet,
});

/**
 * The snippets of a page's hits. The words only the database can match are looked up in one go; a long text whose
 * window marked nothing is read whole, its words looked up in a second go (rare: its needle stood in another word).
 */
async function snippetsOf(db: Deps['db'], page: SearchPageRow[], terms: SearchTerms): Promise<string[]> {
  if (page.length === 0) return [];
  const needle = [...terms.words, terms.last].reduce((a, b) => (b.length > a.length ? b : a));
  const marked = markedTerms(page[0].stems ?? [], page[0].prefixes ?? [], needle);
  const lookUp = async (readings: Reading[]): Promise<LookedUp> => {
    const words = wordsToLookUp(readings);
    return words.length > 0 ? wordFormsOf(db, words) : new Map();
  };
  const readings = page.map((hit) => readingOf(hit.text, marked));
  const lookedUp = await lookUp(readings);
  const snippets = readings.map((reading) => snippetOf(reading, marked, lookedUp));
  const rereadings = snippets.map((snippet, index) =>
    snippet === null ? readingOf(page[index].text, marked, true) : null,
  );
  const reread = rereadings.filter((reading) => reading !== null);
  if (reread.length === 0) return snippets as string[];
  const lookedUpWhole = await lookUp(reread);
  return snippets.map((snippet, index) => {
    const whole = rereadings[index];
    return snippet ?? (whole && snippetOf(whole, marked, lookedUpWhole)) ?? '';
  });
}

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
  const snippets = await snippetsOf(db, page, terms);
  const results = page.map((hit, index) => presentHit(hit, snippets[index]));
  const last = page.at(-1);
  const more = rows.length > request.limit && last;
  return {
    results,
    next_cursor: more ? encodeCursor({ rank: last.rank, at: last.at, kind: last.kind, key: last.key }) : null,
  };
}
