import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** How many passkeys the user has (a second factor of its own, issue 23 item 4). */
export async function passkeyCountOf(db: Db, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('passkeys')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** An admin's reset removes them with the rest. */
export async function removePasskeysOf(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('passkeys').where('user_id', '=', userId).execute();
}
