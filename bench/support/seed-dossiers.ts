import type { RawSql } from './engines.ts';
import { benchUuid, companyId, userId } from './seed-people.ts';

export interface DossierSpec {
  index: number;
  /** The owner first. */
  companies: number[];
  members: number[];
}

export const dossierId = (index: number) => benchUuid('d', index);

const CHUNK = 20_000;

async function insertInChunks(raw: RawSql, sql: string, columns: unknown[][]): Promise<void> {
  for (let from = 0; from < columns[0].length; from += CHUNK) {
    await raw.query(
      sql,
      columns.map((column) => column.slice(from, from + CHUNK)),
    );
  }
}

/** Dossiers with their companies and active members, as creating and inviting through the app leaves them. */
export async function insertDossiers(
  raw: RawSql,
  specs: DossierSpec[],
  usersPerCompany: number,
): Promise<void> {
  await insertInChunks(
    raw,
    `insert into dossiers (id, title, owner_company_id, created_at)
     select unnest($1::uuid[]), unnest($2::text[]), unnest($3::uuid[]), timestamptz '2025-12-01'`,
    [
      specs.map((spec) => dossierId(spec.index)),
      specs.map((spec) => `Dossier ${spec.index}`),
      specs.map((spec) => companyId(spec.companies[0])),
    ],
  );
  const parties = specs.flatMap((spec) =>
    spec.companies.map((company) => [dossierId(spec.index), companyId(company)]),
  );
  await insertInChunks(
    raw,
    `insert into dossier_companies (dossier_id, company_id, created_at)
     select unnest($1::uuid[]), unnest($2::uuid[]), timestamptz '2025-12-01'`,
    [parties.map((row) => row[0]), parties.map((row) => row[1])],
  );
  const members = specs.flatMap((spec) =>
    spec.members.map((member) => [
      dossierId(spec.index),
      userId(member),
      companyId(Math.floor(member / usersPerCompany)),
    ]),
  );
  await insertInChunks(
    raw,
    `insert into dossier_users (dossier_id, user_id, company_id, created_at)
     select unnest($1::uuid[]), unnest($2::uuid[]), unnest($3::uuid[]), timestamptz '2025-12-01'`,
    [members.map((row) => row[0]), members.map((row) => row[1]), members.map((row) => row[2])],
  );
}

/** Zipf-like counts (the i-th dossier gets a share of 1/(i+1)) summing exactly to `total`, at least 1 each. */
export function skewedCounts(dossiers: number, total: number): number[] {
  const weights = Array.from({ length: dossiers }, (_, index) => 1 / (index + 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((weight) => (total - dossiers) * (weight / sum));
  const counts = exact.map((value) => 1 + Math.floor(value));
  let left = total - counts.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((value, index) => [value - Math.floor(value), index])
    .sort((a, b) => b[0] - a[0]);
  for (let k = 0; left > 0; k += 1, left -= 1) counts[byRemainder[k % dossiers][1]] += 1;
  return counts;
}

/**
 * Drops a table's foreign keys, unique constraints and secondary indexes for a bulk load, and returns what puts
 * them back exactly as the migrations made them (definitions read from the catalog), checked in one pass each.
 */
export async function dropSecondaryIndexes(raw: RawSql, table: string): Promise<() => Promise<void>> {
  const constraints = await raw.query<{ name: string; definition: string }>(
    `select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
     where conrelid = $1::regclass and contype in ('f', 'u') order by contype desc`,
    [table],
  );
  const indexes = await raw.query<{ name: string; definition: string }>(
    `select i.indexname as name, i.indexdef as definition from pg_indexes i
     where i.tablename = $1 and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [table],
  );
  for (const index of indexes) await raw.exec(`drop index ${index.name}`);
  for (const constraint of constraints)
    await raw.exec(`alter table ${table} drop constraint ${constraint.name}`);
  return async () => {
    for (const constraint of constraints) {
      await raw.exec(`alter table ${table} add constraint ${constraint.name} ${constraint.definition}`);
    }
    for (const index of indexes) await raw.exec(index.definition);
  };
}

/** A message's text for its seq (`g.seq`): 16 to 196 characters of one repeated sentence. */
export const DEFAULT_MESSAGE_BODY = `'Bericht ' || g.seq || ' over de levering: '
  || left(repeat('de vracht komt dinsdag met twee pallets staal en de factuur volgt ', 4), 16 + (g.seq * 37) % 180)`;

/**
 * Bulk-inserts `counts[i]` messages into dossier i from its members in turn, spread over 300 days so that global
 * ids follow time across dossiers, then sets every counter as appendMessage would have: dossiers.last_seq and
 * last_message_*, and read pointers never behind a member's own last message (some members have up to 19 unread).
 * `body` is the SQL of a message's text; it may use the seq (`g.seq`) and the dossier (`p.dossier_id`).
 */
export async function insertMessages(
  raw: RawSql,
  dossierIndexes: number[],
  counts: number[],
  body: string = DEFAULT_MESSAGE_BODY,
): Promise<void> {
  await raw.exec('create table bench_plan (dossier_id uuid primary key, n integer not null)');
  await raw.query('insert into bench_plan select unnest($1::uuid[]), unnest($2::int[])', [
    dossierIndexes.map(dossierId),
    counts,
  ]);
  const restore = await dropSecondaryIndexes(raw, 'messages');
  await raw.exec(`
    set work_mem = '256MB';
    insert into messages (dossier_id, seq, sender_id, message_type, body, created_at)
    select p.dossier_id, g.seq, m.members[1 + g.seq % cardinality(m.members)], 'user',
           ${body},
           timestamptz '2026-01-01'
             + make_interval(secs => 86400 * 300 * ((g.seq - 1 + ((g.seq * 7919) % 1000) / 1000.0) / p.n))
    from bench_plan p
    join (select dossier_id, array_agg(user_id order by user_id) as members from dossier_users group by dossier_id) m
      on m.dossier_id = p.dossier_id
    cross join lateral generate_series(1, p.n) as g(seq)
    order by 6;
    reset work_mem;`);
  await restore();
  await raw.exec(`

    update dossiers d
    set last_seq = p.n, last_message_id = m.id, last_message_at = m.created_at,
        last_message_preview = case when length(m.body) > 140 then left(m.body, 139) || '…' else m.body end,
        last_message_sender = trim(u.first_name || ' ' || u.last_name)
    from bench_plan p
    join messages m on m.dossier_id = p.dossier_id and m.seq = p.n
    join users u on u.id = m.sender_id
    where d.id = p.dossier_id;

    update dossier_users du
    set read_seq = greatest(
      coalesce((select max(m.seq) from messages m where m.dossier_id = du.dossier_id and m.sender_id = du.user_id), 0),
      d.last_seq - greatest(0, abs(hashtext(du.user_id::text || du.dossier_id::text)) % 50 - 30))
    from dossiers d
    where d.id = du.dossier_id;

    drop table bench_plan;`);
}
