import type { SearchKind } from '@dossier/contract';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { accessValidAt } from '../membership/index.ts';
import type { SearchCursor } from './cursor.ts';
import type { SearchTerms } from './query-terms.ts';
import { MARK_END, MARK_START, MARKUP_STAND_INS } from './snippet.ts';

type Db = Kysely<Database>;

/**
 * The tsquery of a search: every word by its Dutch stem, and the last also as the start of a word. The words hold
 * letters and digits only (query-terms.ts), so `word:*` is safe to parse; the rest goes through plainto_tsquery.
 */
export const tsqueryOf = (terms: SearchTerms): RawBuilder<string> =>
  sql`(plainto_tsquery('public.dossier_dutch', ${terms.words.join(' ')})
    && (plainto_tsquery('public.dossier_dutch', ${terms.last}) || to_tsquery('public.dossier_simple', ${`${terms.last}:*`})))`;

/** The dossiers whose content a user may find now: active memberships, a guest's while the access lasts. */
function readableDossiers(db: Db, userId: string, now: Date, dossierId: string | undefined) {
  let query = db
    .selectFrom('dossier_users')
    .select('dossier_users.dossier_id')
    .where('dossier_users.user_id', '=', userId)
    .where('dossier_users.status', '=', 'active')
    .where(accessValidAt(now));
  if (dossierId) query = query.where('dossier_users.dossier_id', '=', dossierId);
  return query;
}

/** One hit in the order of the results; `at` is the database's text of created_at (the cursor keeps it exactly). */
export interface HitRow {
  kind: SearchKind;
  key: string;
  dossier_id: string;
  created_at: Date;
  at: string;
  rank: number;
}

export interface HitSearch {
  userId: string;
  now: Date;
  terms: SearchTerms;
  dossierId?: string;
  kind?: SearchKind;
  after?: SearchCursor;
  limit: number;
}

/**
 * The hits of a search, best first: rank, then newer, then kind and key so the order is total and a cursor resumes
 * it exactly. A document is one hit whether its name or its text (any chunk) matched, with its best rank.
 */
export async function searchHits(db: Db, search: HitSearch): Promise<HitRow[]> {
  const wanted = (kind: SearchKind) => search.kind === undefined || search.kind === kind;
  const branches: RawBuilder<unknown>[] = [];
  if (wanted('message'))
    branches.push(sql`
      select 'message' as kind, m.id::text as key, m.dossier_id, m.created_at, ts_rank(m.search_vector, t.query) as rank
      from messages m join readable r on r.dossier_id = m.dossier_id, terms t
      where m.search_vector @@ t.query`);
  if (wanted('document'))
    branches.push(sql`
      select 'document' as kind, d.id::text as key, d.dossier_id, d.created_at, max(x.rank) as rank
      from (
        select d.id as document_id, ts_rank(d.search_vector, t.query) as rank
        from documents d join readable r on r.dossier_id = d.dossier_id, terms t
        where d.deleted_at is null and d.search_vector @@ t.query
        union all
        select c.document_id, ts_rank(c.search_vector, t.query) as rank
        from document_text_chunks c join readable r on r.dossier_id = c.dossier_id, terms t
        where c.search_vector @@ t.query
      ) x join documents d on d.id = x.document_id
      where d.deleted_at is null
      group by d.id`);
  if (wanted('dossier'))
    branches.push(sql`
      select 'dossier' as kind, ds.id::text as key, ds.id as dossier_id, ds.created_at,
        ts_rank(ds.search_vector, t.query) as rank
      from dossiers ds join readable r on r.dossier_id = ds.id, terms t
      where ds.search_vector @@ t.query`);
  const after = search.after
    ? sql`where (h.rank, h.created_at, h.kind, h.key) <
        (${search.after.rank}::real, ${search.after.at}::timestamptz, ${search.after.kind}, ${search.after.key})`
    : sql``;
  const { rows } = await sql<HitRow>`
    with readable as (${readableDossiers(db, search.userId, search.now, search.dossierId)}),
    terms as (select ${tsqueryOf(search.terms)} as query),
    hits as (${sql.join(branches, sql` union all `)})
    select h.kind, h.key, h.dossier_id, h.created_at, h.created_at::text as at, h.rank
    from hits h
    ${after}
    order by h.rank desc, h.created_at desc, h.kind desc, h.key desc
    limit ${search.limit}`.execute(db);
  return rows;
}

