/**
 * Search (issue 22, item 5): 1,000,000 messages and 100,000 documents' texts (one chunk of about 2 KB each) in 10,000
 * dossiers; GET /api/v1/search over HTTP as a member of 200 dossiers (the client in a process of its own, as a
 * browser is), for common words, words as typed (the last one a prefix) and rare words, beside the bare tsquery on the
 * same indexes in the same run, interleaved (with the server's own time for each search, and a GET /health over the
 * same HTTP: how much of a tail is the round trip's); then a 10 MB PDF uploaded through the API and indexed by the
 * DocumentIndexer, with the event loop watched meanwhile.
 * Run alone: `npx tsx bench/search.ts`; BENCH_SCALE=0.1 for a quick run; BENCH_ENGINES=pglite|postgres.
 */
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { limits } from '@dossier/contract';
import { actorForToken } from '@dossier/server/src/auth/sessions.ts';
import { extractInWorker } from '@dossier/server/src/modules/search/extract/extract-in-worker.ts';
import { DocumentIndexer } from '@dossier/server/src/modules/search/index.ts';
import { tsqueryOf } from '@dossier/server/src/modules/search/queries.ts';
import { type SearchTerms, searchTermsOf } from '@dossier/server/src/modules/search/query-terms.ts';
import { searchFor } from '@dossier/server/src/modules/search/reads.ts';
import { sql } from 'kysely';
import { type AppServer, startAppServer } from './support/app-server.ts';
import { tenMegabytePdf } from './support/dutch-pdf.ts';
import { type BenchDatabase, type EngineName, enginesToRun, openBenchDatabase } from './support/engines.ts';
import { HttpClient } from './support/http-client.ts';
import { HttpClientProcess } from './support/http-client-process.ts';
import { loadSummary, machineSummary } from './support/machine.ts';
import { measureInterleaved } from './support/paired.ts';
import { planShape } from './support/plan-shape.ts';
import { markdownTable, print, type ResultRow, textTable, writeResultsSection } from './support/report.ts';
import { benchScale, isFullScale, scaled } from './support/scale.ts';
import { type SearchDataset, searchDatasetSizes, seedSearchDataset } from './support/search-dataset.ts';
import { runWithServerFlags } from './support/server-flags.ts';
import { type Latency, sleep, summarize } from './support/stats.ts';

const PAGE = limits.search.pageSize;
const WARMUP = 20;

/** What a member types, in three classes; every sample of a class takes its words in turn. */
const QUERY_CLASSES = [
  { name: 'common words', words: ['levering', 'factuur', 'planning'], samples: scaled(100, 30) },
  {
    name: 'words as typed (last one a prefix)',
    words: ['bouwteke', 'offerte dakg', 'categorieen'],
    samples: scaled(100, 30),
  },
  {
    name: 'rare words',
    words: ['asbestinventarisatie', 'grondwaterbemaling', 'kwelwater', 'zwaluwstaartverbinding'],
    samples: scaled(400, 80),
  },
] as const;

/**
 * The baseline: the same tsquery (the app's own, computed once) on the same four GIN indexes the search reads
 * (messages, documents' texts, document names, dossier titles), every match in the member's 200 dossiers (given as a
 * list) ranked with ts_rank and the best page of each kept, then the best page of all, in one statement. That is the
 * least any ranked search of this data must do; the app does it plus what the bare query leaves out: the memberships
 * read from dossier_users, one hit per document, the full order and cursor, the snippets, the session, HTTP and JSON.
 * The list is joined (a hash join on the GIN index's matches) rather than written `dossier_id = any($2)`: with that,
 * PostgreSQL ANDs the GIN bitmap with one of messages_page for all 113,000 of the member's messages, and a rare word
 * takes 60-100 ms instead of 5, which would make a weak baseline.
 */
