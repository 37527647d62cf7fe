import { createHash } from 'node:crypto';
import { newSecret } from '@dossier/server/src/auth/tokens.ts';
import type { RawSql } from './engines.ts';

/** A stable, valid version-4 UUID for the i-th row of a kind: the same in SQL and here. */
export function benchUuid(kind: string, index: number): string {
  const hex = createHash('md5').update(`${kind}${index}`).digest('hex');
  const v4 = `${hex.slice(0, 12)}4${hex.slice(13, 16)}8${hex.slice(17)}`;
  return `${v4.slice(0, 8)}-${v4.slice(8, 12)}-${v4.slice(12, 16)}-${v4.slice(16, 20)}-${v4.slice(20)}`;
}

/** The SQL twin of benchUuid over an integer expression. */
export const benchUuidSql = (kind: string, indexExpression: string) =>
  `(overlay(overlay(md5('${kind}' || (${indexExpression})::text) placing '4' from 13) placing '8' from 17))::uuid`;

export const companyId = (index: number) => benchUuid('c', index);
export const userId = (index: number) => benchUuid('u', index);

/** Full names as the app writes them into last_message_sender. */
export const userFullName = (index: number) => `Gebruiker ${index}`;

/** Companies, each with `usersPerCompany` users; user i works at company floor(i / usersPerCompany). */
export async function seedPeople(raw: RawSql, companies: number, usersPerCompany: number): Promise<void> {
  await raw.exec(`
    insert into companies (id, name, registration_number, city, is_meru_client)
    select ${benchUuidSql('c', 'i')}, 'Benchbedrijf ' || i, (20000000 + i)::text, 'Utrecht', true
    from generate_series(0, ${companies - 1}) as i;
    insert into users (id, company_id, email, first_name, last_name, role)
    select ${benchUuidSql('u', 'i')}, ${benchUuidSql('c', `i / ${usersPerCompany}`)},
           'gebruiker' || i || '@bench.test', 'Gebruiker', i::text,
           case when i % ${usersPerCompany} = 0 then 'admin' else 'user' end
    from generate_series(0, ${companies * usersPerCompany - 1}) as i;`);
}

/** A signed-in session per user, as login would create it; returns the bearer tokens in the same order. */
export async function startSessions(raw: RawSql, userIndexes: number[]): Promise<string[]> {
  const secrets = userIndexes.map(() => newSecret());
  const chunk = 5_000;
  for (let from = 0; from < userIndexes.length; from += chunk) {
    await raw.query(
      `insert into sessions (user_id, token_hash, expires_at)
       select unnest($1::uuid[]), unnest($2::text[]), now() + interval '30 days'`,
      [
        userIndexes.slice(from, from + chunk).map(userId),
        secrets.slice(from, from + chunk).map((secret) => secret.hash),
      ],
    );
  }
  return secrets.map((secret) => secret.token);
}