/** ts_headline's settings: a few fragments of a few words, the marks as control characters (snippet.ts). */
const HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=24, MinWords=8, ShortWord=1, MaxFragments=2, FragmentDelimiter=" … "`;

/** The text's markup characters become their stand-ins; the marks' own characters are taken out. */
const MARKUP_FROM = MARKUP_STAND_INS.map(([character]) => character).join('') + MARK_START + MARK_END;
const MARKUP_TO = MARKUP_STAND_INS.map(([, standIn]) => standIn).join('');

/**
 * The headline of a text for a query: by the Dutch stems where they match ('bouwtekening' marks 'bouwtekeningen'),
 * else by the words ('werkzaamh' marks 'werkzaamheden'). The marks are taken out of the text first, and markup is
 * swapped for stand-ins (snippet.ts).
 */
const headline = (text: RawBuilder<string>, query: RawBuilder<string>) => sql<string>`(
  select case when strpos(dutch, ${MARK_START}) > 0 then dutch else simple end
  from (select
    ts_headline('public.dossier_dutch', clean, ${query}, ${HEADLINE_OPTIONS}) as dutch,
    ts_headline('public.dossier_simple', clean, ${query}, ${HEADLINE_OPTIONS}) as simple
    from (select translate(${text}, ${MARKUP_FROM}, ${MARKUP_TO}) as clean) c) h)`;

export interface HitDetail {
  key: string;
  dossier_title: string;
  headline: string;
  sender_name: string | null;
  filename: string | null;
}

/** What a page of hits shows: the dossier's title, the sender or the file name, and the headline of the match. */
export async function hitDetails(
  db: Db,
  terms: SearchTerms,
  hits: HitRow[],
): Promise<Map<string, HitDetail>> {
  const keysOf = (kind: SearchKind) => hits.filter((hit) => hit.kind === kind).map((hit) => hit.key);
  const query = tsqueryOf(terms);
  const details: HitDetail[] = [];
  const messageIds = keysOf('message');
  if (messageIds.length > 0) {
    const { rows } = await sql<HitDetail>`
      select m.id::text as key, ds.title as dossier_title, ${headline(sql`m.body`, query)} as headline,
        nullif(concat_ws(' ', u.first_name, u.last_name), '') as sender_name, null as filename
      from messages m join dossiers ds on ds.id = m.dossier_id left join users u on u.id = m.sender_id
      where m.id in (${sql.join(messageIds.map((id) => sql`${id}::bigint`))})`.execute(db);
    details.push(...rows.map((row) => ({ ...row, key: `message:${row.key}` })));
  }
  const documentIds = keysOf('document');
  if (documentIds.length > 0) {
    // The text's best chunk when the text matched, else the name.
    const { rows } = await sql<HitDetail>`
      select d.id::text as key, ds.title as dossier_title, d.filename, null as sender_name,
        coalesce(
          (select ${headline(sql`c.body`, query)} from document_text_chunks c
            where c.document_id = d.id and c.search_vector @@ ${query}
            order by ts_rank(c.search_vector, ${query}) desc, c.chunk limit 1),
          ${headline(sql`regexp_replace(d.filename, '[_.\\-]+', ' ', 'g')`, query)}) as headline
      from documents d join dossiers ds on ds.id = d.dossier_id
      where d.id in (${sql.join(documentIds.map((id) => sql`${id}::uuid`))})`.execute(db);
    details.push(...rows.map((row) => ({ ...row, key: `document:${row.key}` })));
  }
  const dossierIds = keysOf('dossier');
  if (dossierIds.length > 0) {
    const { rows } = await sql<HitDetail>`
      select ds.id::text as key, ds.title as dossier_title, ${headline(sql`ds.title`, query)} as headline,
        null as sender_name, null as filename
      from dossiers ds
      where ds.id in (${sql.join(dossierIds.map((id) => sql`${id}::uuid`))})`.execute(db);
    details.push(...rows.map((row) => ({ ...row, key: `dossier:${row.key}` })));
  }
  return new Map(details.map((detail) => [detail.key, detail]));
}