const BARE_SQL = `
  select kind, key, rank from (
    (select 'message' as kind, m.id::text as key, ts_rank(m.search_vector, $1::tsquery) as rank
     from messages m join unnest($2::uuid[]) as r(dossier_id) on r.dossier_id = m.dossier_id
     where m.search_vector @@ $1::tsquery
     order by rank desc limit ${PAGE})
    union all
    (select 'chunk', c.document_id::text, ts_rank(c.search_vector, $1::tsquery) as rank
     from document_text_chunks c join unnest($2::uuid[]) as r(dossier_id) on r.dossier_id = c.dossier_id
     where c.search_vector @@ $1::tsquery
     order by rank desc limit ${PAGE})
    union all
    (select 'name', d.id::text, ts_rank(d.search_vector, $1::tsquery) as rank
     from documents d join unnest($2::uuid[]) as r(dossier_id) on r.dossier_id = d.dossier_id
     where d.search_vector @@ $1::tsquery and d.deleted_at is null
     order by rank desc limit ${PAGE})
    union all
    (select 'title', ds.id::text, ts_rank(ds.search_vector, $1::tsquery) as rank
     from dossiers ds join unnest($2::uuid[]) as r(dossier_id) on r.dossier_id = ds.id
     where ds.search_vector @@ $1::tsquery
     order by rank desc limit ${PAGE})
  ) best order by rank desc limit ${PAGE}`;

interface Query {
  q: string;
  terms: SearchTerms;
  tsquery: string;
  /** The member's matches: messages and document chunks. */
  matches: { messages: number; chunks: number };
}

async function prepareQuery(database: BenchDatabase, dossierIds: string[], q: string): Promise<Query> {
  const terms = searchTermsOf(q)!;
  const {
    rows: [{ tsquery }],
  } = await sql<{ tsquery: string }>`select (${tsqueryOf(terms)})::text as tsquery`.execute(
    database.handle.db,
  );
  const [counts] = await database.raw.query<{ messages: number; chunks: number }>(
    `select (select count(*) from messages where search_vector @@ $1::tsquery and dossier_id = any($2::uuid[]))::int as messages,
            (select count(*) from document_text_chunks where search_vector @@ $1::tsquery and dossier_id = any($2::uuid[]))::int as chunks`,
    [tsquery, dossierIds],
  );
  return { q, terms, tsquery, matches: counts };
}

