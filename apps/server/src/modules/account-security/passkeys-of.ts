import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** How many passkeys the user has (a second factor of its own, issue 23 item 4). */
export async function passkeyCountOf(_db: Db, _userId: string): Promise<number> {
  return 0;
}

/** An admin's reset removes them with the rest. */
export async function removePasskeysOf(_db: Db, _userId: string): Promise<void> {}
