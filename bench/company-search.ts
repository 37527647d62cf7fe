/**
 * Company search latency at 100,000 companies, beside the same query (same plan) on an empty table.
 * Run alone with `npx tsx bench/company-search.ts`; set DATABASE_URL to measure PostgreSQL as well.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  type DatabaseHandle,
  migrateToLatest,
  openPglite,
  pgliteDatabase,
  postgresDatabase,
} from '@dossier/server/src/db/connection.ts';
import { companySearchQuery, searchCompanies } from '@dossier/server/src/modules/companies/search.ts';
import { sql } from 'kysely';
import pg from 'pg';
import { CITIES, companyRows, seededRandom } from './company-names.ts';

const COMPANIES = 100_000;
const ROUNDS = 3;
const BUDGET_P99_MS = 20;
const INSERT_BATCH = 1_000;

export interface SearchFigures {
  p50: number;
  p99: number;
  samples: number;
}

export interface CompanySearchResult {
  engine: 'pglite' | 'postgres';
  /** server_version of the engine (PGlite embeds PostgreSQL 18, the server here runs 15). */
  version: string;
  companies: number;
  empty: SearchFigures;
  loaded: SearchFigures;
  /** Inputs whose plan on the loaded table has the same shape (nodes and indexes) as on the empty one. */
  samePlan: { matched: number; inputs: number };
  slowest: Timing[];
  withinBudget: boolean;
}

