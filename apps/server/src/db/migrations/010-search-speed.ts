import { type Kysely, sql } from 'kysely';

/** The full-text indexes of migration 009. */
const SEARCH_INDEXES = [
  'messages_search',
  'documents_search',
  'dossiers_search',
  'document_text_chunks_search',
];

/**
 * Search made quick for what bench/search.ts measured (issue 22, item 5): headlines made in one function, the chunks
 * of a member's few dossiers found by their dossier, and no pending lists on the full-text indexes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // A GIN index keeps new entries in a pending list until a vacuum merges them, and every search reads that list
  // whole: PGlite never vacuums, so it grows to 4 MB per index (a search for a word no dossier title holds read 212
  // pages of dossiers_search, 3 ms of a 7 ms search, at 10,000 dossiers). Without it, each insert writes its entries
  // at once, as companies_search_key_trgm does (migration 002); what is pending now is merged here.
  for (const index of SEARCH_INDEXES) {
    await sql`alter index ${sql.raw(index)} set (fastupdate = off)`.execute(db);
    await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
  }

  // A hit's headline (modules/search/queries.ts passes the settings): the Dutch stems marked where they match, else
  // the words themselves ('werkzaamh' marks 'werkzaamheden'), the second made only when the first marked nothing. A
  // long text is headlined in a window around the first place `needle` occurs (ts_headline parses and stems every
  // word it is given: 0.15 ms for 600 characters on PGlite), found as written, else in lowercase, else without
  // accents, and whole when there is no such place or the window's headline marks nothing.
  // `needle` holds letters and digits alone (query-terms.ts), so it is a plain word in the pattern. Markup characters
  // become stand-ins first (ts_headline would take '<b>' for a tag). A function rather than SQL in the search
  // statement: planned once per connection, and the statement stays quick to plan.
  await sql`
    create function search_headline(body text, query tsquery, needle text, options text, mark text,
        markup_from text, markup_to text, window_chars integer, window_before integer) returns text
      language plpgsql stable parallel safe strict
      as $$
      declare
        at integer := 0;
        clean text;
        headline text;
      begin
        if length(body) > window_chars and needle <> '' then
          -- The cheapest way first: as written, in lowercase, without accents.
          at := strpos(body, needle);
          if at = 0 then
            at := strpos(lower(body), needle);
          end if;
          if at = 0 then
            at := regexp_instr(lower(public.unaccent('public.unaccent'::regdictionary, body)), '\\m' || needle);
          end if;
        end if;
        for pass in 1..2 loop
          continue when pass = 1 and at = 0;
          clean := case when pass = 1 then substr(body, greatest(1, at - window_before), window_chars) else body end;
          -- markup_from holds no character a bracket expression treats specially (snippet.ts).
          if clean ~ ('[' || markup_from || ']') then
            clean := translate(clean, markup_from, markup_to);
          end if;
          headline := ts_headline('public.dossier_dutch', clean, query, options);
          if strpos(headline, mark) = 0 then
            headline := ts_headline('public.dossier_simple', clean, query, options);
          end if;
          if pass = 2 or strpos(headline, mark) > 0 then
            return headline;
          end if;
        end loop;
      end $$`.execute(db);

  // A member of a few dossiers searches their chunks directly (modules/search/queries.ts): without this, only the
  // chunks of all dossiers that match the words, which for a common word is most of them.
  await sql`create index document_text_chunks_dossier on document_text_chunks (dossier_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of SEARCH_INDEXES) await sql`alter index ${sql.raw(index)} reset (fastupdate)`.execute(db);
  await sql`drop index document_text_chunks_dossier`.execute(db);
  await sql`drop function search_headline(text, tsquery, text, text, text, text, text, integer, integer)`.execute(
    db,
  );
}
