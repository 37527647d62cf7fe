/**
 * (f) The notification pass's finding with 10,000 users in 200 dossiers each and 1,000,000 messages, on PGlite and
 * PostgreSQL, in steady state: a trickle of new messages through the app's appendMessage, and every pass the
 * scheduler's two query parts timed (armPendingBatches: new messages -> their dossiers -> members to arm;
 * usersWithDueBatches: due users through the partial index on notify_after) beside a bare indexed scan of the
 * memberships with unread messages in the same window, interleaved. The mails of the due users are then queued
 * (mailDueBatches, as runPass does) untimed, and nothing is sent: the outbox worker does not run.
 * Run alone: `npx tsx bench/notifications.ts`; BENCH_SCALE=0.1 for a quick run; BENCH_ENGINES=pglite|postgres.
 */
import { pathToFileURL } from 'node:url';
import type { Clock } from '@dossier/server/src/clock.ts';
import { loadConfig } from '@dossier/server/src/config.ts';
import { appendMessage } from '@dossier/server/src/modules/messages/append.ts';
import { armPendingBatches } from '@dossier/server/src/modules/notifications/commands/arm-pending-batches.ts';
import { mailDueBatches } from '@dossier/server/src/modules/notifications/commands/mail-due-batches.ts';
import { usersWithDueBatches } from '@dossier/server/src/modules/notifications/queries.ts';
import { mailSigner } from '@dossier/server/src/modules/notifications/secret.ts';
import { InProcessPubSub } from '@dossier/server/src/realtime/events.ts';
import type { TimedCommandDeps } from '@dossier/server/src/transact.ts';
import { type BenchDatabase, type EngineName, enginesToRun, openBenchDatabase } from './support/engines.ts';
import { loadSummary, machineSummary } from './support/machine.ts';
import { planShape } from './support/plan-shape.ts';
import { markdownTable, print, type ResultRow, textTable, writeResultsSection } from './support/report.ts';
import { benchScale, isFullScale, scaled } from './support/scale.ts';
import { dossierId } from './support/seed-dossiers.ts';
import {
  dossierCompanies,
  type NotificationDatasetSizes,
  notificationDatasetSizes,
  seedNotificationDataset,
  USERS_PER_COMPANY,
} from './support/seed-notifications.ts';
import { userFullName, userId } from './support/seed-people.ts';
import { sleep, summarize } from './support/stats.ts';

/** The scheduler's page of due users (scheduler.ts). */
const USERS_PER_QUERY = 100;
/** New messages per second over the whole product: about 50 times the data set's average (1,000,000 in 300 days). */
const MESSAGES_PER_SECOND = 2;
const PASS_EVERY_MS = 2_000;
/** The scan re-reads a message until a pass a minute after the one that first saw it: two minutes fill the window. */
const WARMUP_SECONDS = scaled(130, 15);
const PASSES = scaled(45, 15);

/** Bare: the memberships with unread messages in the dossiers with messages in the pass's window, by index. */
const BARE_SQL = `
  select du.dossier_id, du.user_id
  from (select distinct dossier_id from messages where id > $1) touched
  join dossiers d on d.id = touched.dossier_id
  join dossier_users du on du.dossier_id = touched.dossier_id
  where d.last_seq > du.read_seq`;

interface PassTimes {
  arm: number;
  due: number;
  armed: number;
  dueUsers: string[];
}

/** runPass's finding: arm the new batches, then page through the due users (mailing them comes after, untimed). */
async function findingPass(deps: TimedCommandDeps): Promise<PassTimes> {
  const started = performance.now();
  const armed = await armPendingBatches(deps);
  const armedAt = performance.now();
  const dueUsers = await usersWithDueBatches(deps.db, deps.clock.now(), USERS_PER_QUERY);
  return { arm: armedAt - started, due: performance.now() - armedAt, armed, dueUsers };
}

