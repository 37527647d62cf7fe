/**
 * (c) Send: POST a message -> stored (message, dossier counters, sender's read pointer, in one transaction) ->
 * answered, at 50 messages/s on PGlite and PostgreSQL with 1,000,000 messages stored, beside the bare SQL
 * transaction that stores a message and its counters (appendMessage's two statements) at the same rate.
 * Run alone: `npx tsx bench/send.ts`; BENCH_SCALE=0.1 for a quick run; BENCH_ENGINES=pglite|postgres.
 */
import { pathToFileURL } from 'node:url';
import { type AppServer, startAppServer } from './support/app-server.ts';
import { type DossierDataset, dossierDatasetSizes, seedDossierDataset } from './support/dossier-dataset.ts';
import { type BenchDatabase, type EngineName, enginesToRun, openBenchDatabase } from './support/engines.ts';
import { CHAT_TEXT } from './support/fanout-steps.ts';
import { HttpClient } from './support/http-client.ts';
import { loadSummary, machineSummary } from './support/machine.ts';
import { markedText } from './support/marker.ts';
import { markdownTable, print, type ResultRow, textTable, writeResultsSection } from './support/report.ts';
import { benchScale, isFullScale, scaled } from './support/scale.ts';
import { atRate } from './support/schedule.ts';
import { userFullName, userId } from './support/seed-people.ts';
import { runWithServerFlags } from './support/server-flags.ts';
import { type Latency, summarize, wallClock } from './support/stats.ts';

const RATE = 50;
const WINDOW_SECONDS = scaled(6, 2);
const PREVIEW_CHARS = 140;

type Send = (n: number, dossierId: string) => Promise<void>;

/** appendMessage's statements, verbatim in effect, on the engine's own client inside its own transaction. */
function bareSend(database: BenchDatabase): Send {
  const sender = userId(0);
  const senderName = userFullName(0);
  return (n, dossierId) =>
    database.raw.transaction(async (query) => {
      const body = markedText(n, CHAT_TEXT);
      const preview = body.length > PREVIEW_CHARS ? `${body.slice(0, PREVIEW_CHARS - 1)}…` : body;
      const [{ last_seq: seq }] = await query<{ last_seq: string }>(
        `update dossiers set last_seq = last_seq + 1, last_message_at = now(), last_message_preview = $1,
           last_message_sender = $2 where id = $3 returning last_seq`,
        [preview, senderName, dossierId],
      );
      await query(
        `with stored as (
           insert into messages (dossier_id, seq, sender_id, message_type, body, client_id, document_id)
           values ($1, $2, $3, 'user', $4, $5, null) returning *
         ), pointed as (
           update dossiers set last_message_id = stored.id from stored where dossiers.id = stored.dossier_id
         ), read as (
           update dossier_users set read_seq = stored.seq from stored
           where dossier_users.dossier_id = stored.dossier_id and dossier_users.user_id = stored.sender_id
         )
         select * from stored`,
        [dossierId, seq, sender, body, `bare-${n}`],
      );
    });
}

/** The real endpoint, as the web client calls it (with a client_id for safe retries). */
function httpSend(http: HttpClient, token: string): Send {
  return async (n, dossierId) => {
    const answer = await http.request('POST', `/api/v1/dossiers/${dossierId}/messages`, token, {
      message: markedText(n, CHAT_TEXT),
      client_id: `bench-${n}`,
    });
    if (answer.status !== 201) throw new Error(`send answered ${answer.status}: ${answer.body}`);
  };
}

let nextNumber = 1;

/** Open loop at RATE into the user's dossiers in turn; latency from each send's scheduled time to its answer. */
async function window(send: Send, dossierIds: string[], seconds: number) {
  const count = RATE * seconds;
  const base = nextNumber;
  nextNumber += count;
  const done: Array<Promise<number>> = [];
  const cpuMark = process.cpuUsage();
  const scheduled = await atRate(RATE, count, (k) => {
    done.push(send(base + k, dossierIds[(base + k) % dossierIds.length]).then(() => wallClock()));
  });
  const answered = await Promise.all(done);
  const cpu = process.cpuUsage(cpuMark);
  return {
    latencies: answered.map((time, k) => time - scheduled[k]),
    cpuMs: (cpu.user + cpu.system) / 1000,
  };
}

