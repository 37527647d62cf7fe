import { formBody } from '../uploads.ts';
import { allowed, dossierOf, dossierRoute, type Endpoint } from './endpoint.ts';
import {
  draftInvoice,
  exportedInvoice,
  invoiceLines,
  sentInvoice,
  worldDraftOf,
  worldInvoiceOf,
} from './invoices-world.ts';
import type { Situation } from './model.ts';

/** An invoice needs a buyer: the dossier's counterparty (an internal dossier has none). */
const withCounterparty = (where: Situation) => where.kind !== 'internal';
const ofA = { seller: 'A' } as const;

/** Issue 21: a dossier's invoices; A sells in every dossier, B or X buys. */
export const invoiceEndpoints: Endpoint[] = [
  dossierRoute({
    method: 'GET',
    route: '/api/v1/dossiers/:id/invoices',
    action: 'read the invoices',
    request: (context) => ({ method: 'GET', url: `/api/v1/dossiers/${dossierOf(context)}/invoices` }),
  }),
  dossierRoute({
    method: 'POST',
    route: '/api/v1/dossiers/:id/invoices',
    action: 'create an invoice',
    only: withCounterparty,
    request: (context) => ({
      method: 'POST',
      url: `/api/v1/dossiers/${dossierOf(context)}/invoices`,
      payload: { lines: invoiceLines },
    }),
  }),
  dossierRoute({
    method: 'POST',
    route: '/api/v1/invoices/import',
    action: 'import an invoice',
    only: withCounterparty,
    request: async (context) => {
      const form = await formBody([
        ['dossier_id', dossierOf(context)],
        [
          'file',
          { name: 'matrix.xml', bytes: Buffer.from(await exportedInvoice(context)), type: 'application/xml' },
        ],
      ]);
      return { method: 'POST', url: '/api/v1/invoices/import', ...form };
    },
  }),
  dossierRoute({
    method: 'GET',
    route: '/api/v1/invoices/:id',
    variant: "A's sent invoice",
    action: 'read an invoice',
    only: withCounterparty,
    subject: ofA,
    request: (context) => ({ method: 'GET', url: `/api/v1/invoices/${worldInvoiceOf(context)}` }),
  }),
  dossierRoute({
    method: 'GET',
    route: '/api/v1/invoices/:id',
    variant: "A's draft",
    action: 'read a draft invoice',
    only: withCounterparty,
    subject: ofA,
    request: (context) => ({ method: 'GET', url: `/api/v1/invoices/${worldDraftOf(context)}` }),
  }),
  dossierRoute({
    method: 'PATCH',
    route: '/api/v1/invoices/:id',
    variant: "A's draft",
    action: 'change a draft invoice',
    only: withCounterparty,
    subject: ofA,
    request: (context) => ({
      method: 'PATCH',
      url: `/api/v1/invoices/${worldDraftOf(context)}`,
      payload: { note: 'Aangepast in de matrix' },
    }),
  }),
  dossierRoute({
    method: 'DELETE',
    route: '/api/v1/invoices/:id',
    variant: "A's draft",
    action: 'delete a draft invoice',
    only: withCounterparty,
    subject: ofA,
    request: async (context) => {
      const id = allowed(context)
        ? await draftInvoice(context.world, dossierOf(context))
        : worldDraftOf(context);
      return { method: 'DELETE', url: `/api/v1/invoices/${id}` };
    },
  }),
  dossierRoute({
    method: 'POST',
    route: '/api/v1/invoices/:id/send',
    variant: "A's draft",
    action: 'send an invoice',
    only: withCounterparty,
    subject: ofA,
    request: async (context) => {
      const id = allowed(context)
        ? await draftInvoice(context.world, dossierOf(context))
        : worldDraftOf(context);
      return { method: 'POST', url: `/api/v1/invoices/${id}/send` };
    },
  }),
  dossierRoute({
    method: 'POST',
    route: '/api/v1/invoices/:id/status',
    variant: "A's sent invoice",
    action: 'answer an invoice as its buyer',
    only: withCounterparty,
    subject: ofA,
    request: async (context) => {
      const id = allowed(context)
        ? await sentInvoice(context.world, dossierOf(context))
        : worldInvoiceOf(context);
      return { method: 'POST', url: `/api/v1/invoices/${id}/status`, payload: { status: 'in_process' } };
    },
  }),
  dossierRoute({
    method: 'GET',
    route: '/api/v1/invoices/:id/ubl',
    variant: "A's sent invoice",
    action: 'download the e-invoice',
    only: withCounterparty,
    subject: ofA,
    request: (context) => ({ method: 'GET', url: `/api/v1/invoices/${worldInvoiceOf(context)}/ubl` }),
  }),
  dossierRoute({
    method: 'GET',
    route: '/api/v1/invoices/:id/pdf',
    variant: "A's sent invoice",
    action: 'download the invoice PDF',
    only: withCounterparty,
    subject: ofA,
    request: (context) => ({ method: 'GET', url: `/api/v1/invoices/${worldInvoiceOf(context)}/pdf` }),
  }),
];
