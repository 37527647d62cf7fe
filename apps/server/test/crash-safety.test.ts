import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/connection.ts';
import { smtpTransport } from '../src/mail/transport.ts';
import { MailWorker } from '../src/mail/worker.ts';
import { engineName } from './support/engine.ts';
import { LiveClient } from './support/live-client.ts';
import { Mailbox } from './support/mailbox.ts';
import {
  buildServer,
  freePort,
  type ServerDatabase,
  type ServerProcess,
  serverDatabase,
  startServer,
} from './support/server-process.ts';

/**
 * Crash safety (issue 14): the real server, killed with SIGKILL while four members chat (each message with a
 * client_id) and mail goes out, restarted on the same data. Members retry what was not acknowledged, reconnect their
 * sockets and catch up by after_seq, as the web client does.
 */

const MESSAGES_PER_MEMBER = 100;
/** The admins invite a colleague every so many messages: each invitation is a mail. */
const INVITE_EVERY = 10;
/** About a third of the way through, the process is killed. */
const KILL_AFTER = Math.round(MESSAGES_PER_MEMBER * 4 * 0.35);
/** Each member sends at a steady rate of one message per this many milliseconds (or slower, as answers allow). */
const SEND_INTERVAL_MS = 20;
/** A member whose request got no answer tries again after this pause (the client's backoff, not a timing check). */
const RETRY_PAUSE_MS = 50;
const PAGE = 200;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

let port: number;
let baseUrl: string;

/** A request repeated until the server answers it with anything below 500, as a client retries a send. */
async function untilAnswered(path: string, token: string, init: { method?: string; body?: object } = {}) {
  const deadline = Date.now() + 120_000;
  for (let attempts = 1; ; attempts += 1) {
    let response: Response | null = null;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method: init.method ?? 'GET',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: init.body ? JSON.stringify(init.body) : undefined,
      });
    } catch {
      // No answer: the server died mid-request or is not back yet.
    }
    if (response && response.status < 500)
      return { status: response.status, body: await response.json(), attempts };
    await response?.text();
    if (Date.now() > deadline) throw new Error(`${path} got no answer for two minutes`);
    await pause(RETRY_PAUSE_MS);
  }
}

interface Send {
  clientId: string;
  body: string;
  attempts: number;
  answer: { status: number; id: number; seq: number } | null;
}

interface Invite {
  email: string;
  attempts: number;
  status: number | null;
}

/** One member as the web client behaves: sends with a client_id, retries, keeps a socket, catches up on reconnect. */
class Member {
  readonly sends: Send[] = [];
  readonly invites: Invite[] = [];
  readonly sockets: LiveClient[] = [];
  /** Seqs of the dossier fetched by after_seq: at the start, and after the reconnect. */
  readonly fetched: number[][] = [];

  constructor(
    readonly name: string,
    readonly token: string,
    readonly mayInvite: boolean,
    private readonly dossierId: string,
  ) {}

  /** Seqs of this dossier one socket delivered, in order of arrival. */
  seqsOn(socket: LiveClient): number[] {
    return socket.frames
      .filter((frame) => frame.dossier_id === `dossier:${this.dossierId}` && typeof frame.seq === 'number')
      .map((frame) => frame.seq as number);
  }

  /** Every seq this member holds: what its sockets delivered and what it fetched. */
  seen(): Set<number> {
    return new Set([...this.fetched.flat(), ...this.sockets.flatMap((socket) => this.seqsOn(socket))]);
  }

  async connect(): Promise<void> {
    this.sockets.push(await LiveClient.connect(baseUrl, this.token));
    await this.catchUp();
  }

  /** After the socket dropped: a new one as soon as the server is back, then what was missed, by after_seq. */
  async reconnect(): Promise<void> {
    await this.sockets.at(-1)?.waitForClose(120_000);
    const deadline = Date.now() + 120_000;
    for (;;) {
      try {
        this.sockets.push(await LiveClient.connect(baseUrl, this.token));
        break;
      } catch {
        if (Date.now() > deadline) throw new Error(`${this.name} could not reconnect`);
        await pause(RETRY_PAUSE_MS);
      }
    }
    await this.catchUp();
  }

