import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type Timestamp = Date;
type NullableTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;

export interface CompaniesTable {
  id: Generated<string>;
  name: string;
  registration_number: string;
  city: string | null;
  status: Generated<'active'>;
  is_meru_client: boolean;
  created_at: Generated<Timestamp>;
}

export interface UsersTable {
  id: Generated<string>;
  company_id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: 'admin' | 'user' | 'viewer';
  password_hash: string | null;
  created_at: Generated<Timestamp>;
  deleted_at: NullableTimestamp;
  token_expires_at: NullableTimestamp;
}

export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
}

export type OneTimeTokenPurpose = 'password_reset' | 'invite' | 'magic_link';

export interface OneTimeTokensTable {
  id: Generated<string>;
  user_id: string;
  purpose: OneTimeTokenPurpose;
  token_hash: string;
  dossier_id: string | null;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Generated<Timestamp>;
}

export interface MailOutboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: Generated<number>;
  next_attempt_at: Generated<Timestamp>;
  sent_at: NullableTimestamp;
  failed_at: NullableTimestamp;
  last_error: string | null;
  created_at: Generated<Timestamp>;
}

export interface Database {
  companies: CompaniesTable;
  users: UsersTable;
  sessions: SessionsTable;
  one_time_tokens: OneTimeTokensTable;
  mail_outbox: MailOutboxTable;
}

export type Company = Selectable<CompaniesTable>;
export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type MailRow = Selectable<MailOutboxTable>;
