import {
  CreateInvoiceRequest,
  IdParams,
  InvoiceList,
  InvoiceResponse,
  InvoiceStatusRequest,
  PatchInvoiceRequest,
} from '@dossier/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, authenticate } from '../../auth/authenticate.ts';
import { answerInvoice } from './commands/answer-invoice.ts';
import { changeDraft } from './commands/change-draft.ts';
import { createInvoice } from './commands/create-invoice.ts';
import { deleteDraft } from './commands/delete-draft.ts';
import { sendInvoice } from './commands/send-invoice.ts';
import { invoiceImportRoute } from './import-route.ts';
import { presentInvoice } from './presenter.ts';
import { invoicePdfFor, invoiceSeenBy, invoicesOfDossierSeenBy, invoiceUblFor } from './reads.ts';

export async function invoiceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  app.addHook('preHandler', authenticate);
  const tags = ['invoices'];
  const answers = { 200: InvoiceResponse };
  // The import reads a multipart body: its parser is registered in that route's own context.
  await app.register(invoiceImportRoute);

  app.get(
    '/api/v1/dossiers/:id/invoices',
    { schema: { tags, params: IdParams, response: { 200: InvoiceList } } },
    async (request) => {
      const views = await invoicesOfDossierSeenBy(deps, actorOf(request), request.params.id);
      return views.map(presentInvoice);
    },
  );

  app.post(
    '/api/v1/dossiers/:id/invoices',
    { schema: { tags, params: IdParams, body: CreateInvoiceRequest, response: { 201: InvoiceResponse } } },
    async (request, reply) => {
      const view = await createInvoice(deps, actorOf(request), request.params.id, request.body);
      return reply.code(201).send(presentInvoice(view));
    },
  );

  app.get(
    '/api/v1/invoices/:id',
    { schema: { tags, params: IdParams, response: answers } },
    async (request) => presentInvoice(await invoiceSeenBy(deps, actorOf(request), request.params.id)),
  );

  app.patch(
    '/api/v1/invoices/:id',
    { schema: { tags, params: IdParams, body: PatchInvoiceRequest, response: answers } },
    async (request) =>
      presentInvoice(await changeDraft(deps, actorOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/api/v1/invoices/:id',
    { schema: { tags, params: IdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteDraft(deps, actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/v1/invoices/:id/send',
    { schema: { tags, params: IdParams, response: answers } },
    async (request) => presentInvoice(await sendInvoice(deps, actorOf(request), request.params.id)),
  );

  app.post(
    '/api/v1/invoices/:id/status',
    { schema: { tags, params: IdParams, body: InvoiceStatusRequest, response: answers } },
    async (request) =>
      presentInvoice(await answerInvoice(deps, actorOf(request), request.params.id, request.body)),
  );

  app.get(
    '/api/v1/invoices/:id/ubl',
    {
      schema: {
        tags,
        params: IdParams,
        response: {
          200: {
            description: 'The e-invoice: NLCIUS UBL 2.1, as an attachment named after its number',
            content: { 'application/xml': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const { number, xml } = await invoiceUblFor(deps, actorOf(request), request.params.id);
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${number.replace(/[^\w.-]/g, '_')}.xml"`)
        .send(xml);
    },
  );

  app.get(
    '/api/v1/invoices/:id/pdf',
    {
      schema: {
        tags,
        params: IdParams,
        response: {
          200: {
            description: 'The invoice as a readable Dutch PDF (A4), as an attachment named after its number',
            content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
          },
        },
      },
    },
    async (request, reply) => {
      const { number, pdf } = await invoicePdfFor(deps, actorOf(request), request.params.id);
      // The schema documents the bytes as a binary string for OpenAPI; Fastify sends a Buffer unserialized.
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${number.replace(/[^\w.-]/g, '_')}.pdf"`)
        .send(pdf as unknown as string);
    },
  );
}