async function searchRows(
  database: BenchDatabase,
  server: AppServer,
  client: HttpClientProcess,
  dataset: SearchDataset,
) {
  const deps = server.app.deps;
  const token = dataset.focusToken;
  const dossierIds = dataset.focusDossierIds;
  const actor = (await actorForToken(database.handle.db, token, new Date()))!;
  const rows: ResultRow[] = [];
  const matches: string[] = [];
  for (const queryClass of QUERY_CLASSES) {
    const queries: Query[] = [];
    for (const q of queryClass.words) queries.push(await prepareQuery(database, dossierIds, q));
    for (const query of queries) {
      const answer = await client.get(`/api/v1/search?q=${encodeURIComponent(query.q)}`, token, true);
      if (answer.status !== 200) throw new Error(`search answered ${answer.status}: ${answer.body}`);
      const found = (JSON.parse(answer.body) as { results: unknown[] }).results.length;
      const expected = Math.min(PAGE, query.matches.messages + query.matches.chunks);
      if (found < expected) throw new Error(`'${query.q}' found ${found} hits, the bare query ${expected}`);
      matches.push(
        `'${query.q}' ${query.matches.messages.toLocaleString('en')} messages + ${query.matches.chunks.toLocaleString('en')} chunks`,
      );
    }
    const pick = (index: number) => queries[index % queries.length];
    const served = watchServedSearches(server);
    const latency = await measureInterleaved(
      {
        // Timed by the client in its own process: the server's thread does none of the client's work.
        http: async (index) => {
          const answer = await client.get(`/api/v1/search?q=${encodeURIComponent(pick(index).q)}`, token);
          if (answer.status !== 200) throw new Error(`search answered ${answer.status}: ${answer.body}`);
          return answer;
        },
        bare: (index) => database.raw.query(BARE_SQL, [pick(index).tsquery, dossierIds]),
        query: (index) => searchFor(deps, actor, { q: pick(index).q, limit: PAGE }),
        // The same round trip to a route that does no work: what HTTP between two processes costs on this machine.
        health: () => client.get('/health', token),
      },
      queryClass.samples,
      WARMUP,
    );
    const serverTime = served.stop();
    const name = queryClass.name;
    rows.push(
      {
        metric: `${name}: p50 (GET over HTTP)`,
        ours: latency.http.p50,
        baseline: latency.bare.p50,
        unit: 'ms',
      },
      {
        metric: `${name}: p99 (GET over HTTP)`,
        ours: latency.http.p99,
        baseline: latency.bare.p99,
        unit: 'ms',
        maxRatio: 2,
      },
      {
        metric: "  of which the server's own time (request in to answer out), p99",
        ours: serverTime.p99,
        baseline: latency.bare.p99,
        unit: 'ms',
      },
      {
        metric: '  GET /health over the same HTTP (the round trip alone), p99',
        ours: latency.health.p99,
        baseline: latency.bare.p99,
        unit: 'ms',
      },
      {
        metric: '  of which searchFor() (the statements, no HTTP), p50',
        ours: latency.query.p50,
        baseline: latency.bare.p50,
        unit: 'ms',
      },
      {
        metric: '  CPU per search in the server process (not the client)',
        ours: latency.http.cpuMs,
        baseline: latency.bare.cpuMs,
        unit: 'ms',
      },
    );
  }
  const common = await prepareQuery(database, dossierIds, QUERY_CLASSES[0].words[0]);
  print(
    `  bare plan ('${common.q}'): ${await planShape(database.raw, BARE_SQL, [common.tsquery, dossierIds])}`,
  );
  return { rows, matches };
}

/**
 * The server's own time for each search it answers, from its HTTP request event to the answer handed to the socket
 * (warm-up included): set beside the client's time, it tells the server's tail from the round trip's.
 */
function watchServedSearches(server: AppServer) {
  const times: number[] = [];
  const listener = (request: IncomingMessage, response: ServerResponse) => {
    if (!request.url?.startsWith('/api/v1/search')) return;
    const started = performance.now();
    response.once('finish', () => times.push(performance.now() - started));
  };
  server.app.server.on('request', listener);
  return {
    stop() {
      server.app.server.off('request', listener);
      return summarize(times);
    },
  };
}

/** A 10 ms ticker and the event loop's delay histogram: the longest pause, and the most CPU this thread spent in one. */
function watchEventLoop() {
  const threadCpuMs = () => {
    const { user, system } = (
      process as NodeJS.Process & { threadCpuUsage(): NodeJS.CpuUsage }
    ).threadCpuUsage();
    return (user + system) / 1000;
  };
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let longestGapMs = 0;
  let mostCpuInAGapMs = 0;
  let [lastTick, lastCpu] = [performance.now(), threadCpuMs()];
  const ticker = setInterval(() => {
    const [now, cpu] = [performance.now(), threadCpuMs()];
    longestGapMs = Math.max(longestGapMs, now - lastTick);
    mostCpuInAGapMs = Math.max(mostCpuInAGapMs, cpu - lastCpu);
    [lastTick, lastCpu] = [now, cpu];
  }, 10);
  return {
    stop() {
      clearInterval(ticker);
      histogram.disable();
      return {
        longestGapMs,
        mostCpuInAGapMs,
        delayMaxMs: histogram.max / 1e6,
        delayP99Ms: histogram.percentile(99) / 1e6,
      };
    },
  };
}

interface IndexingFigures {
  fileBytes: number;
  pages: number;
  chunks: number;
  uploadMs: number;
  indexMs: number;
  readAloneMs: number;
  loop: ReturnType<ReturnType<typeof watchEventLoop>['stop']>;
  idleLoop: ReturnType<ReturnType<typeof watchEventLoop>['stop']>;
  probes: Latency;
}