/** Varied inputs: 2-character starts, word prefixes, mid-word pieces, whole names, accents, numbers, misses. */
export function searchInputs(count = 200): string[] {
  const random = seededRandom(7);
  const rows = [...companyRows(2_000)];
  const row = () => rows[Math.floor(random() * rows.length)];
  const word = () => {
    const words = row().name.split(' ');
    return words[Math.floor(random() * words.length)];
  };
  const fixed = [
    'de',
    'DE',
    'va',
    'bo',
    'bv',
    'tr',
    'Ça',
    'mü',
    'ho',
    'zz',
    'MÜLLER',
    'coöp',
    'Hotel',
    'cafe',
    'xyxq',
  ];
  const inputs = [...fixed, '12', '99', '1234 5678', '99999999', CITIES[0].slice(0, 4)];
  while (inputs.length < count) {
    const shape = inputs.length % 6;
    if (shape === 0) inputs.push(word().slice(0, 2));
    else if (shape === 1) inputs.push(word().slice(0, 3 + Math.floor(random() * 5)));
    else if (shape === 2) {
      const piece = word();
      const start = Math.floor(random() * Math.max(1, piece.length - 3));
      inputs.push(piece.slice(start, start + 3 + Math.floor(random() * 3)));
    } else if (shape === 3) inputs.push(row().name);
    else if (shape === 4) inputs.push(row().registration_number.slice(0, 2 + Math.floor(random() * 7)));
    else inputs.push(word().toUpperCase().slice(0, 6));
  }
  return inputs.filter((input) => input.trim().length >= 2);
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

/** Planner switches tried, in every combination, to give the empty table the plan the loaded table gets. */
const PLANNER_SWITCHES = ['enable_seqscan', 'enable_sort', 'enable_bitmapscan', 'enable_indexscan'] as const;
const ALL_ON = 0;

async function usePlannerSwitches(handle: DatabaseHandle, offMask: number): Promise<void> {
  // A switched-off node type adds a huge cost, which would wrongly trigger JIT compilation on PostgreSQL.
  if (handle.engine === 'postgres')
    await sql`select set_config('jit', ${offMask ? 'off' : 'on'}, false)`.execute(handle.db);
  for (const [bit, name] of PLANNER_SWITCHES.entries()) {
    await sql`select set_config(${name}, ${offMask & (1 << bit) ? 'off' : 'on'}, false)`.execute(handle.db);
  }
}

interface Timing {
  query: string;
  ms: number;
}

async function measure(
  handle: DatabaseHandle,
  inputs: string[],
  excludeCompanyId: string,
  offMasks: number[],
): Promise<{ figures: SearchFigures; timings: Timing[] }> {
  const timings: Timing[] = [];
  for (let round = -1; round < ROUNDS; round += 1) {
    for (const [index, query] of inputs.entries()) {
      await usePlannerSwitches(handle, offMasks[index]);
      const started = performance.now();
      await searchCompanies(handle.db, { query, excludeCompanyId });
      // Round -1 warms caches and is not counted.
      if (round >= 0) timings.push({ query, ms: performance.now() - started });
    }
  }
  await usePlannerSwitches(handle, ALL_ON);
  const sorted = timings.map((timing) => timing.ms).sort((a, b) => a - b);
  const figures = { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), samples: sorted.length };
  return { figures, timings };
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const planShape = (node: PlanNode): string =>
  `${node['Node Type']}${node['Index Name'] ? `[${node['Index Name']}]` : ''}(${(node.Plans ?? []).map(planShape).join(',')})`;

async function planShapeOf(handle: DatabaseHandle, query: string, excludeCompanyId: string): Promise<string> {
  const { rows } = await sql<{
    'QUERY PLAN': [{ Plan: PlanNode }];
  }>`explain (format json, costs off) ${companySearchQuery({
    query,
    excludeCompanyId,
  })}`.execute(handle.db);
  return planShape(rows[0]['QUERY PLAN'][0].Plan);
}

/** For each input, the planner switches under which the empty table gets the loaded table's plan (ALL_ON if none do). */
async function matchPlans(
  handle: DatabaseHandle,
  inputs: string[],
  loadedShapes: string[],
  excludeCompanyId: string,
) {
  const offMasks: number[] = [];
  for (const [index, query] of inputs.entries()) {
    let found = -1;
    for (let mask = 0; mask < 1 << PLANNER_SWITCHES.length && found < 0; mask += 1) {
      await usePlannerSwitches(handle, mask);
      if ((await planShapeOf(handle, query, excludeCompanyId)) === loadedShapes[index]) found = mask;
    }
    offMasks.push(found);
  }
  await usePlannerSwitches(handle, ALL_ON);
  return {
    offMasks: offMasks.map((mask) => Math.max(mask, ALL_ON)),
    matched: offMasks.filter((mask) => mask >= 0).length,
  };
}

async function seedCompanies(handle: DatabaseHandle, count: number): Promise<string> {
  let batch = [];
  for (const row of companyRows(count)) {
    batch.push(row);
    if (batch.length === INSERT_BATCH) {
      await handle.db.insertInto('companies').values(batch).execute();
      batch = [];
    }
  }
  if (batch.length > 0) await handle.db.insertInto('companies').values(batch).execute();
  const own = await handle.db
    .selectFrom('companies')
    .select('id')
    .where('is_meru_client', '=', true)
    .limit(1)
    .executeTakeFirstOrThrow();
  return own.id;
}

/** Loaded first (its plans are the reference), then the same inputs on a second, freshly migrated and empty database. */
async function benchEngine(
  engine: 'pglite' | 'postgres',
  open: Opener,
  companies: number,
): Promise<CompanySearchResult> {
  const inputs = searchInputs();
  const natural = inputs.map(() => ALL_ON);

  const loadedDb = await open();
  let loaded: Awaited<ReturnType<typeof measure>>;
  let loadedShapes: string[];
  let version: string;
  try {
    await migrateToLatest(loadedDb.db);
    const { rows } = await sql<{ server_version: string }>`show server_version`.execute(loadedDb.db);
    version = rows[0].server_version;
    const own = await seedCompanies(loadedDb, companies);
    // PostgreSQL's autovacuum would analyze after this bulk load; PGlite has no autovacuum, so it plans without statistics.
    if (engine === 'postgres') await sql`vacuum analyze companies`.execute(loadedDb.db);
    loadedShapes = [];
    for (const query of inputs) loadedShapes.push(await planShapeOf(loadedDb, query, own));
    loaded = await measure(loadedDb, inputs, own, natural);
  } finally {
    await loadedDb.release();
  }

  const emptyDb = await open();
  try {
    await migrateToLatest(emptyDb.db);
    const nobody = randomUUID();
    const { offMasks, matched } = await matchPlans(emptyDb, inputs, loadedShapes, nobody);
    const empty = await measure(emptyDb, inputs, nobody, offMasks);
    const slowest = [...loaded.timings].sort((a, b) => b.ms - a.ms).slice(0, 3);
    return {
      engine,
      version,
      companies,
      empty: empty.figures,
      loaded: loaded.figures,
      samePlan: { matched, inputs: inputs.length },
      slowest,
      withinBudget: loaded.figures.p99 < BUDGET_P99_MS,
    };
  } finally {
    await emptyDb.release();
  }
}

type Opener = () => Promise<DatabaseHandle & { release(): Promise<void> }>;

/** PGlite in a fresh data folder, as the embedded mode runs; the folder goes on release. */
const openFreshPglite: Opener = async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-company-search-'));
  const handle = pgliteDatabase(await openPglite(dataDir));
  return {
    ...handle,
    async release() {
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/** Fresh PostgreSQL databases on the DATABASE_URL server, each dropped again on release. */
function freshPostgres(databaseUrl: string): Opener {
  let opened = 0;
  return async () => {
    opened += 1;
    const name = `bench_company_search_${process.pid}_${opened}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    // One connection, as the planner switches are per session.
    const handle = postgresDatabase(url.toString(), 1);
    return {
      ...handle,
      async release() {
        await handle.close();
        await admin.query(`drop database if exists ${name}`);
        await admin.end();
      },
    };
  };
}

const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(10);

export function formatResult(result: CompanySearchResult): string {
  const { empty, loaded, samePlan } = result;
  return [
    `company search on ${result.engine} (PostgreSQL ${result.version}): ${loaded.samples} samples (${samePlan.inputs} inputs x ${ROUNDS} rounds)`,
    `  ${'table'.padEnd(22)}${'p50'.padStart(10)}${'p99'.padStart(10)}`,
    `  ${'empty (baseline)'.padEnd(22)}${ms(empty.p50)}${ms(empty.p99)}`,
    `  ${`${result.companies.toLocaleString('en')} companies`.padEnd(22)}${ms(loaded.p50)}${ms(loaded.p99)}`,
    `  ${'ratio'.padEnd(22)}${`${(loaded.p50 / empty.p50).toFixed(1)}x`.padStart(10)}${`${(loaded.p99 / empty.p99).toFixed(1)}x`.padStart(10)}`,
    `  same plan shape as the baseline for ${samePlan.matched}/${samePlan.inputs} inputs; p99 budget ${BUDGET_P99_MS} ms: ${result.withinBudget ? 'met' : 'MISSED'}`,
    `  slowest: ${result.slowest.map((timing) => `'${timing.query}' ${timing.ms.toFixed(1)} ms`).join(', ')}`,
  ].join('\n');
}

const machine = () =>
  `${os.availableParallelism()} cores, ${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}, ` +
  `${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, load ${os.loadavg()[0].toFixed(1)}, ${new Date().toISOString()}`;

export async function main({
  companies = Number(process.env.BENCH_COMPANIES) || COMPANIES,
} = {}): Promise<CompanySearchResult[]> {
  process.stdout.write(`${machine()}\n`);
  const engines: Array<['pglite' | 'postgres', Opener]> = [['pglite', openFreshPglite]];
  if (process.env.DATABASE_URL) engines.push(['postgres', freshPostgres(process.env.DATABASE_URL)]);
  const results: CompanySearchResult[] = [];
  for (const [engine, open] of engines) {
    const result = await benchEngine(engine, open, companies);
    process.stdout.write(`${formatResult(result)}\n`);
    results.push(result);
  }
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const results = await main();
  if (results.some((result) => !result.withinBudget)) process.exitCode = 1;
}
