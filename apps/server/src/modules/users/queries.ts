import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

export async function findLiveUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function findCompany(db: Db, companyId: string) {
  return db.selectFrom('companies').selectAll().where('id', '=', companyId).executeTakeFirstOrThrow();
}
