import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/connection.ts';
import { enqueueMail } from '../src/mail/outbox.ts';
import { passwordResetMail } from '../src/mail/templates.ts';
import { logTransport, smtpTransport } from '../src/mail/transport.ts';
import { backoffSeconds, MailWorker } from '../src/mail/worker.ts';
import { freshDatabase } from './support/database.ts';
import { Mailbox } from './support/mailbox.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const silent = pino({ level: 'silent' });
const outboxRow = (to: string) =>
  database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).executeTakeFirstOrThrow();

describe('mail outbox worker', () => {
  it('retries a refused delivery with backoff, then delivers it once', async () => {
    const mailbox = new Mailbox({ rejectFirst: 1 });
    const worker = new MailWorker(
      database.db,
      smtpTransport(await mailbox.start(), 'test@localhost'),
      silent,
    );
    await enqueueMail(
      database.db,
      'retry@example.test',
      passwordResetMail({ firstName: 'Rik', link: 'http://x/reset-password?token=t' }),
    );

    expect(await worker.sendDue()).toBe(0);
    const refused = await outboxRow('retry@example.test');
    expect(refused).toMatchObject({ attempts: 1, sent_at: null, failed_at: null });
    expect(refused.last_error).toContain('451');
    expect(refused.next_attempt_at.getTime()).toBeGreaterThan(Date.now());

    await database.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: new Date() })
      .where('id', '=', refused.id)
      .execute();
    expect(await worker.sendDue()).toBe(1);
    expect(await worker.sendDue()).toBe(0);
    expect((await outboxRow('retry@example.test')).sent_at).not.toBeNull();
    expect(mailbox.mails.filter((mail) => mail.to === 'retry@example.test')).toHaveLength(1);
    await worker.stop();
    await mailbox.stop();
  });

  it('doubles the wait between attempts up to an hour', () => {
    expect([1, 2, 3, 4].map(backoffSeconds)).toEqual([5, 10, 20, 40]);
    expect(backoffSeconds(20)).toBe(3600);
  });

  it('without SMTP logs the mail with its links and marks it handled', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const worker = new MailWorker(database.db, logTransport(logger), logger);
    await enqueueMail(
      database.db,
      'log@example.test',
      passwordResetMail({ firstName: 'Lot', link: 'http://app/reset-password?token=abc' }),
    );
    expect(await worker.sendDue()).toBe(1);
    expect(lines.join('')).toContain('http://app/reset-password?token=abc');
    expect((await outboxRow('log@example.test')).sent_at).not.toBeNull();
  });

  it('two instances draining one outbox at once send every mail exactly once', async () => {
    const mailbox = new Mailbox();
    const url = await mailbox.start();
    const workers = [1, 2].map(
      () => new MailWorker(database.db, smtpTransport(url, 'test@localhost'), silent),
    );
    const addresses = Array.from({ length: 45 }, (_, index) => `samen-${index}@example.test`);
    for (const address of addresses) {
      await enqueueMail(
        database.db,
        address,
        passwordResetMail({ firstName: 'Sam', link: `http://x/reset-password?token=${address}` }),
      );
    }
    const [first, second] = await Promise.all(workers.map((worker) => worker.sendDue()));
    expect(first + second).toBe(addresses.length);
    const delivered = mailbox.mails.map((mail) => mail.to).filter((to) => to.startsWith('samen-'));
    expect(delivered.sort()).toEqual([...addresses].sort());
    for (const worker of workers) await worker.stop();
    await mailbox.stop();
  });
});
