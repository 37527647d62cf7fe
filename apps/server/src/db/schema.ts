import type {
  CompanyStatus,
  DossierStatus,
  InvoiceKind,
  InvoicePartyBilling,
  InvoiceStatus,
  MembershipStatus,
  NotifyMode,
  RelationStatus,
  Role,
  StoredMessageType,
  VatCategory,
} from '@dossier/contract';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type Timestamp = Date;
type NullableTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;

export interface CompaniesTable {
  id: Generated<string>;
  name: string;
  registration_number: string;
  city: string | null;
  status: Generated<CompanyStatus>;
  is_meru_client: boolean;
  created_at: Generated<Timestamp>;
  /** Lowercased, unaccented name words (company_search_key); written by the database only. */
  search_key: ColumnType<string, never, never>;
  /** The company demands a second factor of every user (issue 23). */
  require_2fa: Generated<boolean>;
}

export interface UsersTable {
  id: Generated<string>;
  company_id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: Role;
  password_hash: string | null;
  created_at: Generated<Timestamp>;
  deleted_at: NullableTimestamp;
  token_expires_at: NullableTimestamp;
  /** How unread messages are mailed (issue 13), and the zone of the daily digest's 08:00. */
  notify_mode: Generated<NotifyMode>;
  time_zone: Generated<string>;
  /** When the user gave their own name (issue 25): null for a guest still named after their address. */
  name_given_at: NullableTimestamp;
}

export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  /** Where it was signed in from (issue 23); null for sessions from before. */
  user_agent: ColumnType<string | null, string | null | undefined, string | null>;
  ip: ColumnType<string | null, string | null | undefined, string | null>;
  /** Moved at most once a minute (auth/authenticate.ts). */
  last_seen_at: Generated<Timestamp>;
  /** The company demands a second factor this user has not set up: the session may only enrol. */
  enrolment_only: Generated<boolean>;
}

/** A WebAuthn credential of a user (issue 23): its id and public key base64url, the signature counter last seen. */
export interface PasskeysTable {
  id: Generated<string>;
  user_id: string;
  credential_id: string;
  public_key: string;
  /** bigint: a string when read. */
  counter: ColumnType<string, number | undefined, number>;
  transports: Generated<string[]>;
  name: string;
  created_at: Generated<Timestamp>;
  last_used_at: NullableTimestamp;
}

export type PasskeyChallengePurpose = 'register' | 'login';

export interface PasskeyChallengesTable {
  id: Generated<string>;
  purpose: PasskeyChallengePurpose;
  challenge: string;
  user_id: string | null;
  expires_at: Timestamp;
  created_at: Generated<Timestamp>;
}

export type OneTimeTokenPurpose = 'password_reset' | 'invite' | 'magic_link' | 'end_session';

export interface OneTimeTokensTable {
  id: Generated<string>;
  user_id: string;
  purpose: OneTimeTokenPurpose;
  token_hash: string;
  dossier_id: string | null;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Generated<Timestamp>;
  /** The session an end_session link ends. */
  session_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** An authenticator app's secret (RFC 6238); pending until enabled_at. last_used_step refuses a replayed code. */
export interface TotpFactorsTable {
  user_id: string;
  secret: string;
  enabled_at: NullableTimestamp;
  last_used_step: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  created_at: Timestamp;
}

export interface RecoveryCodesTable {
  id: Generated<string>;
  user_id: string;
  code_hash: string;
  used_at: NullableTimestamp;
}

/** The first step's ticket of a two-step sign-in: only its SHA-256 is stored. */
export interface MfaTokensTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  expires_at: Timestamp;
  wrong_codes: Generated<number>;
  used_at: NullableTimestamp;
}

export interface SignInDevicesTable {
  user_id: string;
  device_hash: string;
  first_seen_at: Timestamp;
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
  /** A notification's reply address. */
  reply_to: ColumnType<string | null, string | null | undefined, string | null>;
  /** Further headers (List-Unsubscribe, List-Unsubscribe-Post, Auto-Submitted); jsonb, written as JSON text. */
  headers: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
}

export interface DossiersTable {
  id: Generated<string>;
  title: string;
  status: Generated<DossierStatus>;
  owner_company_id: string;
  created_by: string | null;
  created_at: Generated<Timestamp>;
  /** int8 columns come back as strings (see db/connection.ts). */
  last_seq: ColumnType<string, never, string | number>;
  last_message_id: ColumnType<string | null, never, string | number | null>;
  last_message_at: NullableTimestamp;
  last_message_preview: string | null;
  last_message_sender: string | null;
  /** While the status is close_request: the company and user that asked, and when (issue 24); null otherwise. */
  close_requested_by_company_id: string | null;
  close_requested_by_user_id: string | null;
  close_requested_at: NullableTimestamp;
}