interface SendFigures extends Latency {
  /** This process's CPU time per send (on PGlite that includes the database; on PostgreSQL it does not). */
  cpuMs: number;
}

/** Windows in the order bare, ours, ours, bare, so drift on a shared machine hits both alike; one warm-up each. */
async function measure(sides: { ours: Send; bare: Send }, dossierIds: string[]) {
  await window(sides.bare, dossierIds, 1);
  await window(sides.ours, dossierIds, 1);
  const samples = { ours: [] as number[], bare: [] as number[] };
  const cpuMs = { ours: 0, bare: 0 };
  for (const side of ['bare', 'ours', 'ours', 'bare'] as const) {
    const result = await window(sides[side], dossierIds, WINDOW_SECONDS);
    samples[side].push(...result.latencies);
    cpuMs[side] += result.cpuMs;
  }
  const figures = (side: 'ours' | 'bare'): SendFigures => ({
    ...summarize(samples[side]),
    cpuMs: cpuMs[side] / samples[side].length,
  });
  return { ours: figures('ours'), bare: figures('bare') };
}

function rows(figures: { ours: SendFigures; bare: SendFigures }): ResultRow[] {
  const { ours, bare } = figures;
  return [
    { metric: `send p50 at ${RATE} msg/s`, ours: ours.p50, baseline: bare.p50, unit: 'ms', maxRatio: 3 },
    { metric: `send p99 at ${RATE} msg/s`, ours: ours.p99, baseline: bare.p99, unit: 'ms', maxRatio: 3 },
    { metric: '  CPU per send in this process', ours: ours.cpuMs, baseline: bare.cpuMs, unit: 'ms' },
  ];
}

async function benchEngine(engine: EngineName) {
  const database = await openBenchDatabase(engine, 'send');
  let server: AppServer | null = null;
  let http: HttpClient | null = null;
  try {
    const sizes = dossierDatasetSizes(scaled);
    const dataset: DossierDataset = await seedDossierDataset(database, sizes);
    print(
      `${engine}: seeded ${sizes.messages.toLocaleString('en')} messages in ${dataset.seedSeconds.toFixed(0)} s`,
    );
    server = await startAppServer(database);
    http = new HttpClient(server.baseUrl);
    const figures = await measure(
      { ours: httpSend(http, dataset.focusToken), bare: bareSend(database) },
      dataset.focusDossierIds,
    );
    const table = rows(figures);
    print(textTable(`send on ${database.description} (${figures.ours.count} sends per side)`, table));
    print(`  ${loadSummary()}`);
    return { description: database.description, table, load: loadSummary() };
  } finally {
    http?.close();
    await server?.close();
    await database.close();
  }
}

export async function main(): Promise<void> {
  print(`send, scale ${benchScale}: ${RATE} msg/s, windows of ${WINDOW_SECONDS} s (bare, ours, ours, bare)`);
  const results = [];
  for (const engine of await enginesToRun()) results.push(await benchEngine(engine));
  if (isFullScale) {
    writeResultsSection(
      'send',
      [
        '## Send (bench/send.ts)',
        '',
        `Machine: ${machineSummary()}.`,
        `Open loop at ${RATE} messages/s from one user into their 200 dossiers in turn, 1,000,000 messages stored; latency from each scheduled send to its answer. Baseline: appendMessage's two statements in a bare transaction on the engine's own client.`,
        '',
        ...results.flatMap((result) => [
          `### ${result.description}`,
          '',
          markdownTable(result.table),
          '',
          `Machine ${result.load} at the end of this engine's run.`,
          '',
        ]),
      ].join('\n'),
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runWithServerFlags(main);
