import { type Kysely, sql } from 'kysely';

/** The full-text indexes of migration 009. */
const SEARCH_INDEXES = [
  'messages_search',
  'documents_search',
  'dossiers_search',
  'document_text_chunks_search',
];

/**
 * Search made quick for what bench/search.ts measured (issue 22, item 5): the chunks of a member's few dossiers found
 * by their dossier, and no pending lists on the full-text indexes.
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

  // A member of a few dossiers searches their chunks directly (modules/search/queries.ts): without this, only the
  // chunks of all dossiers that match the words, which for a common word is most of them.
  await sql`create index document_text_chunks_dossier on document_text_chunks (dossier_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of SEARCH_INDEXES) await sql`alter index ${sql.raw(index)} reset (fastupdate)`.execute(db);
  await sql`drop index document_text_chunks_dossier`.execute(db);
}
