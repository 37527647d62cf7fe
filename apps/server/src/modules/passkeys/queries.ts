import type { Db } from '../../db/connection.ts';

/** The user's passkeys, oldest first. */
export const passkeysOf = (db: Db, userId: string) =>
  db
    .selectFrom('passkeys')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

/** A credential and its live owner: a removed user's passkeys sign nobody in. */
export const liveCredential = (db: Db, credentialId: string) =>
  db
    .selectFrom('passkeys')
    .innerJoin('users', 'users.id', 'passkeys.user_id')
    .select([
      'passkeys.id',
      'passkeys.user_id',
      'passkeys.credential_id',
      'passkeys.public_key',
      'passkeys.counter',
      'passkeys.transports',
    ])
    .where('passkeys.credential_id', '=', credentialId)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
