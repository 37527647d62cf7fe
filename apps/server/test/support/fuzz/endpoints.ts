import {
  AddDossierCompanyRequest,
  AddDossierUserRequest,
  CancelCloseRequest,
  CompanySearchQuery,
  CompanySecurityRequest,
  CreateDossierRequest,
  CreateInvoiceRequest,
  CreateRelationRequest,
  DeleteDocumentParams,
  DossierNotifications,
  DossierParams,
  DossierUserParams,
  DownloadQuery,
  EndSessionByLinkRequest,
  GuestNameRequest,
  IdParams,
  InboundMailQuery,
  InviteGuestRequest,
  InviteUserRequest,
  InvoiceStatusRequest,
  LinkCounterpartyRequest,
  LoginRequest,
  MagicLinkQuery,
  MailTokenQuery,
  MessagePageQuery,
  MfaVerifyRequest,
  NewMagicLinkRequest,
  NotificationPreferences,
  PasskeyLoginRequest,
  PasskeyRegisterRequest,
  PasswordChangeRequest,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
  PatchDossierUserRequest,
  PatchInvoiceRequest,
  PatchRelationRequest,
  PatchUserRequest,
  RegisterCompanyRequest,
  RegisterExternalCompanyRequest,
  SearchRequest,
  SendMessageRequest,
  TwoFactorDisableRequest,
  TwoFactorEnableRequest,
} from '@dossier/contract';
import { BillingProfileRequest } from '@dossier/contract/billing-request';
import type { z } from 'zod';
import type { IdKind } from './world.ts';

/** The inbound-mail service's shared secret in the fuzzed app (INBOUND_MAIL_SECRET). */
export const INBOUND_SECRET = 'fuzz-inbound-secret-0123456789';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One operation of the API with the contract schemas its route validates with (checked against /api/docs/json). */
export interface Endpoint {
  method: Method;
  /** As the OpenAPI document writes it: /api/v1/dossiers/{id}. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Who may call: a signed-in user (bearer token), anyone, or an inbound-mail service (shared secret). */
  access: 'signed-in' | 'public' | 'inbound-secret';
  /** Which ids feed each path parameter. */
  ids?: Record<string, IdKind>;
  /** Body fields naming a company or user: one of tenant C's ids there must be refused as well. */
  foreignBodyIds?: string[];
  /** Bodies that are not JSON: the upload's multipart form, an inbound mail's raw bytes. */
  transport?: 'multipart' | 'raw-mail';
  /** What a success creates (its id in this answer field): it joins the ids the later operations pick from. */
  creates?: { kind: IdKind; field: string };
}

const dossier = { id: 'dossier' } as const;
const dossierUser = { id: 'dossier', userId: 'user' } as const;
const invoice = { id: 'invoice' } as const;

/**
 * Every operation, in the order the fuzzer calls them: reads and additions first, what closes, removes or rejects
 * last, so the deep paths stay open for as long as possible.
 */
