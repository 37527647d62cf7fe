import type { DossierStatus } from '@dossier/contract';
import { describe, expect, it } from 'vitest';
import { outcome } from './decision-outcome.ts';
import { type DocumentAccess, mayDeleteDocument, mayReadDocuments, mayUploadDocument } from './documents.ts';
import type { PolicyActor } from './policy.ts';

// Supplier s and client c share a dossier; guest g (external company e) was invited; o is an outsider company.
const now = new Date('2026-11-23T12:00:00Z');
const later = new Date('2026-12-23T12:00:00Z');
const earlier = new Date('2026-11-01T12:00:00Z');
const supplier: PolicyActor = { id: 's1', role: 'user', company_id: 's' };
const supplierAdmin: PolicyActor = { id: 's2', role: 'admin', company_id: 's' };
const client: PolicyActor = { id: 'c1', role: 'admin', company_id: 'c' };
const guest: PolicyActor = { id: 'g1', role: 'viewer', company_id: 'e' };
const member: DocumentAccess = { status: 'active', token_expires_at: null };
const guestAccess: DocumentAccess = { status: 'active', token_expires_at: later };
const expiredGuest: DocumentAccess = { status: 'active', token_expires_at: earlier };
const removed: DocumentAccess = { status: 'removed', token_expires_at: null };
const outsider: DocumentAccess = undefined;
const open = { status: 'open' as DossierStatus };
const closing = { status: 'close_request' as DossierStatus };
const closed = { status: 'closed' as DossierStatus };
const supplierDocument = { uploader_company_id: 's' };
const guestDocument = { uploader_company_id: 'e' };

describe('document policies (SPEC sections 2 and 5)', () => {
  it.each([
    ['a member', member, 'allowed'],
    ['a guest before the end of their access', guestAccess, 'allowed'],
    ['a guest after the end of their access', expiredGuest, 403],
    ['a member who left or was removed', removed, 404],
    ['another company (never a member)', outsider, 404],
  ])('lists and downloads: %s', (_case, access, expected) => {
    expect(outcome(mayReadDocuments(access, now))).toBe(expected);
  });

  it.each([
    ['a member of an open dossier', member, open, 'allowed'],
    ['a member while closure is requested', member, closing, 'allowed'],
    ['a guest (viewer) of an open dossier', guestAccess, open, 'allowed'],
    ['a member of a closed dossier', member, closed, 409],
    ['a guest whose access ended', expiredGuest, open, 403],
    ['a removed member', removed, open, 404],
    ['another company', outsider, open, 404],
    ['another company, of a closed dossier', outsider, closed, 404],
  ])('uploads: %s', (_case, access, dossier, expected) => {
    expect(outcome(mayUploadDocument(access, dossier, now))).toBe(expected);
  });

  it.each([
    ['the uploader', supplier, member, open, supplierDocument, 'allowed'],
    ['a colleague of the uploader', supplierAdmin, member, open, supplierDocument, 'allowed'],
    ['the counterparty in the dossier', client, member, open, supplierDocument, 403],
    ['a guest, of a document of their own company', guest, guestAccess, open, guestDocument, 'allowed'],
    ['a guest, of the supplier document', guest, guestAccess, open, supplierDocument, 403],
    ['a guest whose access ended, of their own document', guest, expiredGuest, open, guestDocument, 403],
    ['the uploader, in a closed dossier', supplier, member, closed, supplierDocument, 409],
    ['the counterparty, in a closed dossier', client, member, closed, supplierDocument, 409],
    ['the uploader after leaving the dossier', supplier, removed, open, supplierDocument, 404],
    ['another company', client, outsider, open, supplierDocument, 404],
  ])('deletes: %s', (_case, actor, access, dossier, document, expected) => {
    expect(outcome(mayDeleteDocument(actor, access, dossier, document, now))).toBe(expected);
  });

  it('says in Dutch why the other company may not delete', () => {
    expect(mayDeleteDocument(client, member, open, supplierDocument, now)).toMatchObject({
      status: 403,
      detail: /bedrijf dat dit document heeft toegevoegd/,
    });
  });
});
