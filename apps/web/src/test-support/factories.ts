import type {
  DocumentResponse,
  DossierResponse,
  InvoiceResponse,
  MessageResponse,
  SidebarItem,
  UserResponse,
} from '@dossier/contract';

/** Valid uuids (version 4) for the ids a test needs to tell apart. */
export const ids = {
  me: '11111111-1111-4111-8111-111111111111',
  colleague: '22222222-2222-4222-8222-222222222222',
  company: '33333333-3333-4333-8333-333333333333',
  dossier: '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b',
  otherDossier: '0a1b2c3d-4e5f-4a7b-8c9d-0e1f2a3b4c5d',
};

/** A uuid for number `n`, e.g. the n-th dossier of a long list. */
export const uuidFor = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const user = (overrides: Partial<UserResponse> = {}): UserResponse => ({
  id: ids.me,
  role: 'admin',
  first_name: 'Anna',
  last_name: 'de Vries',
  full_name: 'Anna de Vries',
  email: 'anna@bouw.test',
  company_id: ids.company,
  company: { id: ids.company, name: 'Bouwbedrijf De Vries', is_meru_client: true },
  created_at: '2026-01-05T09:00:00.000Z',
  status: 'active',
  deleted_at: null,
  token_expires_at: null,
  ...overrides,
});

/** Message number `seq` of a dossier, said by a colleague; its id follows its seq. */
export const chatMessage = (seq: number, overrides: Partial<MessageResponse> = {}): MessageResponse => ({
  id: 1000 + seq,
  seq,
  dossier_id: `dossier:${ids.dossier}`,
  sender_id: ids.colleague,
  sender_name: 'Bram Jansen',
  sender_email: 'bram@bouw.test',
  message: `Bericht ${seq}`,
  message_type: 'user',
  created_at: new Date(Date.UTC(2026, 10, 22, 8, 0, seq)).toISOString(),
  document_id: null,
  document: null,
  client_id: null,
  unread: false,
  ...overrides,
});

/** Messages 1..count of one dossier. */
export const chatHistory = (count: number) =>
  Array.from({ length: count }, (_, index) => chatMessage(index + 1));

/** The live frame that announces a stored message. */
export const chatFrame = (message: MessageResponse) => ({ type: 'chat_message', ...message });

export const sidebarItem = (
  id: string,
  minute: number,
  overrides: Partial<SidebarItem> = {},
): SidebarItem => ({
  id,
  title: `Dossier ${id.slice(0, 4)}`,
  status: 'open',
  last_message_time: new Date(Date.UTC(2026, 10, 22, 10, minute)).toISOString(),
  last_message_preview: 'Eerder bericht',
  last_message_sender: 'Bram Jansen',
  last_seq: 5,
  unread_count: 0,
  ...overrides,
});

/** Another company of a shared dossier: the counterparty of `user()`'s company. */
export const counterparty = {
  companyId: '44444444-4444-4444-8444-444444444444',
  name: 'Staalhandel Bakker',
  userId: '55555555-5555-4555-8555-555555555555',
};

export const dossierOf = (overrides: Partial<DossierResponse> = {}): DossierResponse => ({
  id: ids.dossier,
  title: 'Levering hal B',
  status: 'open',
  created_at: '2026-11-01T09:00:00.000Z',
  counterparty_names: [counterparty.name],
  companies: [
    { id: ids.company, name: 'Bouwbedrijf De Vries', is_meru_client: true },
    { id: counterparty.companyId, name: counterparty.name, is_meru_client: true },
  ],
  close_request: null,
  ...overrides,
});

/** Document number `n` of the dossier, uploaded by `user()`'s company unless overridden. */
export const documentOf = (n: number, overrides: Partial<DocumentResponse> = {}): DocumentResponse => ({
  id: uuidFor(900 + n),
  dossier_id: ids.dossier,
  filename: `offerte-${n}.pdf`,
  content_type: 'application/pdf',
  size: 12_595,
  sha256: 'a'.repeat(64),
  created_at: new Date(Date.UTC(2026, 10, 22, 9, n)).toISOString(),
  uploader_id: ids.me,
  uploader_name: 'Anna de Vries',
  uploader_company_id: ids.company,
  uploader_company_name: 'Bouwbedrijf De Vries',
  previewable: true,
  version: 1,
  ...overrides,
});

/** A document of the counterparty's company. */
export const theirDocumentOf = (n: number, overrides: Partial<DocumentResponse> = {}) =>
  documentOf(n, {
    uploader_id: counterparty.userId,
    uploader_name: 'Carla Bakker',
    uploader_company_id: counterparty.companyId,
    uploader_company_name: counterparty.name,
    ...overrides,
  });

/** The live frame of a document's chat entry (document_added or document_removed), as the server writes it. */
export const documentFrame = (
  type: 'document_added' | 'document_removed',
  document: DocumentResponse,
  seq: number,
) => ({
  type,
  ...chatMessage(seq, {
    message_type: type,
    message: `${type === 'document_added' ? 'Document toegevoegd' : 'Document verwijderd'}: ${document.filename}`,
    document_id: document.id,
    document: { id: document.id, filename: document.filename },
  }),
  // An added document travels as the list shows it.
  ...(type === 'document_added' && { document_item: document }),
});

/**
 * Invoice number `n` of the dossier, sent by `user()`'s company to the counterparty: one line of 10 x € 100,00 at
 * 21 % (figures worked out by hand: 1000.00 + 210.00 = 1210.00).
 */
export const invoiceOf = (n: number, overrides: Partial<InvoiceResponse> = {}): InvoiceResponse => ({
  id: uuidFor(700 + n),
  dossier_id: ids.dossier,
  kind: 'invoice',
  status: 'sent',
  number: `BV2026-${String(n).padStart(4, '0')}`,
  issue_date: '2026-11-22',
  due_date: '2026-12-22',
  seller: { company_id: ids.company, name: 'Bouwbedrijf De Vries', billing: null },
  buyer: { company_id: counterparty.companyId, name: counterparty.name, billing: null },
  lines: [
    {
      id: uuidFor(7000 + n),
      description: 'Stelwerk hal B',
      quantity: '10',
      unit_code: 'HUR',
      unit_price: '100',
      vat_category: 'S',
      vat_rate: '21',
      line_extension: '1000.00',
    },
  ],
  vat_breakdown: [{ category: 'S', rate: '21', taxable: '1000.00', tax: '210.00' }],
  totals: {
    line_extension: '1000.00',
    tax_exclusive: '1000.00',
    tax: '210.00',
    tax_inclusive: '1210.00',
    payable: '1210.00',
  },
  reverse_charge: false,
  buyer_reference: null,
  note: null,
  credited_invoice_id: null,
  created_at: new Date(Date.UTC(2026, 10, 22, 10, n)).toISOString(),
  ...overrides,
});