/**
 * A 10 MB PDF uploaded over HTTP into one of the member's dossiers, then read by the DocumentIndexer as the server's
 * own runs it (a worker thread reads the file; the chunks are written in short statements). Meanwhile the event loop
 * is watched and a rare-word search goes out every 100 ms. Before it, the same watch for as long on the idle server.
 */
export async function indexingFigures(
  database: BenchDatabase,
  server: AppServer,
  http: HttpClient,
  dataset: SearchDataset,
): Promise<IndexingFigures> {
  const pdf = await tenMegabytePdf();
  const dossierId = dataset.focusDossierIds[dataset.focusDossierIds.length - 1];
  const form = new FormData();
  form.append('dossier_id', dossierId);
  form.append(
    'file',
    new Blob([new Uint8Array(pdf.bytes)], { type: 'application/pdf' }),
    'Bestek_bouwtekeningen.pdf',
  );
  const uploadStarted = performance.now();
  const uploaded = await fetch(`${server.baseUrl}/api/v1/documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${dataset.focusToken}` },
    body: form,
  });
  const uploadMs = performance.now() - uploadStarted;
  if (uploaded.status !== 201)
    throw new Error(`upload answered ${uploaded.status}: ${await uploaded.text()}`);
  const documentId = ((await uploaded.json()) as { files: Array<{ document: { id: string } }> }).files[0]
    .document.id;

  const probeQuery = `/api/v1/search?q=${encodeURIComponent(QUERY_CLASSES[2].words[0])}`;
  const probe = async (until: () => boolean, samples: number[]) => {
    while (!until()) {
      const started = performance.now();
      const answer = await http.request('GET', probeQuery, dataset.focusToken);
      if (answer.status !== 200) throw new Error(`search answered ${answer.status}: ${answer.body}`);
      samples.push(performance.now() - started);
      await sleep(100);
    }
  };

  const indexer = new DocumentIndexer(server.app.deps);
  const probes: number[] = [];
  let indexed = false;
  const loop = watchEventLoop();
  const indexStarted = performance.now();
  const probing = probe(() => indexed, probes);
  const files = await indexer.drain().finally(() => {
    indexed = true;
  });
  const indexMs = performance.now() - indexStarted;
  const loopFigures = loop.stop();
  await probing;
  const [state] = await database.raw.query<{ text_state: string; chunks: number }>(
    `select text_state, (select count(*) from document_text_chunks where document_id = $1)::int as chunks
     from documents where id = $1`,
    [documentId],
  );
  if (files !== 1 || state.text_state !== 'indexed')
    throw new Error(`indexing ended with ${files} files read, the document ${state.text_state}`);

  // The same watch on the idle server for as long: what the machine alone does to a 10 ms ticker.
  const idle = watchEventLoop();
  await sleep(Math.min(indexMs, 20_000));
  const idleLoop = idle.stop();

  // The reading alone (the worker thread, no database): how much of the time is the file, not the index.
  const readStarted = performance.now();
  const outcome = await extractInWorker(new Uint8Array(pdf.bytes), 'pdf');
  const readAloneMs = performance.now() - readStarted;
  if (!outcome.ok) throw new Error(`reading the PDF alone failed: ${outcome.reason}`);
  return {
    fileBytes: pdf.bytes.length,
    pages: pdf.pages,
    chunks: state.chunks,
    uploadMs,
    indexMs,
    readAloneMs,
    loop: loopFigures,
    idleLoop,
    probes: summarize(probes),
  };
}

