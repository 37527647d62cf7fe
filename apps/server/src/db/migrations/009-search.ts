import { documentTextContentTypes } from '@dossier/contract';
import { type Kysely, sql } from 'kysely';

/**
 * Search in dossiers (issue 22): one tsvector per searchable text, stored and GIN-indexed. Existing messages, names
 * and titles are indexed by this migration itself (stored generated columns); the text inside existing documents by
 * jobs it queues, which every instance's indexer works off (modules/search/indexer.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Two forms of every word, both unaccented ('categorieën' as 'categorieen'): the Dutch stem, so 'bouwtekening'
  // finds 'bouwtekeningen', and the word itself, so the word being typed matches as a prefix ('bouwteke:*'), which a
  // stem cannot (the stem of 'werkzaamheden' does not start with 'werkzaamh').
  await sql`create text search configuration dossier_dutch (copy = pg_catalog.dutch)`.execute(db);
  await sql`create text search configuration dossier_simple (copy = pg_catalog.simple)`.execute(db);
  for (const [config, dictionary] of [
    ['dossier_dutch', 'dutch_stem'],
    ['dossier_simple', 'simple'],
  ] as const) {
    await sql`
      alter text search configuration ${sql.raw(config)}
        alter mapping for hword, hword_part, word, asciiword, asciihword, hword_asciipart
        with unaccent, ${sql.raw(dictionary)}`.execute(db);
  }
  await sql`
    create function search_vector(value text) returns tsvector
      language sql immutable parallel safe strict
      as $$ select to_tsvector('public.dossier_dutch', value) || to_tsvector('public.dossier_simple', value) $$`.execute(
    db,
  );
  // A file name is one token to the parser ('Offerte_Bouwtekening-v2.pdf') unless its separators become spaces.
  await sql`
    create function filename_search_vector(filename text) returns tsvector
      language sql immutable parallel safe strict
      as $$ select search_vector(regexp_replace(filename, '[_.\\-]+', ' ', 'g')) $$`.execute(db);

  // What people write in the chat; system lines repeat what the other hits show (documents, invoices, members).
  await sql`
    alter table messages add column search_vector tsvector
      generated always as (case when message_type = 'user' then search_vector(body) end) stored`.execute(db);
  await sql`create index messages_search on messages using gin (search_vector)`.execute(db);

  await sql`
    alter table documents add column search_vector tsvector
      generated always as (filename_search_vector(filename)) stored`.execute(db);
  await sql`create index documents_search on documents using gin (search_vector) where deleted_at is null`.execute(
    db,
  );
  // Whether the text inside was read: 'pending' until the indexer has been, 'none' for a kind without text
  // (images), 'failed' when the file could not be read (it is still found by its name).
  await sql`
    alter table documents add column text_state text not null default 'none'
      check (text_state in ('pending', 'indexed', 'failed', 'none'))`.execute(db);

  await sql`
    alter table dossiers add column search_vector tsvector
      generated always as (search_vector(title)) stored`.execute(db);
  await sql`create index dossiers_search on dossiers using gin (search_vector)`.execute(db);

  // The text inside a document, in chunks of a few KB: a tsvector over 1 MB is an error, and a snippet of a chunk is
  // cheap where one of a whole book is not. The dossier rides along so a search filters without a join.
  await sql`
    create table document_text_chunks (
      document_id uuid not null references documents (id) on delete cascade,
      chunk int not null check (chunk >= 0),
      dossier_id uuid not null references dossiers (id) on delete cascade,
      body text not null,
      search_vector tsvector generated always as (search_vector(body)) stored,
      primary key (document_id, chunk)
    )`.execute(db);
  await sql`create index document_text_chunks_search on document_text_chunks using gin (search_vector)`.execute(
    db,
  );

  // One job per document whose text is still to be read; an instance claims it for a while (claimed_until), so a
  // crashed instance's job is taken up again, and a failing file waits longer after each attempt.
  await sql`
    create table document_text_jobs (
      document_id uuid primary key references documents (id) on delete cascade,
      attempts int not null default 0,
      run_after timestamptz not null,
      claimed_until timestamptz
    )`.execute(db);
  await sql`create index document_text_jobs_due on document_text_jobs (run_after)`.execute(db);

  // The documents already stored: their text is read by the indexer, oldest first.
  await sql`
    update documents set text_state = 'pending'
    where deleted_at is null and content_type in (${sql.join([...documentTextContentTypes])})`.execute(db);
  await sql`
    insert into document_text_jobs (document_id, run_after)
    select id, created_at from documents where text_state = 'pending'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table document_text_jobs`.execute(db);
  await sql`drop table document_text_chunks`.execute(db);
  await sql`alter table dossiers drop column search_vector`.execute(db);
  await sql`alter table documents drop column search_vector`.execute(db);
  await sql`alter table documents drop column text_state`.execute(db);
  await sql`alter table messages drop column search_vector`.execute(db);
  await sql`drop function filename_search_vector(text)`.execute(db);
  await sql`drop function search_vector(text)`.execute(db);
  await sql`drop text search configuration dossier_simple`.execute(db);
  await sql`drop text search configuration dossier_dutch`.execute(db);
}
