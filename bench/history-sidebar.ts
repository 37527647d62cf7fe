/**
 * (b) History and sidebar with 1,000,000 messages in 10,000 dossiers (skewed) and a user in 200 dossiers, on
 * PGlite and PostgreSQL: the real endpoints over HTTP beside the bare SQL on the engine's own client, interleaved.
 * Run alone: `npx tsx bench/history-sidebar.ts`; BENCH_SCALE=0.1 for a quick run; BENCH_ENGINES=pglite|postgres.
 */
import { pathToFileURL } from 'node:url';
import { actorForToken } from '@dossier/server/src/auth/sessions.ts';
import { executePrepared } from '@dossier/server/src/db/prepared.ts';
import { sidebarRows } from '@dossier/server/src/modules/dossiers/queries.ts';
import { historyPage, messagesWithSender } from '@dossier/server/src/modules/messages/queries.ts';
import { CompiledQuery } from 'kysely';
import { type AppServer, startAppServer } from './support/app-server.ts';
import { type DossierDataset, dossierDatasetSizes, seedDossierDataset } from './support/dossier-dataset.ts';
import { type BenchDatabase, type EngineName, enginesToRun, openBenchDatabase } from './support/engines.ts';
import { HttpClient } from './support/http-client.ts';
import { loadSummary, machineSummary } from './support/machine.ts';
import { measureInterleaved } from './support/paired.ts';
import { planShape } from './support/plan-shape.ts';
import { markdownTable, print, type ResultRow, textTable, writeResultsSection } from './support/report.ts';
import { benchScale, isFullScale, scaled } from './support/scale.ts';
import { userId } from './support/seed-people.ts';
import { runWithServerFlags } from './support/server-flags.ts';

const PAGE = 50;
const HISTORY_SAMPLES = scaled(1_000, 200);
const SIDEBAR_SAMPLES = scaled(500, 100);
const WARMUP = 50;

interface PageRequest {
  dossierId: string;
  before?: number;
}

/** Half first pages, half pages before a message at a random depth, over the user's dossiers in turn. */
async function pageRequests(
  database: BenchDatabase,
  dataset: DossierDataset,
  count: number,
): Promise<PageRequest[]> {
  const requests: PageRequest[] = [];
  for (let index = 0; index < count; index += 1) {
    const slot = Math.floor(index / 2) % dataset.focusDossierIds.length;
    const dossierId = dataset.focusDossierIds[slot];
    if (index % 2 === 0) {
      requests.push({ dossierId });
      continue;
    }
    const seq = 1 + ((index * 2_654_435_761) % dataset.focusCounts[slot]);
    requests.push({ dossierId, before: await messageIdAt(database, dossierId, seq) });
  }
  return requests;
}

async function messageIdAt(database: BenchDatabase, dossierId: string, seq: number): Promise<number> {
  const [row] = await database.raw.query<{ id: string }>(
    'select id from messages where dossier_id = $1 and seq = $2',
    [dossierId, seq],
  );
  return Number(row.id);
}

/** historyPage's query exactly (Kysely compiles it), to run as bare SQL on the engine's own client. */
function historySql(database: BenchDatabase, request: PageRequest) {
  let query = messagesWithSender(database.handle.db).where('messages.dossier_id', '=', request.dossierId);
  if (request.before !== undefined) query = query.where('messages.id', '<', String(request.before));
  const compiled = query
    .orderBy('messages.id', 'desc')
    .limit(PAGE + 1)
    .compile();
  return { text: compiled.sql, params: [...compiled.parameters] };
}

/** The user's membership rows joined to their dossiers by key: what the sidebar cannot do with less. */
const SIDEBAR_BARE_SQL = `
  select d.id, d.title, d.status, d.last_message_at, d.last_message_preview, d.last_message_sender, d.last_seq, du.read_seq
  from dossier_users du join dossiers d on d.id = du.dossier_id
  where du.user_id = $1 and du.status = 'active'`;

async function historyRows(database: BenchDatabase, http: HttpClient, dataset: DossierDataset) {
  const requests = await pageRequests(database, dataset, HISTORY_SAMPLES);
  const token = dataset.focusToken;
  const actor = (await actorForToken(database.handle.db, token, new Date()))!;
  const bare = requests.map((request) => historySql(database, request));
  const first = await http.request(
    'GET',
    `/api/v1/dossiers/${requests[0].dossierId}/messages?limit=${PAGE}`,
    token,
    undefined,
    true,
  );
  const page = JSON.parse(first.body) as { messages: unknown[] };
  if (page.messages.length !== PAGE)
    throw new Error(`a first page holds ${page.messages.length} messages, not ${PAGE}`);
  const latency = await measureInterleaved(
    {
      http: async (index) => {
        const { dossierId, before } = requests[index];
        const answer = await http.request(
          'GET',
          `/api/v1/dossiers/${dossierId}/messages?limit=${PAGE}${before === undefined ? '' : `&before=${before}`}`,
          token,
        );
        if (answer.status !== 200) throw new Error(`history answered ${answer.status}: ${answer.body}`);
      },
      query: (index) =>
        historyPage(database.handle.db, requests[index].dossierId, PAGE, requests[index].before, {
          id: actor.user.id,
          now: new Date(),
        }),
      access: async () => {
        await actorForToken(database.handle.db, token, new Date());
      },
      bare: (index) => database.raw.query(bare[index].text, bare[index].params),
      // A reference, not the baseline: the same bare SQL as a prepared statement (parsed and planned once per
      // connection, as the app's history page is), through the app's pool.
      barePrepared: (index) =>
        executePrepared(database.handle.db, {
          compile: () => CompiledQuery.raw(bare[index].text, bare[index].params),
        }),
    },
    requests.length,
    WARMUP,
  );
  const largest = dataset.focusDossierIds[0];
  const middle = historySql(database, {
    dossierId: largest,
    before: await messageIdAt(database, largest, Math.ceil(dataset.focusCounts[0] / 2)),
  });
  print(
    `  history plan (middle of the largest dossier): ${await planShape(database.raw, middle.text, middle.params)}`,
  );
  const rows: ResultRow[] = [
    {
      metric: 'history page p50 (GET over HTTP)',
      ours: latency.http.p50,
      baseline: latency.bare.p50,
      unit: 'ms',
    },
    {
      metric: 'history page p99 (GET over HTTP)',
      ours: latency.http.p99,
      baseline: latency.bare.p99,
      unit: 'ms',
      maxRatio: 1.5,
    },
    {
      metric: '  of which historyPage() with its membership check, p50',
      ours: latency.query.p50,
      baseline: latency.bare.p50,
      unit: 'ms',
    },
    {
      metric: '  reference: the bare query prepared (baseline column: bare), p50',
      ours: latency.barePrepared.p50,
      baseline: latency.bare.p50,
      unit: 'ms',
    },
    {
      metric: '  ours against that reference (baseline column: the reference), p99',
      ours: latency.http.p99,
      baseline: latency.barePrepared.p99,
      unit: 'ms',
    },
    {
      metric: '  session query (the route answers it from memory), p50',
      ours: latency.access.p50,
      baseline: latency.bare.p50,
      unit: 'ms',
    },
    {
      metric: '  CPU per page in this process',
      ours: latency.http.cpuMs,
      baseline: latency.bare.cpuMs,
      unit: 'ms',
    },
  ];
  return rows;
}

