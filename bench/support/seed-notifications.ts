import type { BenchDatabase } from './engines.ts';
import { dropSecondaryIndexes, insertMessages, skewedCounts } from './seed-dossiers.ts';
import { benchUuidSql, seedPeople } from './seed-people.ts';

/** Companies of ten people: a dossier between two companies has all twenty of them as members. */
export const USERS_PER_COMPANY = 10;

export interface NotificationDatasetSizes {
  users: number;
  messages: number;
  companies: number;
  /** Each company owns a dossier with the next `partners` companies (round the ring): 2 * partners per user. */
  partners: number;
  dossiers: number;
  dossiersPerUser: number;
}

/** 10,000 users in 200 dossiers each (100,000 dossiers of 20 members) and 1,000,000 messages at scale 1. */
export function notificationDatasetSizes(
  scaled: (size: number, min?: number) => number,
): NotificationDatasetSizes {
  const users = scaled(10_000, 100);
  const companies = Math.floor(users / USERS_PER_COMPANY);
  // Pairs (a, a + k) for k <= (companies - 1) / 2 never repeat round the ring.
  const partners = Math.min(100, Math.floor((companies - 1) / 2));
  return {
    users: companies * USERS_PER_COMPANY,
    messages: scaled(1_000_000, 1_000),
    companies,
    partners,
    dossiers: companies * partners,
    dossiersPerUser: 2 * partners,
  };
}

/** Dossier d's two companies: its owner floor(d / partners) and the (d % partners + 1)-th company after it. */
export function dossierCompanies(sizes: NotificationDatasetSizes, dossier: number): [number, number] {
  const owner = Math.floor(dossier / sizes.partners);
  return [owner, (owner + 1 + (dossier % sizes.partners)) % sizes.companies];
}

/**
 * Seeds in bulk SQL: people, dossiers with both companies' people as active members (the membership table's
 * secondary indexes dropped for the load and rebuilt), Zipf-skewed messages with their counters as the app keeps
 * them (some members have unread messages). Notifications start as the migration starts them when the messages
 * already exist: every member notified up to the dossier's last message, the scan starting at the highest id.
 */
export async function seedNotificationDataset(
  db: BenchDatabase,
  sizes: NotificationDatasetSizes,
): Promise<number> {
  const started = performance.now();
  const { raw } = db;
  await seedPeople(raw, sizes.companies, USERS_PER_COMPANY);
  const owner = `(d / ${sizes.partners})`;
  const other = `((d / ${sizes.partners} + 1 + d % ${sizes.partners}) % ${sizes.companies})`;
  await raw.exec(`
    insert into dossiers (id, title, owner_company_id, created_at)
    select ${benchUuidSql('d', 'd')}, 'Dossier ' || d, ${benchUuidSql('c', owner)}, timestamptz '2025-12-01'
    from generate_series(0, ${sizes.dossiers - 1}) as d;
    insert into dossier_companies (dossier_id, company_id, created_at)
    select ${benchUuidSql('d', 'd')}, ${benchUuidSql('c', 'c')}, timestamptz '2025-12-01'
    from generate_series(0, ${sizes.dossiers - 1}) as d, lateral (values (${owner}), (${other})) as p (c);`);
  const restore = await dropSecondaryIndexes(raw, 'dossier_users');
  await raw.exec(`
    set work_mem = '256MB';
    insert into dossier_users (dossier_id, user_id, company_id, created_at)
    select ${benchUuidSql('d', 'd')}, ${benchUuidSql('u', `p.c * ${USERS_PER_COMPANY} + j`)}, ${benchUuidSql('c', 'p.c')},
           timestamptz '2025-12-01'
    from generate_series(0, ${sizes.dossiers - 1}) as d, lateral (values (${owner}), (${other})) as p (c),
         generate_series(0, ${USERS_PER_COMPANY - 1}) as j
    order by 1, 2;
    reset work_mem;`);
  await restore();
  const indexes = Array.from({ length: sizes.dossiers }, (_, index) => index);
  await insertMessages(raw, indexes, skewedCounts(sizes.dossiers, sizes.messages));
  await raw.exec(`
    update dossier_users du set notified_seq = d.last_seq from dossiers d where d.id = du.dossier_id;
    update notification_scan set safe_message_id = (select max(id) from messages),
      candidate_message_id = (select max(id) from messages), candidate_at = now();`);
  // A steady state: PostgreSQL's autovacuum would have analyzed by now; PGlite has none, so it is done for both.
  await raw.exec('vacuum analyze');
  return (performance.now() - started) / 1000;
}