export function indexingTable(figures: IndexingFigures): string {
  const ms = (value: number) =>
    `${value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString('en')} ms`;
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    line(['metric', 'while indexing', 'idle server, same run']),
    line(['---', '---:', '---:']),
    line([
      `10 MB PDF (${figures.fileBytes.toLocaleString('en')} bytes, ${figures.pages} pages): upload over HTTP`,
      ms(figures.uploadMs),
      '-',
    ]),
    line([
      `time to index (job claimed to text_state 'indexed', ${figures.chunks} chunks)`,
      ms(figures.indexMs),
      '-',
    ]),
    line(['  reference: reading the text alone in a worker thread', ms(figures.readAloneMs), '-']),
    line([
      'longest event-loop stall (gap between 10 ms ticks)',
      ms(figures.loop.longestGapMs),
      ms(figures.idleLoop.longestGapMs),
    ]),
    line([
      '  most CPU time of the main thread within one gap',
      ms(figures.loop.mostCpuInAGapMs),
      ms(figures.idleLoop.mostCpuInAGapMs),
    ]),
    line([
      'event-loop delay, max (monitorEventLoopDelay)',
      ms(figures.loop.delayMaxMs),
      ms(figures.idleLoop.delayMaxMs),
    ]),
    line(['event-loop delay, p99', ms(figures.loop.delayP99Ms), ms(figures.idleLoop.delayP99Ms)]),
    line([
      `a rare-word search every 100 ms meanwhile (${figures.probes.count}): p50 / max`,
      `${ms(figures.probes.p50)} / ${ms(figures.probes.max)}`,
      '-',
    ]),
  ].join('\n');
}

async function benchEngine(engine: EngineName) {
  const database = await openBenchDatabase(engine, 'search');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-files-'));
  let server: AppServer | null = null;
  let http: HttpClient | null = null;
  let client: HttpClientProcess | null = null;
  try {
    const sizes = searchDatasetSizes(scaled);
    const dataset = await seedSearchDataset(database, sizes);
    const seeding =
      `${sizes.messages.toLocaleString('en')} messages (${dataset.messageChars.toFixed(0)} characters on average) and ` +
      `${sizes.documents.toLocaleString('en')} documents with one text chunk each (${dataset.chunkChars.toFixed(0)} characters on average) ` +
      `in ${sizes.dossiers.toLocaleString('en')} dossiers, seeded in ${dataset.seedSeconds.toFixed(0)} s ` +
      `(people, dossiers, messages and their index ${dataset.seconds.messages.toFixed(0)} s; documents, chunks and their indexes ` +
      `${dataset.seconds.documents.toFixed(0)} s; vacuum analyze ${dataset.seconds.analyze.toFixed(0)} s)`;
    print(`${engine}: ${seeding}`);
    server = await startAppServer(database, { dataDir });
    http = new HttpClient(server.baseUrl);
    client = await HttpClientProcess.start(server.baseUrl);
    const search = await searchRows(database, server, client, dataset);
    print(`  the member's matches: ${search.matches.join('; ')}`);
    print(textTable(`search on ${database.description}`, search.rows));
    const indexing = await indexingFigures(database, server, http, dataset);
    print(indexingTable(indexing));
    print(`  ${loadSummary()}`);
    return { description: database.description, seeding, ...search, indexing, load: loadSummary() };
  } finally {
    http?.close();
    client?.stop();
    await server?.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function main(): Promise<void> {
  print(
    `search, scale ${benchScale}: ${QUERY_CLASSES.map((c) => `${c.samples} samples of ${c.name}`).join(', ')} per variant, ${WARMUP} warm-up`,
  );
  const results = [];
  for (const engine of await enginesToRun()) results.push(await benchEngine(engine));
  if (isFullScale) {
    writeResultsSection(
      'search',
      [
        '## Search (bench/search.ts)',
        '',
        `Machine: ${machineSummary()}.`,
        'Command: `npx tsx bench/search.ts` (`npm run bench -- search` runs it after the company search).',
        '',
        ...results.flatMap((result) => [
          `### ${result.description}`,
          '',
          `Data: ${result.seeding}. The member's matches: ${result.matches.join('; ')}.`,
          '',
          markdownTable(result.rows),
          '',
          indexingTable(result.indexing),
          '',
          `Machine ${result.load} at the end of this engine's run.`,
          '',
        ]),
      ].join('\n'),
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runWithServerFlags(main);
