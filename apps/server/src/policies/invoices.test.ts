import type { InvoiceStatus } from '@dossier/contract';
import { describe, expect, it } from 'vitest';
import { outcome } from './decision-outcome.ts';
import {
  type InvoiceFacts,
  mayAnswerInvoice,
  mayChangeDraft,
  mayCloseWithInvoices,
  mayCreateInvoice,
  mayCreditInvoice,
  mayDownloadInvoiceUbl,
  mayImportInvoice,
  mayReadInvoice,
} from './invoices.ts';
import type { PolicyActor } from './policy.ts';

const sellerUser: PolicyActor = { id: 's', role: 'user', company_id: 'seller' };
const sellerGuest: PolicyActor = { id: 'sg', role: 'viewer', company_id: 'seller' };
const buyerUser: PolicyActor = { id: 'b', role: 'user', company_id: 'buyer' };
const buyerGuest: PolicyActor = { id: 'bg', role: 'viewer', company_id: 'buyer' };
const outsider: PolicyActor = { id: 'o', role: 'admin', company_id: 'other' };

const invoice = (
  status: InvoiceStatus,
  dossier_status: InvoiceFacts['dossier_status'] = 'open',
): InvoiceFacts => ({
  seller_company_id: 'seller',
  buyer_company_id: 'buyer',
  status,
  dossier_status,
});

// Issue 21, items 2-5 and 8, written from the text (DESIGN §7: 404 hides, 403 refuses, 409 conflicts).
describe('invoice policies', () => {
  it.each([
    ["the seller's user", sellerUser, 'allowed', 'allowed', 'allowed', 409],
    ["the seller's guest", sellerGuest, 404, 'allowed', 404, 'allowed'],
    ["the buyer's user", buyerUser, 404, 'allowed', 404, 'allowed'],
    ["the buyer's guest", buyerGuest, 404, 'allowed', 404, 'allowed'],
    ['another company', outsider, 404, 404, 404, 404],
  ])(
    '%s: reads a draft %s, a sent one %s; changes a draft %s; downloads a sent UBL %s',
    (_who, actor, draft, sent, change, ubl) => {
      expect(outcome(mayReadInvoice(actor, invoice('draft')))).toBe(draft);
      expect(outcome(mayReadInvoice(actor, invoice('sent')))).toBe(sent);
      expect(outcome(mayChangeDraft(actor, invoice('draft')))).toBe(change);
      expect(outcome(mayDownloadInvoiceUbl(actor, invoice(actor === sellerUser ? 'draft' : 'sent')))).toBe(
        ubl,
      );
    },
  );

  it.each([
    ["the seller's user", sellerUser, 403],
    ["the seller's guest", sellerGuest, 403],
    ["the buyer's user", buyerUser, 'allowed'],
    ["the buyer's guest", buyerGuest, 'allowed'],
    ['another company', outsider, 404],
  ])('%s answers a sent invoice: %s', (_who, actor, answer) => {
    expect(outcome(mayAnswerInvoice(actor, invoice('sent'), 'accepted'))).toBe(answer);
  });

  it.each([
    ['sent', 'in_process', 'allowed'],
    ['sent', 'under_query', 'allowed'],
    ['sent', 'paid', 409],
    ['in_process', 'under_query', 'allowed'],
    ['under_query', 'in_process', 'allowed'],
    ['accepted', 'paid', 'allowed'],
    ['accepted', 'rejected', 409],
    ['paid', 'accepted', 409],
    ['rejected', 'accepted', 409],
    ['credited', 'paid', 409],
    ['draft', 'accepted', 404],
  ] as const)('the buyer moves %s -> %s: %s', (from, to, expected) => {
    expect(outcome(mayAnswerInvoice(buyerUser, invoice(from), to))).toBe(expected);
  });

  it('refuses every change in a closed dossier with 409, a sent draft with 409', () => {
    expect(outcome(mayCreateInvoice(sellerUser, { status: 'closed' }))).toBe(409);
    expect(outcome(mayChangeDraft(sellerUser, invoice('draft', 'closed')))).toBe(409);
    expect(outcome(mayAnswerInvoice(buyerUser, invoice('sent', 'closed'), 'accepted'))).toBe(409);
    expect(outcome(mayChangeDraft(sellerUser, invoice('sent')))).toBe(409);
    expect(outcome(mayChangeDraft(buyerUser, invoice('sent')))).toBe(403);
  });

  it('lets colleagues create drafts, never guests', () => {
    expect(outcome(mayCreateInvoice(sellerUser, { status: 'open' }))).toBe('allowed');
    expect(outcome(mayCreateInvoice(buyerGuest, { status: 'open' }))).toBe(403);
  });

  it.each([
    [
      'a colleague of an open dossier',
      sellerUser,
      { status: 'active' as const, token_expires_at: null },
      'open',
      'allowed',
    ],
    ['a removed colleague', sellerUser, { status: 'removed' as const, token_expires_at: null }, 'open', 404],
    ['never a member', sellerUser, undefined, 'open', 404],
    [
      'a colleague of a closed dossier',
      sellerUser,
      { status: 'active' as const, token_expires_at: null },
      'closed',
      409,
    ],
    [
      'a guest with valid access',
      sellerGuest,
      { status: 'active' as const, token_expires_at: new Date('2026-12-01') },
      'open',
      403,
    ],
    [
      'a guest whose access ended',
      sellerGuest,
      { status: 'active' as const, token_expires_at: new Date('2026-11-01') },
      'open',
      403,
    ],
  ] as const)('imports a UBL for %s: %s', (_who, actor, access, status, expected) => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(outcome(mayImportInvoice(actor, access, { status }, now))).toBe(expected);
  });

  it('credits only a sent, unsettled invoice of the own company', () => {
    expect(mayCreditInvoice(sellerUser, invoice('sent'))).toBe(true);
    expect(mayCreditInvoice(sellerUser, invoice('under_query'))).toBe(true);
    expect(mayCreditInvoice(sellerUser, invoice('draft'))).toBe(false);
    expect(mayCreditInvoice(sellerUser, invoice('paid'))).toBe(false);
    expect(mayCreditInvoice(buyerUser, invoice('sent'))).toBe(false);
  });

  it.each([
    [[], 'allowed'],
    [['draft', 'paid', 'rejected', 'credited'], 'allowed'],
    [['paid', 'sent'], 409],
    [['in_process'], 409],
    [['under_query'], 409],
    [['accepted'], 409],
  ] as const)('closure with invoices %j: %s', (statuses, expected) => {
    expect(outcome(mayCloseWithInvoices(statuses))).toBe(expected);
  });
});