export interface DossierCompaniesTable {
  dossier_id: string;
  company_id: string;
  created_at: Generated<Timestamp>;
}

export interface DossierUsersTable {
  dossier_id: string;
  user_id: string;
  company_id: string;
  status: Generated<MembershipStatus>;
  read_seq: ColumnType<string, string | number | undefined, string | number>;
  token_expires_at: NullableTimestamp;
  created_at: Generated<Timestamp>;
  /** A guest's: the company whose member invited them. */
  invited_by_company_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** A guest's: the person who invited them; null for invites before issue 25 (the company alone is known). */
  invited_by_user_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** A guest's last extension request (quiet window). */
  extension_requested_at: NullableTimestamp;
  /** Mailed (or passed over) up to this seq: never mailed again (issue 13). */
  notified_seq: ColumnType<string, string | number | undefined, string | number>;
  muted: Generated<boolean>;
  /** The random part of this member's reply address for the dossier; null until the first mail, or revoked. */
  reply_key: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A membership's batch of unread messages under way: due to be mailed at notify_after (issue 13). */
export interface NotificationBatchesTable {
  user_id: string;
  dossier_id: string;
  notify_after: Timestamp;
}

export interface MessagesTable {
  id: ColumnType<string, never, never>;
  dossier_id: string;
  seq: ColumnType<string, string | number, never>;
  sender_id: string | null;
  message_type: StoredMessageType;
  body: string;
  document_id: string | null;
  client_id: string | null;
  created_at: Generated<Timestamp>;
}

export interface DocumentsTable {
  /** Chosen by the server before the bytes are stored (the storage key names it). */
  id: string;
  dossier_id: string;
  uploader_id: string | null;
  uploader_company_id: string;
  filename: string;
  content_type: string;
  /** int8: a string, like every bigint (db/connection.ts). A new version (issue 25) updates it. */
  size_bytes: ColumnType<string, number, number>;
  sha256: string;
  storage_key: string;
  created_at: Generated<Timestamp>;
  deleted_at: NullableTimestamp;
  deleted_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** Whether the text inside was read for search (issue 22): 'none' for images. */
  text_state: ColumnType<DocumentTextState, DocumentTextState | undefined, DocumentTextState>;
  /** Its newest version's number (issue 25): the row's name, bytes, uploader and created_at are that version's. */
  version: ColumnType<number, number | undefined, number>;
}

/** Every version of a document, its newest included (issue 25), each with its own bytes in storage. */
export interface DocumentVersionsTable {
  document_id: string;
  version: number;
  filename: string;
  content_type: string;
  /** int8: a string, like every bigint (db/connection.ts). */
  size_bytes: ColumnType<string, number, never>;
  sha256: string;
  storage_key: string;
  uploader_id: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export type DocumentTextState = 'pending' | 'indexed' | 'failed' | 'none';

/** The text inside a document, in chunks, for search; its tsvector is the database's (generated). */
export interface DocumentTextChunksTable {
  document_id: string;
  chunk: number;
  dossier_id: string;
  body: string;
}

/** A document whose text is still to be read, claimed by one instance's indexer at a time. */
export interface DocumentTextJobsTable {
  document_id: string;
  attempts: Generated<number>;
  run_after: Timestamp;
  claimed_until: NullableTimestamp;
}

export interface RelationsTable {
  id: Generated<string>;
  requester_company_id: string;
  target_company_id: string;
  status: RelationStatus;
  requested_by_user_id: string | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

/** Where the notification scheduler's look for new messages starts (one row). */
export interface NotificationScanTable {
  id: Generated<boolean>;
  safe_message_id: ColumnType<string, string | number, string | number>;
  candidate_message_id: ColumnType<string, string | number, string | number>;
  candidate_at: Generated<Timestamp>;
}

/** A reply by mail, once per Message-ID, dossier and member. */
export interface InboundMailsTable {
  message_id: string;
  dossier_id: string;
  user_id: string;
  outcome: 'pending' | 'stored' | 'ignored' | 'refused';
  reason: ColumnType<string | null, string | null | undefined, string | null>;
  chat_message_id: ColumnType<string | null, string | null | undefined, string | null>;
  received_at: Generated<Timestamp>;
}

/** Secrets the server made itself (the mail links' signing key when MAIL_SECRET is not set). */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: Generated<Timestamp>;
}

/** A company's billing data (issue 21); written on the rule clock by the billing profile's PUT. */
export interface BillingProfilesTable {
  company_id: string;
  legal_name: string;
  street: string;
  postal_code: string;
  city: string;
  country_code: string;
  vat_id: string | null;
  iban: string | null;
  payment_term_days: ColumnType<number, number | undefined, number>;
  invoice_prefix: string;
  updated_at: Timestamp;
  updated_by: string | null;
}

/** A seller's counter per prefix and year; its row is locked FOR UPDATE while an invoice is sent. */
export interface InvoiceNumberSeriesTable {
  company_id: string;
  prefix: string;
  year: number;
  last_number: ColumnType<number, number | undefined, number>;
}

/** numeric columns come back as strings (exact decimals; never a float). */
type Decimal = ColumnType<string, string, string>;
type DecimalWithDefault = ColumnType<string, string | undefined, string>;
/** jsonb, read as the object and written as JSON text. */
type FrozenBilling = ColumnType<InvoicePartyBilling | null, string | null | undefined, string | null>;

export interface InvoicesTable {
  id: Generated<string>;
  dossier_id: string;
  seller_company_id: string;
  buyer_company_id: string;
  kind: Generated<InvoiceKind>;
  status: Generated<InvoiceStatus>;
  /** Null while a draft: given from the series when sent (or the imported invoice's own). */
  number: string | null;
  /** date columns travel as 'YYYY-MM-DD' text both ways (db/connection.ts). */
  issue_date: ColumnType<string | null, string | null | undefined, string | null>;
  due_date: ColumnType<string | null, string | null | undefined, string | null>;
  reverse_charge: Generated<boolean>;
  buyer_reference: string | null;
  note: string | null;
  credited_invoice_id: string | null;
  seller_billing: FrozenBilling;
  buyer_billing: FrozenBilling;
  line_extension: DecimalWithDefault;
  tax_exclusive: DecimalWithDefault;
  tax: DecimalWithDefault;
  tax_inclusive: DecimalWithDefault;
  payable: DecimalWithDefault;
  created_by: string | null;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
  /** An imported UBL, byte for byte. */
  imported_xml: string | null;
}

export interface InvoiceLinesTable {
  id: Generated<string>;
  invoice_id: string;
  position: number;
  description: string;
  quantity: Decimal;
  unit_code: ColumnType<string, string | undefined, string>;
  unit_price: Decimal;
  vat_category: VatCategory;
  vat_rate: Decimal;
  line_extension: Decimal;
}

/** An invoice's status history; each step is a chat line too (message_id). */
export interface InvoiceEventsTable {
  id: Generated<string>;
  invoice_id: string;
  status: InvoiceStatus;
  reason: string | null;
  line_id: string | null;
  actor_id: string | null;
  created_at: Timestamp;
  message_id: ColumnType<string | null, string | number | null | undefined, string | number | null>;
}

export interface Database {
  companies: CompaniesTable;
  users: UsersTable;
  sessions: SessionsTable;
  one_time_tokens: OneTimeTokensTable;
  totp_factors: TotpFactorsTable;
  recovery_codes: RecoveryCodesTable;
  mfa_tokens: MfaTokensTable;
  sign_in_devices: SignInDevicesTable;
  mail_outbox: MailOutboxTable;
  relations: RelationsTable;
  dossiers: DossiersTable;
  dossier_companies: DossierCompaniesTable;
  dossier_users: DossierUsersTable;
  notification_batches: NotificationBatchesTable;
  messages: MessagesTable;
  documents: DocumentsTable;
  document_versions: DocumentVersionsTable;
  notification_scan: NotificationScanTable;
  inbound_mails: InboundMailsTable;
  server_secrets: ServerSecretsTable;
  billing_profiles: BillingProfilesTable;
  invoice_number_series: InvoiceNumberSeriesTable;
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
  invoice_events: InvoiceEventsTable;
  document_text_chunks: DocumentTextChunksTable;
  document_text_jobs: DocumentTextJobsTable;
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
}

export type Company = Selectable<CompaniesTable>;
export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type MailRow = Selectable<MailOutboxTable>;
export type Dossier = Selectable<DossiersTable>;
export type Message = Selectable<MessagesTable>;
export type Relation = Selectable<RelationsTable>;
export type DocumentRow = Selectable<DocumentsTable>;
export type BillingProfile = Selectable<BillingProfilesTable>;
