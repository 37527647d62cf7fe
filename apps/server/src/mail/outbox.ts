import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { MailContent } from './templates.ts';

/** Queues a mail inside the caller's transaction: it is sent only if the state change commits. */
export async function enqueueMail(trx: Kysely<Database>, to: string, content: MailContent): Promise<void> {
  await trx
    .insertInto('mail_outbox')
    .values({
      to_address: to,
      subject: content.subject,
      text_body: content.text,
      html_body: content.html,
      reply_to: content.replyTo ?? null,
      headers: content.headers ? JSON.stringify(content.headers) : null,
    })
    .execute();
}