/** A trickle message: a pseudo-random dossier (uniform), written by one of its members, through the app's append. */
async function trickle(deps: TimedCommandDeps, sizes: NotificationDatasetSizes, count: number, from: number) {
  for (let k = from; k < from + count; k += 1) {
    const dossier = (k * 2_654_435_761) % sizes.dossiers;
    const companies = dossierCompanies(sizes, dossier);
    const sender = companies[k % 2] * USERS_PER_COMPANY + (k % USERS_PER_COMPANY);
    await appendMessage(deps.db, {
      dossierId: dossierId(dossier),
      sender: { id: userId(sender), name: userFullName(sender) },
      type: 'user',
      body: `Nieuw bericht ${k}: de levering van dinsdag is verschoven naar donderdag`,
      at: deps.clock.now(),
    });
  }
}

async function benchEngine(engine: EngineName, sizes: NotificationDatasetSizes) {
  const database: BenchDatabase = await openBenchDatabase(engine, 'notifications');
  try {
    const seedSeconds = await seedNotificationDataset(database, sizes);
    print(
      `${engine}: seeded ${sizes.users.toLocaleString('en')} users in ${sizes.dossiersPerUser} dossiers each ` +
        `(${sizes.dossiers.toLocaleString('en')} dossiers of ${2 * USERS_PER_COMPANY}), ` +
        `${sizes.messages.toLocaleString('en')} messages, in ${seedSeconds.toFixed(0)} s`,
    );
    const config = loadConfig({ PUBLIC_URL: 'http://127.0.0.1', LOG_LEVEL: 'warn' });
    // The delay has passed for every new message by the pass that arms it, so each pass finds due users too.
    const clock: Clock = {
      now: () => new Date(Date.now() + (config.notifyDelaySeconds + 1) * 1000),
      at: () => () => {},
    };
    const deps: TimedCommandDeps = {
      db: database.handle.db,
      config,
      live: new InProcessPubSub(),
      mail: { nudge: () => {} },
      clock,
    };
    const signer = await mailSigner(deps.db, config);
    const perPass = Math.round((MESSAGES_PER_SECOND * PASS_EVERY_MS) / 1000);
    const ours: number[] = [];
    const arm: number[] = [];
    const due: number[] = [];
    const bare: number[] = [];
    const windows: number[] = [];
    const armedCounts: number[] = [];
    const dueCounts: number[] = [];
    const mailMs: number[] = [];
    let written = 0;
    let lastWindowStart = '0';
    const warmupEnds = performance.now() + WARMUP_SECONDS * 1000;
    for (let pass = 0; ; pass += 1) {
      const measuring = performance.now() >= warmupEnds;
      if (measuring && ours.length >= PASSES) break;
      const tickEnds = performance.now() + PASS_EVERY_MS;
      await trickle(deps, sizes, perPass, written);
      written += perPass;
      const [scan] = await database.raw.query<{ safe_message_id: string }>(
        'select safe_message_id from notification_scan',
      );
      lastWindowStart = scan.safe_message_id;
      const outcome: { found?: PassTimes; bareMs?: number } = {};
      const runBare = async () => {
        const started = performance.now();
        await database.raw.query(BARE_SQL, [scan.safe_message_id]);
        outcome.bareMs = performance.now() - started;
      };
      const runOurs = async () => {
        outcome.found = await findingPass(deps);
      };
      for (const step of pass % 2 === 0 ? [runOurs, runBare] : [runBare, runOurs]) await step();
      const result = outcome.found;
      const bareMs = outcome.bareMs;
      if (!result || bareMs === undefined) throw new Error('a variant did not run');
      // runPass goes on to mail the due users, a page at a time: the mailing is untimed, the paging is not.
      const mailStarted = performance.now();
      let dueMs = result.due;
      let dueUsers = result.dueUsers;
      const seen = new Set<string>();
      for (;;) {
        const fresh = dueUsers.filter((user) => !seen.has(user));
        for (const user of fresh) {
          seen.add(user);
          await mailDueBatches(deps, signer, user);
        }
        if (fresh.length === 0 || dueUsers.length < USERS_PER_QUERY) break;
        const pageStarted = performance.now();
        dueUsers = await usersWithDueBatches(deps.db, clock.now(), USERS_PER_QUERY);
        dueMs += performance.now() - pageStarted;
      }
      if (measuring) {
        const [window] = await database.raw.query<{ n: string }>(
          'select count(*) as n from messages where id > $1',
          [scan.safe_message_id],
        );
        ours.push(result.arm + dueMs);
        arm.push(result.arm);
        due.push(dueMs);
        bare.push(bareMs);
        windows.push(Number(window.n));
        armedCounts.push(result.armed);
        dueCounts.push(seen.size);
        mailMs.push(performance.now() - mailStarted);
      }
      const wait = tickEnds - performance.now();
      if (wait > 0) await sleep(wait);
    }
    const median = (values: number[]) => summarize(values).p50;
    const story =
      `one pass (every ${PASS_EVERY_MS / 1000} s here, ${MESSAGES_PER_SECOND} new messages a second): re-reads the ` +
      `messages of the last one to two minutes (median ${median(windows)}, ${Math.min(...windows)}-${Math.max(...windows)}), ` +
      `arms the batches of their dossiers' members (median ${median(armedCounts)}), finds the users due ` +
      `(median ${median(dueCounts)}); queueing their mails took a further median ${median(mailMs).toFixed(1)} ms, untimed`;
    print(`  ${story}`);
    print(`  bare plan: ${await planShape(database.raw, BARE_SQL, [lastWindowStart])}`);
    const oursStats = summarize(ours);
    const bareStats = summarize(bare);
    const rows: ResultRow[] = [
      {
        metric: 'finding pass p50 (arm + due users)',
        ours: oursStats.p50,
        baseline: bareStats.p50,
        unit: 'ms',
        maxRatio: 2,
      },
      {
        metric: 'finding pass p99',
        ours: oursStats.p99,
        baseline: bareStats.p99,
        unit: 'ms',
        maxRatio: 2,
      },
      {
        metric: '  of which armPendingBatches(), p50',
        ours: summarize(arm).p50,
        baseline: bareStats.p50,
        unit: 'ms',
      },
      {
        metric: '  of which usersWithDueBatches() pages, p50',
        ours: summarize(due).p50,
        baseline: bareStats.p50,
        unit: 'ms',
      },
    ];
    print(textTable(`notification pass on ${database.description}`, rows));
    print(`  ${loadSummary()}`);
    return { description: database.description, rows, story, seedSeconds, load: loadSummary() };
  } finally {
    await database.close();
  }
}

