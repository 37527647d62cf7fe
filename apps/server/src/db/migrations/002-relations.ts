import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // unaccent() is only STABLE; a schema-qualified wrapper with a fixed dictionary may be IMMUTABLE (stored column).
  await sql`
    create function company_search_key(value text) returns text
      language sql immutable parallel safe strict
      as $$ select btrim(regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, value)), '[^a-z0-9]+', ' ', 'g')) $$`.execute(
    db,
  );
  // Lowercased, unaccented words separated by single spaces; collation C so a plain btree serves LIKE 'ab%' and ORDER BY.
  await sql`
    alter table companies
      add column search_key text collate "C" not null generated always as (company_search_key(name)) stored`.execute(
    db,
  );
  await sql`create index companies_search_key_prefix on companies (search_key)`.execute(db);
  await sql`create index companies_search_key_trgm on companies using gin (search_key gin_trgm_ops) with (fastupdate = off)`.execute(
    db,
  );
  await sql`create index companies_registration_number_prefix on companies ((registration_number collate "C"))`.execute(
    db,
  );

  await sql`
    create table relations (
      id uuid primary key default gen_random_uuid(),
      requester_company_id uuid not null references companies (id),
      target_company_id uuid not null references companies (id),
      status text not null check (status in ('pending', 'active', 'inactive')),
      requested_by_user_id uuid references users (id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (requester_company_id <> target_company_id)
    )`.execute(db);
  // One relation per pair of companies, whichever side asked first.
  await sql`
    create unique index relations_pair on relations (
      least(requester_company_id, target_company_id), greatest(requester_company_id, target_company_id)
    )`.execute(db);
  await sql`create index relations_requester on relations (requester_company_id, status)`.execute(db);
  await sql`create index relations_target on relations (target_company_id, status)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table relations`.execute(db);
  await sql`drop index companies_registration_number_prefix`.execute(db);
  await sql`alter table companies drop column search_key`.execute(db);
  await sql`drop function company_search_key(text)`.execute(db);
}
