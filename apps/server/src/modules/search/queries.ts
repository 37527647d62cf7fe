import type { SearchKind } from '@dossier/contract';
import { CompiledQuery, type Kysely, type RawBuilder, sql } from 'kysely';
import { executePrepared } from '../../db/prepared.ts';
import type { Database } from '../../db/schema.ts';
import { accessValidAt } from '../membership/index.ts';
import type { SearchCursor } from './cursor.ts';
import type { SearchTerms } from './query-terms.ts';
import type { WordForms } from './snippet.ts';

type Db = Kysely<Database>;

/**
 * The tsquery of a search: every word by its Dutch stem, and the last also as the start of a word. The words hold
 * letters and digits only (query-terms.ts), so `word:*` is safe to parse; the rest goes through plainto_tsquery.
 */
export const tsqueryOf = (terms: SearchTerms): RawBuilder<string> =>
  tsqueryFrom(terms.words.join(' '), terms.last, `${terms.last}:*`);

/** tsqueryOf's expression, from values or from the statement's inputs. */
const tsqueryFrom = (words: unknown, last: unknown, prefix: unknown) =>
  sql<string>`(plainto_tsquery('public.dossier_dutch', ${words})
    && (plainto_tsquery('public.dossier_dutch', ${last}) || to_tsquery('public.dossier_simple', ${prefix})))`;

export interface SearchPageSearch {
  userId: string;
  now: Date;
  terms: SearchTerms;
  dossierId?: string;
  kind?: SearchKind;
  after?: SearchCursor;
  /** Hits on the page: one more row comes back when more follow (without its text). */
  limit: number;
}

/** A hit as a page shows it; `at` is the database's text of created_at (the cursor keeps it exactly). */
export interface SearchPageRow {
  kind: SearchKind;
  key: string;
  dossier_id: string;
  created_at: Date;
  at: string;
  rank: number;
  dossier_title: string;
  /** The text the snippet is made of: the message, the document's best chunk or its name, the dossier's title. */
  text: string;
  /** The query's Dutch stems and the plain forms of its last word (snippet.ts marks by them), on the first hit. */
  stems: string[] | null;
  prefixes: string[] | null;
  sender_name: string | null;
  filename: string | null;
}

/**
 * Up to this many messages in the dossiers a user reads, a search goes through those dossiers one by one (their
 * messages, documents and chunks by dossier, each checked against the query): a few milliseconds whatever the words.
 * Past it, it starts from the GIN indexes' matches and keeps those in the user's dossiers: about a millisecond for a
 * rare word, but for a common one as long as it takes to read its matches in every dossier (a second and more at
 * 1,000,000 messages). Measured with bench/search.ts.
 */
const FEW_MESSAGES = 2_000;
/** ... in at most this many dossiers (the sum is taken over this many and one more, so it stays quick). */
const FEW_DOSSIERS = 20;

/**
 * The tables a search matches, each found either way (searchPageStatement): `{name}_hits` are its rows in the
 * user's dossiers that match. The GIN index's matches are gathered once (`materialized`) before they are kept to the
 * user's dossiers: otherwise a plan without statistics may scan the index again for each dossier.
 */
interface MatchedTable {
  name: string;
  /** The column holding the row's dossier. */
  dossier: string;
  /** What the rest of the search reads of a hit. */
  columns: string[];
  /** More conditions on a row (SQL of our own, never input). */
  where?: string;
}

const MATCHED: MatchedTable[] = [
  { name: 'messages', dossier: 'dossier_id', columns: ['id', 'dossier_id', 'created_at', 'search_vector'] },
  {
    name: 'documents',
    dossier: 'dossier_id',
    columns: ['id', 'search_vector'],
    where: 'and x.deleted_at is null',
  },
  { name: 'document_text_chunks', dossier: 'dossier_id', columns: ['document_id', 'chunk', 'search_vector'] },
  { name: 'dossiers', dossier: 'id', columns: ['id', 'created_at', 'search_vector'] },
];

/** The two CTEs of a table's hits (MATCHED); `few` is whether the user reads few messages. */
function hitsOf(table: MatchedTable, few: RawBuilder<unknown>): RawBuilder<unknown> {
  const columns = sql.raw(table.columns.map((column) => `x.${column}`).join(', '));
  const [name, dossier, where] = [sql.raw(table.name), sql.raw(table.dossier), sql.raw(table.where ?? '')];
  const indexed = sql.raw(`${table.name}_indexed`);
  return sql`${indexed} as materialized (
      select ${columns}, x.${dossier} as in_dossier from ${name} x, terms t
      where not ${few} and x.search_vector @@ t.query ${where}
    ),
    ${sql.raw(`${table.name}_hits`)} as (
      select ${columns}
      from readable r cross join terms t cross join lateral (
        select x.* from ${name} x
        where x.${dossier} = r.dossier_id and (x.search_vector @@ t.query) is true ${where}
        offset 0) x
      where ${few}
      union all
      select ${columns} from ${indexed} x join readable r on r.dossier_id = x.in_dossier
    )`;
}

