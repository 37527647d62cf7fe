import { type DossierDataset, dossierDatasetSizes, seedDossierDataset } from './dossier-dataset.ts';
import { RARE_WORDS, VOCABULARY } from './dutch-vocabulary.ts';
import type { BenchDatabase } from './engines.ts';
import { dossierId, dropSecondaryIndexes, skewedCounts } from './seed-dossiers.ts';
import { benchUuidSql } from './seed-people.ts';

export interface SearchDatasetSizes {
  messages: number;
  dossiers: number;
  focusDossiers: number;
  documents: number;
}

export interface SearchDataset extends DossierDataset {
  documents: number;
  /** Average characters of a message's text and of a document's one chunk, as stored. */
  messageChars: number;
  chunkChars: number;
  /** Seconds for each part: people, dossiers and messages (with their index); documents and chunks; analyze. */
  seconds: { messages: number; documents: number; analyze: number };
}

/** 1,000,000 messages in 10,000 dossiers, 100,000 documents, a member of 200 dossiers, at scale 1. */
export const searchDatasetSizes = (scaled: (size: number, min?: number) => number): SearchDatasetSizes => ({
  ...dossierDatasetSizes(scaled),
  documents: scaled(100_000, 100),
});

/** Words a message draws: 4 to 24 (14 on average, about 100 characters). */
const MESSAGE_WORDS = '4 + (g.seq * 7) % 21';
/** Words a document's text draws: about 2 KB. */
const CHUNK_WORDS = '320 + d.n % 40';
/** How often a text gets one of the rare words: each rare word in about 100 of 1,000,000 messages ... */
const MESSAGE_RARE_RATE = (RARE_WORDS.length * 100) / 1_000_000;
/** ... and in about 100 of 100,000 documents. */
const CHUNK_RARE_RATE = (RARE_WORDS.length * 100) / 100_000;

/**
 * A list of words as an array constant in the SQL: read in place for every draw (a column of a table holding it would
 * be detoasted for each, 15 times slower).
 */
function arraySql(words: readonly string[]): string {
  for (const word of words) if (!/^\p{L}+$/u.test(word)) throw new Error(`not a plain word: ${word}`);
  return `(array[${words.map((word) => `'${word}'`).join(',')}]::text[])`;
}

const vocabulary = arraySql(VOCABULARY);
const rare = arraySql(RARE_WORDS);

/**
 * A Dutch text of `count` words drawn Zipf-like from the vocabulary (the r-th word with probability
 * ln((r+1)/r) / ln(n+1)), sometimes with a rare word, as a sentence. `correlate` is an expression of the outer row,
 * so the database draws anew for every row.
 */
const dutchText = (count: string, rareRate: number, correlate: string) => `(
  select upper(left(s.t, 1)) || substr(s.t, 2)
    || case when random() < ${rareRate} then ' ' || ${rare}[1 + floor(random() * ${RARE_WORDS.length})::int] else '' end
    || '.'
  from (
    select string_agg(${vocabulary}[floor(exp(random() * ln(${VOCABULARY.length + 1})))::int], ' ') as t
    from generate_series(1, ${count}) as k
    where ${correlate} is not null
  ) s)`;

/** A word of the trade (never the function words at the top), for names and titles. */
const tradeWord = `${vocabulary}[61 + floor(random() * ${VOCABULARY.length - 60})::int]`;

/**
 * The dossier dataset (users, companies, 10,000 dossiers, Zipf-skewed messages, user 0 a member of 200 dossiers)
 * with Dutch texts, titles of the trade, and documents spread over the dossiers as the messages are, each with one
 * text chunk of about 2 KB as the indexer writes it. Everything in bulk SQL; the tsvectors are the database's own
 * (stored generated columns), the GIN indexes built after the load. `vacuum analyze` on PostgreSQL only, as its
 * autovacuum would have; PGlite has none, so it plans without statistics, as the embedded mode does.
 */
export async function seedSearchDataset(
  db: BenchDatabase,
  sizes: SearchDatasetSizes,
): Promise<SearchDataset> {
  const started = performance.now();
  const { raw } = db;
  const dataset = await seedDossierDataset(db, sizes, {
    messageBody: dutchText(MESSAGE_WORDS, MESSAGE_RARE_RATE, 'g.seq'),
    analyze: false,
  });
  await raw.exec(`
    update dossiers d
    set title = initcap(${tradeWord}) || ' ' || ${tradeWord} || ' ' || (1 + abs(hashtext(d.id::text)) % 99)`);
  const messagesDone = performance.now();

  const counts = skewedCounts(sizes.dossiers, sizes.documents);
  let total = 0;
  const offsets = counts.map((count) => {
    total += count;
    return total - count;
  });
  await raw.exec(
    'create table bench_document_plan (dossier_id uuid primary key, n integer not null, first integer not null)',
  );
  await raw.query(
    'insert into bench_document_plan select unnest($1::uuid[]), unnest($2::int[]), unnest($3::int[])',
    [counts.map((_, index) => dossierId(index)), counts, offsets],
  );
  const restoreDocuments = await dropSecondaryIndexes(raw, 'documents');
  // Uploaded by the dossier's members in turn over 300 days, named from the trade's words.
  await raw.exec(`
    insert into documents (id, dossier_id, uploader_id, uploader_company_id, filename, content_type, size_bytes,
      sha256, storage_key, created_at, text_state)
    select ${benchUuidSql('doc', 'p.first + g.k')}, p.dossier_id,
      m.users[1 + g.k % cardinality(m.users)], m.companies[1 + g.k % cardinality(m.users)],
      initcap(${tradeWord}) || '_' || ${tradeWord} || '-v' || (1 + g.k % 4) || '.pdf', 'application/pdf',
      20000 + (p.first + g.k) % 900000, md5((p.first + g.k)::text) || md5((p.first + g.k)::text || 's'),
      'bench/doc-' || (p.first + g.k), timestamptz '2026-01-01' + make_interval(secs => 86400 * 300 * (g.k - 0.5) / p.n),
      'indexed'
    from bench_document_plan p
    join (select dossier_id, array_agg(user_id order by user_id) as users, array_agg(company_id order by user_id) as companies
          from dossier_users group by dossier_id) m on m.dossier_id = p.dossier_id
    cross join lateral generate_series(1, p.n) as g(k)
    order by 10`);
  await restoreDocuments();
  const restoreChunks = await dropSecondaryIndexes(raw, 'document_text_chunks');
  await raw.exec(`
    insert into document_text_chunks (document_id, chunk, dossier_id, body)
    select d.id, 0, d.dossier_id, ${dutchText(CHUNK_WORDS, CHUNK_RARE_RATE, 'd.n')}
    from (select id, dossier_id, row_number() over (order by created_at, id) as n from documents) d`);
  await restoreChunks();
  await raw.exec('drop table bench_document_plan');
  const documentsDone = performance.now();
  if (db.engine === 'postgres') await raw.exec('vacuum analyze');
  const analyzed = performance.now();

  const [lengths] = await raw.query<{ message: number; chunk: number }>(
    `select (select avg(length(body)) from messages)::float8 as message,
            (select avg(length(body)) from document_text_chunks)::float8 as chunk`,
  );
  return {
    ...dataset,
    documents: sizes.documents,
    messageChars: lengths.message,
    chunkChars: lengths.chunk,
    seedSeconds: (analyzed - started) / 1000,
    seconds: {
      messages: (messagesDone - started) / 1000,
      documents: (documentsDone - messagesDone) / 1000,
      analyze: (analyzed - documentsDone) / 1000,
    },
  };
}
