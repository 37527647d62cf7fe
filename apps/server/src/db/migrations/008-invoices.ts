import { type Kysely, sql } from 'kysely';

/**
 * Invoices in the dossier (issue 21, DESIGN.md section 8): each company's billing profile, a gapless number series,
 * invoices with their lines and their status history. Times have no database default: they come from the rule clock.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // What a company's invoices say about it; copied onto an invoice when it is sent.
  await sql`
    create table billing_profiles (
      company_id uuid primary key references companies (id),
      legal_name text not null,
      street text not null,
      postal_code text not null,
      city text not null,
      country_code char(2) not null check (country_code ~ '^[A-Z]{2}$'),
      vat_id text,
      iban text,
      payment_term_days int not null default 30 check (payment_term_days between 0 and 365),
      invoice_prefix text not null,
      updated_at timestamptz not null,
      updated_by uuid references users (id)
    )`.execute(db);

  // One counter per seller, prefix and year: its row is locked FOR UPDATE while an invoice is sent (gapless).
  await sql`
    create table invoice_number_series (
      company_id uuid not null references companies (id),
      prefix text not null,
      year int not null check (year between 2000 and 9999),
      last_number int not null default 0 check (last_number >= 0),
      primary key (company_id, prefix, year)
    )`.execute(db);

  // Totals are stored as the math computed them (numeric, never float); a draft has no number, a sent one always has.
  // An imported credit note may reference an invoice kept elsewhere, so only a credit note names a credited invoice.
  await sql`
    create table invoices (
      id uuid primary key default gen_random_uuid(),
      dossier_id uuid not null references dossiers (id),
      seller_company_id uuid not null references companies (id),
      buyer_company_id uuid not null references companies (id),
      kind text not null default 'invoice' check (kind in ('invoice', 'credit_note')),
      status text not null default 'draft' check (status in
        ('draft', 'sent', 'in_process', 'under_query', 'accepted', 'rejected', 'paid', 'credited')),
      number text,
      issue_date date,
      due_date date,
      reverse_charge boolean not null default false,
      buyer_reference text,
      note text,
      credited_invoice_id uuid references invoices (id),
      seller_billing jsonb,
      buyer_billing jsonb,
      line_extension numeric(14, 2) not null default 0,
      tax_exclusive numeric(14, 2) not null default 0,
      tax numeric(14, 2) not null default 0,
      tax_inclusive numeric(14, 2) not null default 0,
      payable numeric(14, 2) not null default 0,
      created_by uuid references users (id),
      created_at timestamptz not null,
      sent_at timestamptz,
      imported_xml text,
      constraint invoices_seller_number unique (seller_company_id, number),
      constraint invoices_two_parties check (seller_company_id <> buyer_company_id),
      constraint invoices_credit_reference check (credited_invoice_id is null or kind = 'credit_note'),
      constraint invoices_numbered_when_sent check ((status = 'draft') = (number is null)),
      constraint invoices_dated_when_sent check (status = 'draft' or (issue_date is not null and sent_at is not null))
    )`.execute(db);
  // The dossier's invoice list (newest first), a buyer's open invoices, and the credit notes of an invoice.
  await sql`create index invoices_of_dossier on invoices (dossier_id, created_at)`.execute(db);
  await sql`create index invoices_of_buyer on invoices (buyer_company_id, status)`.execute(db);
  await sql`create index invoices_credited on invoices (credited_invoice_id) where credited_invoice_id is not null`.execute(
    db,
  );

  // A line's net is quantity x unit price rounded to cents; a negative quantity makes a credit line (EN 16931 BR-27).
  await sql`
    create table invoice_lines (
      id uuid primary key default gen_random_uuid(),
      invoice_id uuid not null references invoices (id) on delete cascade,
      position int not null check (position >= 0),
      description text not null,
      quantity numeric(14, 4) not null,
      unit_code text not null default 'C62',
      unit_price numeric(14, 4) not null check (unit_price >= 0),
      vat_category text not null check (vat_category in ('S', 'Z', 'E', 'AE')),
      vat_rate numeric(5, 2) not null check (vat_rate >= 0),
      line_extension numeric(14, 2) not null,
      unique (invoice_id, position)
    )`.execute(db);

  // The status history: every step is a chat line too (message_id).
  await sql`
    create table invoice_events (
      id uuid primary key default gen_random_uuid(),
      invoice_id uuid not null references invoices (id) on delete cascade,
      status text not null check (status in
        ('draft', 'sent', 'in_process', 'under_query', 'accepted', 'rejected', 'paid', 'credited')),
      reason text,
      line_id uuid references invoice_lines (id) on delete set null,
      actor_id uuid references users (id),
      created_at timestamptz not null,
      message_id bigint references messages (id)
    )`.execute(db);
  await sql`create index invoice_events_of_invoice on invoice_events (invoice_id, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'invoice_events',
    'invoice_lines',
    'invoices',
    'invoice_number_series',
    'billing_profiles',
  ]) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}