/**
 * A page of hits, best first, with what each shows (dossier title, sender or file name, the text its snippet is made
 * of): one prepared statement, the same text whatever the filters (they are parameters, and the branches they rule out
 * never run).
 * The order is rank, then newer, then kind and key, so it is total and a cursor resumes it exactly. A document is one
 * hit whether its name or its text (any chunk) matched, with its best rank. Each kind keeps its own best `limit` + 1
 * past the cursor before they are merged; the texts are read for the page's `limit` hits alone.
 *
 * The dossiers are the ones the user may read now (active memberships, a guest's while the access lasts). How their
 * hits are found is decided when the statement runs, by how many messages they hold (FEW_MESSAGES), not by the
 * planner: a prepared statement's generic plan knows neither the user nor the words, and PGlite never gathers the
 * statistics that would tell it. The shape of each way is fixed with `offset 0` (the subquery is planned as written)
 * and `(... @@ ...) is true` (the one-by-one way must not reach for the GIN index: for a common word, each of its
 * scans reads the word's whole posting list).
 */
export async function searchPage(db: Db, search: SearchPageSearch): Promise<SearchPageRow[]> {
  searchPageSql ??= SEARCH_PAGE.compile(db).sql;
  const text = searchPageSql;
  const inputs = inputsOf(search);
  const parameters = INPUT_ORDER.map((name) => inputs[name]);
  return executePrepared(db, {
    compile: () => CompiledQuery.raw(text, parameters) as CompiledQuery<SearchPageRow>,
  });
}

/**
 * What the statement is given, in the order of its parameters, with their types. It reads each where it needs it as
 * `$n`, so its text is the same for every search and is compiled once (Kysely takes about 0.1 ms to compile it).
 */
const INPUTS = {
  user_id: 'uuid',
  now: 'timestamptz',
  dossier_id: 'uuid',
  kind: 'text',
  after_rank: 'real',
  after_at: 'timestamptz',
  after_kind: 'text',
  after_key: 'text',
  page_size: 'int',
  words: 'text',
  last: 'text',
  prefix: 'text',
} as const;
type Input = keyof typeof INPUTS;
const INPUT_ORDER = Object.keys(INPUTS) as Input[];
const input = Object.fromEntries(
  INPUT_ORDER.map((name, index) => [name, sql.raw(`$${index + 1}::${INPUTS[name]}`)]),
) as Record<Input, RawBuilder<unknown>>;

function inputsOf(search: SearchPageSearch): Record<Input, unknown> {
  const { terms, after } = search;
  return {
    user_id: search.userId,
    now: search.now,
    dossier_id: search.dossierId ?? null,
    kind: search.kind ?? null,
    after_rank: after?.rank ?? null,
    after_at: after?.at ?? null,
    after_kind: after?.kind ?? null,
    after_key: after?.key ?? null,
    page_size: search.limit,
    words: terms.words.join(' '),
    last: terms.last,
    prefix: `${terms.last}:*`,
  };
}

let searchPageSql: string | undefined;

/** searchPage's statement (bench/search.ts explains it). */
const SEARCH_PAGE = searchPageStatement();