async function sidebarRowsOf(database: BenchDatabase, http: HttpClient, dataset: DossierDataset) {
  const token = dataset.focusToken;
  const user = userId(0);
  const sidebar = await http.request('GET', '/app/sidebar/dossiers', token, undefined, true);
  const items = (JSON.parse(sidebar.body) as unknown[]).length;
  if (items !== dataset.sizes.focusDossiers)
    throw new Error(`the sidebar lists ${items} dossiers, not ${dataset.sizes.focusDossiers}`);
  const latency = await measureInterleaved(
    {
      http: async () => {
        const answer = await http.request('GET', '/app/sidebar/dossiers', token);
        if (answer.status !== 200) throw new Error(`sidebar answered ${answer.status}: ${answer.body}`);
      },
      query: () => sidebarRows(database.handle.db, user, new Date()),
      bare: () => database.raw.query(SIDEBAR_BARE_SQL, [user]),
    },
    SIDEBAR_SAMPLES,
    WARMUP,
  );
  print(`  sidebar plan: ${await planShape(database.raw, SIDEBAR_BARE_SQL, [user])} (bare)`);
  const rows: ResultRow[] = [
    { metric: 'sidebar p50 (GET over HTTP)', ours: latency.http.p50, baseline: latency.bare.p50, unit: 'ms' },
    {
      metric: 'sidebar p99 (GET over HTTP)',
      ours: latency.http.p99,
      baseline: latency.bare.p99,
      unit: 'ms',
      maxRatio: 2,
    },
    {
      metric: '  of which sidebarRows() query, p50',
      ours: latency.query.p50,
      baseline: latency.bare.p50,
      unit: 'ms',
    },
    {
      metric: '  CPU per sidebar in this process',
      ours: latency.http.cpuMs,
      baseline: latency.bare.cpuMs,
      unit: 'ms',
    },
  ];
  return rows;
}

async function benchEngine(engine: EngineName) {
  const database = await openBenchDatabase(engine, 'history');
  let server: AppServer | null = null;
  let http: HttpClient | null = null;
  try {
    const sizes = dossierDatasetSizes(scaled);
    const dataset = await seedDossierDataset(database, sizes);
    print(
      `${engine}: seeded ${sizes.messages.toLocaleString('en')} messages in ${sizes.dossiers.toLocaleString('en')} dossiers ` +
        `(largest ${dataset.focusCounts[0].toLocaleString('en')}), user in ${sizes.focusDossiers}, in ${dataset.seedSeconds.toFixed(0)} s`,
    );
    server = await startAppServer(database);
    http = new HttpClient(server.baseUrl);
    const rows = [
      ...(await historyRows(database, http, dataset)),
      ...(await sidebarRowsOf(database, http, dataset)),
    ];
    const title = `history and sidebar on ${database.description}`;
    print(textTable(title, rows));
    print(`  ${loadSummary()}`);
    return { description: database.description, rows, load: loadSummary() };
  } finally {
    http?.close();
    await server?.close();
    await database.close();
  }
}

export async function main(): Promise<void> {
  const sizes = dossierDatasetSizes(scaled);
  print(
    `history and sidebar, scale ${benchScale}: ${HISTORY_SAMPLES} history and ${SIDEBAR_SAMPLES} sidebar samples per variant`,
  );
  const results = [];
  for (const engine of await enginesToRun()) results.push(await benchEngine(engine));
  if (isFullScale) {
    writeResultsSection(
      'history-sidebar',
      [
        '## History and sidebar (bench/history-sidebar.ts)',
        '',
        `Machine: ${machineSummary()}.`,
        `Data: ${sizes.messages.toLocaleString('en')} messages in ${sizes.dossiers.toLocaleString('en')} dossiers (Zipf-skewed), a user in ${sizes.focusDossiers}; history pages of ${PAGE}, half first pages and half at a random depth.`,
        '',
        ...results.flatMap((result) => [
          `### ${result.description}`,
          '',
          markdownTable(result.rows),
          '',
          `Machine ${result.load} at the end of this engine's run.`,
          '',
        ]),
      ].join('\n'),
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runWithServerFlags(main);
