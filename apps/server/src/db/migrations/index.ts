import type { Migration } from 'kysely';
import * as accounts from './001-accounts.ts';

/** Every migration, in order. Add a file and one line here. */
export const migrations: Record<string, Migration> = {
  '001-accounts': accounts,
};