export const endpoints: Endpoint[] = [
  { method: 'POST', path: '/api/v1/companies/register', body: RegisterCompanyRequest, access: 'public' },
  { method: 'POST', path: '/api/v1/auth/login', body: LoginRequest, access: 'public' },
  { method: 'POST', path: '/api/v1/auth/password-reset', body: PasswordResetRequest, access: 'public' },
  {
    method: 'POST',
    path: '/api/v1/auth/password-reset/confirm',
    body: PasswordResetConfirmRequest,
    access: 'public',
  },
  { method: 'GET', path: '/api/v1/auth/validate', query: MagicLinkQuery, access: 'public' },
  { method: 'POST', path: '/api/v1/auth/magic-link', body: NewMagicLinkRequest, access: 'public' },
  { method: 'GET', path: '/api/v1/notifications/unsubscribe', query: MailTokenQuery, access: 'public' },
  { method: 'GET', path: '/api/v1/notifications/extension-request', query: MailTokenQuery, access: 'public' },
  {
    method: 'POST',
    path: '/api/v1/notifications/extension-request',
    query: MailTokenQuery,
    access: 'public',
  },
  {
    method: 'POST',
    path: '/api/v1/inbound-mail',
    query: InboundMailQuery,
    access: 'inbound-secret',
    transport: 'raw-mail',
  },
  { method: 'GET', path: '/api/v1/users/me', access: 'signed-in' },
  { method: 'GET', path: '/api/v1/admin/users', access: 'signed-in' },
  { method: 'GET', path: '/api/v1/users/me/notifications', access: 'signed-in' },
  { method: 'GET', path: '/app/relations/search', query: CompanySearchQuery, access: 'signed-in' },
  { method: 'GET', path: '/api/v1/search', query: SearchRequest, access: 'signed-in' },
  {
    method: 'GET',
    path: '/api/v1/companies/{id}/users',
    params: IdParams,
    access: 'signed-in',
    ids: { id: 'company' },
  },
  {
    method: 'GET',
    path: '/api/v1/companies/{id}/billing',
    params: IdParams,
    access: 'signed-in',
    ids: { id: 'company' },
  },
  { method: 'GET', path: '/api/v1/relations', access: 'signed-in' },
  { method: 'GET', path: '/app/sidebar/dossiers', access: 'signed-in' },
  { method: 'GET', path: '/app/dossiers/latest-dossier', access: 'signed-in' },
  { method: 'GET', path: '/api/v1/dossiers/{id}', params: DossierParams, access: 'signed-in', ids: dossier },
  {
    method: 'GET',
    path: '/api/v1/dossiers/{id}/data',
    params: DossierParams,
    access: 'signed-in',
    ids: dossier,
  },
  {
    method: 'GET',
    path: '/app/dossiers/{id}/available-users',
    params: DossierParams,
    access: 'signed-in',
    ids: dossier,
  },
  {
    method: 'GET',
    path: '/api/v1/dossiers/{id}/messages',
    params: DossierParams,
    query: MessagePageQuery,
    access: 'signed-in',
    ids: dossier,
  },
  {
    method: 'GET',
    path: '/api/v1/dossiers/{id}/documents',
    params: DossierParams,
    access: 'signed-in',
    ids: dossier,
  },
  {
    method: 'GET',
    path: '/api/v1/documents/{id}/download',
    params: IdParams,
    query: DownloadQuery,
    access: 'signed-in',
    ids: { id: 'document' },
  },
  {
    method: 'GET',
    path: '/api/v1/documents/{id}/versions',
    params: IdParams,
    access: 'signed-in',
    ids: { id: 'document' },
  },
  {
    method: 'GET',
    path: '/api/v1/auth/dossier/{id}/token/validate',
    params: DossierParams,
    access: 'signed-in',
    ids: dossier,
  },
  {
    method: 'GET',
    path: '/api/v1/dossiers/{id}/notifications',
    params: DossierParams,
    access: 'signed-in',
    ids: dossier,
  },
  {
    method: 'POST',
    path: '/api/v1/companies',
    body: RegisterExternalCompanyRequest,
    access: 'signed-in',
    creates: { kind: 'company', field: 'id' },
  },
  {
    method: 'POST',
    path: '/api/v1/users',
    body: InviteUserRequest,
    access: 'signed-in',
    creates: { kind: 'colleague', field: 'id' },
  },
  {
    method: 'POST',
    path: '/api/v1/relations',
    body: CreateRelationRequest,
    access: 'signed-in',
    creates: { kind: 'relation', field: 'relation_id' },
  },
  {
    method: 'POST',
    path: '/api/v1/dossiers',
    body: CreateDossierRequest,
    access: 'signed-in',
    foreignBodyIds: ['company_id', 'user_id'],
    creates: { kind: 'dossier', field: 'id' },
  },
  {
    method: 'POST',
    path: '/api/v1/dossiers/{id}/messages',
    params: DossierParams,
    body: SendMessageRequest,
    access: 'signed-in',
    ids: dossier,
  },
  {
    method: 'POST',
    path: '/api/v1/dossiers/{id}/read-status',
    params: DossierParams,
    access: 'signed-in',
    ids: dossier,
  },
  { method: 'POST', path: '/api/v1/documents', access: 'signed-in', transport: 'multipart' },
  {
    method: 'POST',
    path: '/api/v1/dossiers/{id}/companies',
    params: DossierParams,
    body: AddDossierCompanyRequest,
    access: 'signed-in',
    ids: dossier,
    foreignBodyIds: ['company_id'],
  },
  {
    method: 'POST',
    path: '/api/v1/dossiers/{id}/counterparty',
    params: DossierParams,
    body: LinkCounterpartyRequest,
    access: 'signed-in',
    ids: dossier,
    foreignBodyIds: ['company_id', 'user_id'],
  },
  {
    method: 'POST',
    path: '/api/v1/dossiers/{id}/users',
    params: DossierParams,
    body: AddDossierUserRequest,
    access: 'signed-in',
    ids: dossier,
    foreignBodyIds: ['user_id'],
  },
  {
    method: 'POST',
    path: '/api/v1/dossiers/{id}/invite',
    params: DossierParams,
    body: InviteGuestRequest,
    access: 'signed-in',
    ids: dossier,
    foreignBodyIds: ['company_id'],
  },
  {
    method: 'POST',
    path: '/api/v1/dossiers/{id}/users/{userId}/renew-token',
    params: DossierUserParams,
    access: 'signed-in',
    ids: dossierUser,
  },
  {
    method: 'POST',
    path: '/api/v1/dossiers/{id}/users/{userId}/resend-link',
    params: DossierUserParams,
    access: 'signed-in',
    ids: dossierUser,
  },
  {
    method: 'POST',
    path: '/api/v1/dossiers/{id}/request-extension',
    params: DossierParams,
    access: 'signed-in',
    ids: dossier,
  },
  {
    method: 'PUT',
    path: '/api/v1/users/me/notifications',
    body: NotificationPreferences,
    access: 'signed-in',
  },
  {
    method: 'PUT',
    path: '/api/v1/companies/{id}/billing',
    params: IdParams,
    body: BillingProfileRequest,
    access: 'signed-in',
    ids: { id: 'company' },
  },
  // Issue 21: invoices (A's drafts and sent ones; a draft of tenant C none of A's actors may reach).
  {
    method: 'GET',
    path: '/api/v1/dossiers/{id}/invoices',
    params: IdParams,
    access: 'signed-in',
    ids: dossier,
  },
  {
    method: 'POST',
    path: '/api/v1/dossiers/{id}/invoices',
    params: IdParams,
    body: CreateInvoiceRequest,
    access: 'signed-in',
    ids: dossier,
    foreignBodyIds: ['buyer_company_id'],
    creates: { kind: 'invoice', field: 'id' },
  },
  { method: 'GET', path: '/api/v1/invoices/{id}', params: IdParams, access: 'signed-in', ids: invoice },
  {
    method: 'PATCH',
    path: '/api/v1/invoices/{id}',
    params: IdParams,
    body: PatchInvoiceRequest,
    access: 'signed-in',
    ids: invoice,
  },
  { method: 'POST', path: '/api/v1/invoices/import', access: 'signed-in', transport: 'multipart' },
  { method: 'GET', path: '/api/v1/invoices/{id}/ubl', params: IdParams, access: 'signed-in', ids: invoice },
  { method: 'GET', path: '/api/v1/invoices/{id}/pdf', params: IdParams, access: 'signed-in', ids: invoice },
  { method: 'POST', path: '/api/v1/invoices/{id}/send', params: IdParams, access: 'signed-in', ids: invoice },
  {
    method: 'POST',
    path: '/api/v1/invoices/{id}/status',
    params: IdParams,
    body: InvoiceStatusRequest,
    access: 'signed-in',
    ids: invoice,
  },
  { method: 'DELETE', path: '/api/v1/invoices/{id}', params: IdParams, access: 'signed-in', ids: invoice },
  {
    method: 'PUT',
    path: '/api/v1/dossiers/{id}/notifications',
    params: DossierParams,
    body: DossierNotifications,
    access: 'signed-in',
    ids: dossier,
  },
  {
    method: 'DELETE',
    path: '/api/v1/dossiers/{id}/notifications/reply-address',
    params: DossierParams,
    access: 'signed-in',
    ids: dossier,
  },
  { method: 'POST', path: '/api/v1/notifications/unsubscribe', query: MailTokenQuery, access: 'public' },
  { method: 'POST', path: '/api/v1/auth/password-change', body: PasswordChangeRequest, access: 'signed-in' },
  { method: 'POST', path: '/api/v1/auth/2fa/verify', body: MfaVerifyRequest, access: 'public' },
  { method: 'GET', path: '/api/v1/auth/2fa', access: 'signed-in' },
  { method: 'POST', path: '/api/v1/auth/2fa/setup', access: 'signed-in' },
  { method: 'POST', path: '/api/v1/auth/2fa/enable', body: TwoFactorEnableRequest, access: 'signed-in' },
  { method: 'POST', path: '/api/v1/auth/2fa/disable', body: TwoFactorDisableRequest, access: 'signed-in' },
  {
    method: 'PATCH',
    path: '/api/v1/companies/{id}/security',
    params: IdParams,
    body: CompanySecurityRequest,
    access: 'signed-in',
    ids: { id: 'company' },
  },
  { method: 'GET', path: '/api/v1/auth/sessions', access: 'signed-in' },
  {
    method: 'POST',
    path: '/api/v1/auth/sessions/end-by-link',
    body: EndSessionByLinkRequest,
    access: 'public',
  },
  { method: 'GET', path: '/api/v1/auth/passkeys', access: 'signed-in' },
  { method: 'POST', path: '/api/v1/auth/passkeys/register/options', access: 'signed-in' },
  {
    method: 'POST',
    path: '/api/v1/auth/passkeys/register',
    body: PasskeyRegisterRequest,
    access: 'signed-in',
  },
  { method: 'DELETE', path: '/api/v1/auth/passkeys/{id}', params: IdParams, access: 'signed-in' },
  { method: 'POST', path: '/api/v1/auth/passkeys/login/options', access: 'public' },
  { method: 'POST', path: '/api/v1/auth/passkeys/login', body: PasskeyLoginRequest, access: 'public' },
  {
    method: 'POST',
    path: '/api/v1/relations/{id}/accept',
    params: IdParams,
    access: 'signed-in',
    ids: { id: 'relation' },
  },
  {
    method: 'PATCH',
    path: '/api/v1/relations/{id}',
    params: IdParams,
    body: PatchRelationRequest,
    access: 'signed-in',
    ids: { id: 'relation' },
  },
  {
    method: 'POST',
    path: '/api/v1/relations/{id}/reject',
    params: IdParams,
    access: 'signed-in',
    ids: { id: 'relation' },
  },
  {
    method: 'DELETE',
    path: '/api/v1/documents/{docId}/{dossierId}',
    params: DeleteDocumentParams,
    access: 'signed-in',
    ids: { docId: 'document', dossierId: 'dossier' },
  },
  {
    method: 'PATCH',
    path: '/api/v1/dossiers/{id}/users/{userId}',
    params: DossierUserParams,
    body: PatchDossierUserRequest,
    access: 'signed-in',
    ids: dossierUser,
  },
  {
    method: 'POST',
    path: '/api/v1/dossiers/{id}/request-close',
    params: DossierParams,
    access: 'signed-in',
    ids: dossier,
  },
  {
    method: 'POST',
    path: '/api/v1/dossiers/{id}/cancel-close',
    params: DossierParams,
    body: CancelCloseRequest,
    access: 'signed-in',
    ids: dossier,
  },
  {
    method: 'POST',
    path: '/api/v1/dossiers/{id}/close',
    params: DossierParams,
    access: 'signed-in',
    ids: dossier,
  },
  {
    method: 'PUT',
    path: '/api/v1/users/{id}/name',
    params: IdParams,
    body: GuestNameRequest,
    access: 'signed-in',
    ids: { id: 'user' },
  },
  {
    method: 'PATCH',
    path: '/api/v1/users/{id}',
    params: IdParams,
    body: PatchUserRequest,
    access: 'signed-in',
    ids: { id: 'colleague' },
  },
  {
    method: 'POST',
    path: '/api/v1/users/{id}/2fa/reset',
    params: IdParams,
    access: 'signed-in',
    ids: { id: 'colleague' },
  },
  { method: 'DELETE', path: '/api/v1/auth/sessions/{id}', params: IdParams, access: 'signed-in' },
  // Ends the caller's other sessions; the one the fuzzer calls with stays.
  { method: 'DELETE', path: '/api/v1/auth/sessions', access: 'signed-in' },
  // Last of all: a sign-out ends the session the other calls use.
  { method: 'POST', path: '/api/v1/auth/logout', access: 'signed-in' },
];

export const operationName = (endpoint: Pick<Endpoint, 'method' | 'path'>) =>
  `${endpoint.method} ${endpoint.path}`;

/** The URL with each {param} replaced by its (already encoded) segment. */
export const urlOf = (path: string, segments: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_match, name: string) => segments[name] ?? '');