  private async catchUp(): Promise<void> {
    const seen = this.seen();
    const fetched: number[] = [];
    this.fetched.push(fetched);
    let after = 0;
    while (seen.has(after + 1)) after += 1;
    for (;;) {
      const page = await untilAnswered(
        `/api/v1/dossiers/${this.dossierId}/messages?after_seq=${after}&limit=${PAGE}`,
        this.token,
      );
      expect(page.status).toBe(200);
      const seqs = (page.body.messages as Array<{ seq: number }>).map((message) => message.seq);
      fetched.push(...seqs);
      if (seqs.length < PAGE) return;
      after = seqs.at(-1) as number;
    }
  }

  /** Sends its messages at a steady rate, each until acknowledged; an admin invites a colleague now and then. */
  async chat(onAcknowledged: () => void): Promise<void> {
    const started = Date.now();
    for (let index = 0; index < MESSAGES_PER_MEMBER; index += 1) {
      await pause(started + index * SEND_INTERVAL_MS - Date.now());
      const send: Send = {
        clientId: `${this.name}-${index}`,
        body: `Bericht ${index} van ${this.name}`,
        attempts: 0,
        answer: null,
      };
      this.sends.push(send);
      const answer = await untilAnswered(`/api/v1/dossiers/${this.dossierId}/messages`, this.token, {
        method: 'POST',
        body: { message_type: 'user', message: send.body, client_id: send.clientId },
      });
      send.attempts = answer.attempts;
      send.answer = { status: answer.status, id: answer.body.id, seq: answer.body.seq };
      onAcknowledged();
      if (this.mayInvite && index % INVITE_EVERY === INVITE_EVERY - 1) await this.invite(index);
    }
  }

  private async invite(index: number): Promise<void> {
    const invite: Invite = {
      email: `uitnodiging.${this.name}.${index}@crash.test`,
      attempts: 0,
      status: null,
    };
    this.invites.push(invite);
    const answer = await untilAnswered('/api/v1/users', this.token, {
      method: 'POST',
      body: { email: invite.email, role: 'user', first_name: 'Nieuwe', last_name: 'Collega' },
    });
    invite.attempts = answer.attempts;
    invite.status = answer.status;
  }
}

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo-wachtwoord' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

let database: ServerDatabase;
let mailbox: Mailbox;
let first: ServerProcess;
let second: ServerProcess;
let members: Member[];
let dossierId: string;
let acknowledgedAtKill = 0;
let openedAfter: DatabaseHandle;
/** Mails the killed process had claimed (one was at the receiver): sent once their lease ran out. */
let leasedAtKill = 0;