export async function main(): Promise<void> {
  const sizes = notificationDatasetSizes(scaled);
  print(
    `notification pass, scale ${benchScale}: ${WARMUP_SECONDS} s of warm-up passes, then ${PASSES} measured passes`,
  );
  const results = [];
  for (const engine of await enginesToRun()) results.push(await benchEngine(engine, sizes));
  if (isFullScale) {
    writeResultsSection(
      'notifications',
      [
        '## Notification pass (bench/notifications.ts)',
        '',
        `Machine: ${machineSummary()}.`,
        `Data: ${sizes.users.toLocaleString('en')} users in ${sizes.dossiersPerUser} dossiers each (${sizes.dossiers.toLocaleString('en')} dossiers of ${2 * USERS_PER_COMPANY} members), ${sizes.messages.toLocaleString('en')} messages (Zipf-skewed), seeded in bulk; notifications start as the migration starts them over existing messages.`,
        `Steady state: a warm-up of ${WARMUP_SECONDS} s of passes, then ${PASSES} passes, each after ${MESSAGES_PER_SECOND * (PASS_EVERY_MS / 1000)} new messages through appendMessage. "Finding" is runPass without the mailing: armPendingBatches (new messages -> dossiers -> members, their batches armed in notification_batches) and the pages of usersWithDueBatches (the index on notification_batches.notify_after). The due users' mails are then queued untimed; none is sent. Baseline: the memberships with unread messages in the dossiers of the same window, one indexed query.`,
        '',
        ...results.flatMap((result) => [
          `### ${result.description}`,
          '',
          `Seeded in ${result.seedSeconds.toFixed(0)} s; ${result.story}.`,
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

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
