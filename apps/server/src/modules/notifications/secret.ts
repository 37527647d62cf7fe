import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { MailSigner } from './signing.ts';

const SECRET_NAME = 'mail_links';
const signers = new WeakMap<Db, Promise<MailSigner>>();

/**
 * The signer of mail links and reply addresses: MAIL_SECRET when configured, else a secret the first instance
 * makes and keeps in the database, so every instance and every restart signs and checks alike. Read once per
 * database; call it outside a transaction (PGlite has one connection).
 */
export function mailSigner(db: Db, config: Pick<Config, 'mailSecret'>): Promise<MailSigner> {
  if (config.mailSecret) return Promise.resolve(new MailSigner(Buffer.from(config.mailSecret, 'utf8')));
  let signer = signers.get(db);
  if (!signer) {
    signer = storedSecret(db).then((secret) => new MailSigner(Buffer.from(secret, 'base64url')));
    signer.catch(() => signers.delete(db));
    signers.set(db, signer);
  }
  return signer;
}

async function storedSecret(db: Db): Promise<string> {
  await db
    .insertInto('server_secrets')
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const { value } = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', SECRET_NAME)
    .executeTakeFirstOrThrow();
  return value;
}