beforeAll(async () => {
  await buildServer();
  database = await serverDatabase();
  mailbox = new Mailbox();
  const smtpUrl = await mailbox.start();
  port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...database.env,
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    SMTP_URL: smtpUrl,
    SEED_DEMO: '1',
    // Mail about unread messages goes out within a second or two: more mail in the mix.
    NOTIFY_DELAY_SECONDS: '0',
    NOTIFY_INTERVAL_SECONDS: '1',
    LOG_LEVEL: 'info',
  };
  first = startServer(env);
  await first.listening;

  const [anna, bram, carla, daan] = await Promise.all(
    ['anna@vries.demo', 'bram@vries.demo', 'carla@bakker.demo', 'daan@bakker.demo'].map(signIn),
  );
  const sidebar = await untilAnswered('/app/sidebar/dossiers', anna!);
  dossierId = sidebar.body[0].id;
  const daanUser = await untilAnswered('/api/v1/users/me', daan!);
  const added = await untilAnswered(`/api/v1/dossiers/${dossierId}/users`, carla!, {
    method: 'POST',
    body: { user_id: daanUser.body.id },
  });
  expect(added.status).toBe(201);
  members = [
    new Member('anna', anna!, true, dossierId),
    new Member('bram', bram!, false, dossierId),
    new Member('carla', carla!, true, dossierId),
    new Member('daan', daan!, false, dossierId),
  ];
  await Promise.all(members.map((member) => member.connect()));

  let acknowledged = 0;
  let holdMail: () => void = () => undefined;
  let killNow: () => void = () => undefined;
  const halfway = new Promise<void>((resolve) => {
    holdMail = resolve;
  });
  const enoughSent = new Promise<void>((resolve) => {
    killNow = resolve;
  });
  const chatting = members.map((member) =>
    member.chat(() => {
      acknowledged += 1;
      if (acknowledged === Math.round(KILL_AFTER / 2)) holdMail();
      if (acknowledged === KILL_AFTER) killNow();
    }),
  );
  const reconnecting = members.map((member) => member.reconnect());

  let killed = false;
  const finishedEarly = Promise.all(chatting).then(() => {
    if (!killed) throw new Error('every message was acknowledged before the kill');
  });
  // From halfway the receiver stalls on the next mail, so one is under way (claimed, not accepted) at the kill.
  await Promise.race([halfway, finishedEarly]);
  const mailUnderWay = mailbox.holdDeliveries(undefined, 60_000);
  await Promise.race([Promise.all([enoughSent, mailUnderWay]), finishedEarly]);
  acknowledgedAtKill = acknowledged;
  killed = true;
  first.child.kill('SIGKILL');
  await first.exited;
  mailbox.release();

  second = startServer(env);
  await second.listening;
  await Promise.all([...chatting, ...reconnecting]);

  // Every member's socket settles on the last message before the books are closed.
  const last = Math.max(...members.flatMap((member) => member.sends.map((send) => send.answer?.seq ?? 0)));
  for (const member of members) await member.sockets.at(-1)!.waitFor((frame) => frame.seq === last, 30_000);

  second.child.kill('SIGTERM');
  expect(await second.exited).toBe(0);
  openedAfter = await database.open();
  // The killed process's lease (5 minutes) runs out: the mails it had claimed go to the next worker.
  const leased = await openedAfter.db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: sql`now()` })
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('next_attempt_at', '>', sql<Date>`now()`)
    .where('last_error', 'is', null)
    .executeTakeFirst();
  leasedAtKill = Number(leased.numUpdatedRows);
  const transport = smtpTransport(smtpUrl, 'Dossiers <no-reply@localhost>');
  await new MailWorker(openedAfter.db, transport, pino({ level: 'silent' })).sendDue();
  transport.close();
}, 180_000);

afterAll(async () => {
  for (const member of members ?? []) for (const socket of member.sockets) socket.close();
  for (const server of [first, second]) if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  await openedAfter?.close();
  await mailbox?.stop();
  await database?.remove();
});

const seqsUpTo = (last: number) => Array.from({ length: last }, (_, index) => index + 1);

async function lastSeq(): Promise<number> {
  const dossier = await openedAfter.db
    .selectFrom('dossiers')
    .select('last_seq')
    .where('id', '=', dossierId)
    .executeTakeFirstOrThrow();
  return Number(dossier.last_seq);
}