function searchPageStatement(): RawBuilder<SearchPageRow> {
  const wanted = (branch: SearchKind) => sql`(${input.kind} is null or ${input.kind} = ${sql.lit(branch)})`;
  const few = sql`(select scope.few from scope)`;
  // A kind's best hits past the cursor. Its kind is fixed, so its rows compare on (rank, time, kind, key) as the page
  // does; `offset 0` keeps ts_rank from being computed again for the comparison.
  const best = (rows: RawBuilder<unknown>) => sql`(
    select b.* from (${rows} offset 0) b
    where (${input.after_rank} is null or (b.rank, b.created_at, b.kind, b.key) <
      (${input.after_rank}, ${input.after_at}, ${input.after_kind}, ${input.after_key}))
    order by b.rank desc, b.created_at desc, b.key desc limit ${input.page_size} + 1)`;
  return sql<SearchPageRow>`
    with readable as (
      select dossier_users.dossier_id from dossier_users
      where dossier_users.user_id = ${input.user_id} and dossier_users.status = 'active' and ${accessValidAt(input.now)}
        and (${input.dossier_id} is null or dossier_users.dossier_id = ${input.dossier_id})
    ),
    terms as (
      select ${tsqueryFrom(input.words, input.last, input.prefix)} as query,
        tsvector_to_array(to_tsvector('public.dossier_dutch', concat_ws(' ', ${input.words}, ${input.last}))) as stems,
        tsvector_to_array(to_tsvector('public.dossier_simple', ${input.last})) as prefixes
    ),
    -- Whether the user reads few messages, found from at most FEW_DOSSIERS + 1 of their dossiers.
    scope as (
      select count(*) <= ${sql.lit(FEW_DOSSIERS)} and coalesce(sum(s.last_seq), 0) <= ${sql.lit(FEW_MESSAGES)} as few
      from (select d.last_seq from readable r join dossiers d on d.id = r.dossier_id limit ${sql.lit(FEW_DOSSIERS + 1)}) s
    ),
    ${sql.join(
      MATCHED.map((table) => hitsOf(table, few)),
      sql`, `,
    )},
    page as (
      select h.*, row_number() over (order by h.rank desc, h.created_at desc, h.kind desc, h.key desc) as n from (
        ${best(sql`
          select 'message'::text as kind, h.id::text as key, h.id as message_id, null::uuid as document_id,
            null::int as chunk, h.dossier_id, h.created_at, ts_rank(h.search_vector, t.query) as rank
          from messages_hits h, terms t
          where ${wanted('message')}`)}
        union all
        ${best(sql`
          select 'document'::text as kind, d.id::text as key, null::bigint as message_id, d.id as document_id,
            x.chunk, d.dossier_id, d.created_at, x.rank
          -- A document's rank is its best of name and chunks; its snippet comes from its best chunk (rank, then the
          -- first), picked here while the ranks are at hand.
          from (
            select y.document_id, max(y.rank) as rank, max(y.chunk) as chunk from (
              select h.id as document_id, ts_rank(h.search_vector, t.query) as rank, null::int as chunk
              from documents_hits h, terms t
              union all
              (select distinct on (h.document_id) h.document_id, ts_rank(h.search_vector, t.query) as rank, h.chunk
              from document_text_chunks_hits h, terms t
              order by h.document_id, rank desc, h.chunk)
            ) y group by y.document_id
          ) x join documents d on d.id = x.document_id
          where ${wanted('document')} and d.deleted_at is null`)}
        union all
        ${best(sql`
          select 'dossier'::text as kind, ds.id::text as key, null::bigint as message_id, null::uuid as document_id,
            null::int as chunk, ds.id as dossier_id, ds.created_at, ts_rank(ds.search_vector, t.query) as rank
          from dossiers_hits ds, terms t
          where ${wanted('dossier')}`)}
      ) h
      order by h.rank desc, h.created_at desc, h.kind desc, h.key desc limit ${input.page_size} + 1
    )
    select p.kind, p.key, p.dossier_id, p.created_at, p.created_at::text as at, p.rank,
      ds.title as dossier_title,
      nullif(concat_ws(' ', u.first_name, u.last_name), '') as sender_name,
      d.filename,
      -- The same for every hit: on the first alone.
      case when p.n = 1 then t.stems end as stems, case when p.n = 1 then t.prefixes end as prefixes,
      -- The row past the page only says that more follow: no text.
      case when p.n > ${input.page_size} then '' else case p.kind
        when 'message' then m.body
        -- The text's best chunk when the text matched (found and ranked with the hits; page carries its number),
        -- else the name, its separators as spaces ('Offerte_Bouwtekening-v2.pdf').
        when 'document' then coalesce(
          (select c.body from document_text_chunks c where c.document_id = p.document_id and c.chunk = p.chunk),
          regexp_replace(d.filename, '[_.\\-]+', ' ', 'g'))
        else ds.title
      end end as text
    from page p
    cross join terms t
    join dossiers ds on ds.id = p.dossier_id
    left join messages m on m.id = p.message_id
    left join users u on u.id = m.sender_id
    left join documents d on d.id = p.document_id
    order by p.rank desc, p.created_at desc, p.kind desc, p.key desc`;
}

/** The forms of words a snippet could not tell alone (snippet.ts): their Dutch stems and plain forms, by the word. */
export async function wordFormsOf(db: Db, words: string[]): Promise<Map<string, WordForms>> {
  const rows = await executePrepared(db, {
    compile: () => CompiledQuery.raw(WORD_FORMS, [words]) as CompiledQuery<{ word: string } & WordForms>,
  });
  return new Map(rows.map(({ word, stems, forms }) => [word, { stems, forms }]));
}

const WORD_FORMS = `
  select w.word, tsvector_to_array(to_tsvector('public.dossier_dutch', w.word)) as stems,
    tsvector_to_array(to_tsvector('public.dossier_simple', w.word)) as forms
  from unnest($1::text[]) as w(word)`;