describe(`a server killed mid-stream and restarted on the same data (${engineName})`, () => {
  it('stores every acknowledged message exactly once, a retry answered with the message stored before the crash', async ({
    annotate,
  }) => {
    const sends = members.flatMap((member) => member.sends);
    const rows = await openedAfter.db
      .selectFrom('messages')
      .select(['id', 'seq', 'client_id', 'body'])
      .where('dossier_id', '=', dossierId)
      .where('client_id', 'is not', null)
      .execute();
    expect(sends).toHaveLength(MESSAGES_PER_MEMBER * members.length);
    expect(rows).toHaveLength(sends.length);
    const byClientId = new Map(rows.map((row) => [row.client_id, row]));
    for (const send of sends) {
      const row = byClientId.get(send.clientId);
      expect(row, send.clientId).toBeDefined();
      expect({ id: Number(row!.id), seq: Number(row!.seq), body: row!.body }).toEqual({
        id: send.answer!.id,
        seq: send.answer!.seq,
        body: send.body,
      });
    }
    const retried = sends.filter((send) => send.attempts > 1);
    const storedBeforeTheCrash = retried.filter((send) => send.answer!.status === 200);
    const storedByTheRetry = retried.filter((send) => send.answer!.status === 201);
    expect(storedBeforeTheCrash.length + storedByTheRetry.length).toBe(retried.length);
    expect(retried.length).toBeGreaterThan(0);
    await annotate(
      `${sends.length} messages, ${acknowledgedAtKill} acknowledged before the kill; ${retried.length} retried ` +
        `(${storedBeforeTheCrash.length} already stored, answered 200; ${storedByTheRetry.length} stored by the retry, 201)`,
    );
  });

  it('gives each socket every message of its time once, without a gap, and leaves no member a gap once caught up by after_seq', async ({
    annotate,
  }) => {
    const all = seqsUpTo(await lastSeq());
    for (const member of members) {
      expect(member.sockets).toHaveLength(2);
      for (const [index, socket] of member.sockets.entries()) {
        const seqs = member.seqsOn(socket).sort((a, b) => a - b);
        expect(new Set(seqs).size, `${member.name}: a socket delivers each message once`).toBe(seqs.length);
        // A new socket may first get a message committed before it opened, published late (the publishes of two
        // commits racing each other are not ordered), and miss the one after it: the catch-up by after_seq right
        // after it opened holds those. Any other hole is a message lost while the socket was live.
        const caughtUp = new Set(member.fetched[index]);
        const span = seqs.length === 0 ? [] : seqsUpTo(seqs.at(-1)!).slice(seqs[0]! - 1);
        const holes = span.filter((seq) => !seqs.includes(seq) && !caughtUp.has(seq));
        expect(holes, `${member.name}: messages one socket missed while it was live`).toEqual([]);
      }
      expect([...member.seen()].sort((a, b) => a - b)).toEqual(all);
    }
    const afterReconnect = members.map((member) => member.fetched[1]?.length ?? 0);
    await annotate(
      `${all.length} messages in the dossier; after reconnecting the members fetched ${afterReconnect.join(', ')} by after_seq`,
    );
  });

  it('mails every outbox row exactly once: the ones the killed process had claimed once its lease ran out', async ({
    annotate,
  }) => {
    const rows = await openedAfter.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'sent_at'])
      .execute();
    expect(rows.filter((row) => row.sent_at === null)).toEqual([]);
    const key = (to: string, subject: string) => `${to.toLowerCase()} | ${subject}`;
    const queued = rows.map((row) => key(row.to_address, row.subject)).sort();
    const received = mailbox.mails.map((mail) => key(mail.to, mail.subject)).sort();
    expect(received).toEqual(queued);
    expect(leasedAtKill).toBeGreaterThanOrEqual(1);
    const invites = members.flatMap((member) => member.invites);
    for (const invite of invites) expect([201, 422]).toContain(invite.status);
    for (const invite of invites)
      expect(mailbox.mails.filter((mail) => mail.to === invite.email)).toHaveLength(1);
    await annotate(
      `${rows.length} mails (${invites.length} invitations, the rest notifications), each received once; ` +
        `${leasedAtKill} claimed by the killed process and sent after its lease`,
    );
  });

  it(`opens its ${engineName === 'pglite' ? 'PGlite data folder' : 'PostgreSQL database'} again after the kill, whole`, async () => {
    const seqs = await openedAfter.db
      .selectFrom('messages')
      .select('seq')
      .where('dossier_id', '=', dossierId)
      .orderBy('seq')
      .execute();
    expect(seqs.map((row) => Number(row.seq))).toEqual(seqsUpTo(await lastSeq()));
    const errors = (server: ServerProcess) =>
      server
        .log()
        .split('\n')
        .filter((line) => /"level":(50|60)/.test(line));
    expect(errors(first)).toEqual([]);
    expect(errors(second)).toEqual([]);
  });
});
