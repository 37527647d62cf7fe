import { Id, InvoiceResponse, limits } from '@dossier/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../auth/authenticate.ts';
import { fieldError, HttpError } from '../../http/errors.ts';
import { importInvoice } from './commands/import-invoice.ts';
import { presentInvoice } from './presenter.ts';

/** The file and the form around it. */
const MAX_REQUEST_BYTES = limits.uploadMaxBytes + 1024 * 1024;

const malformed = () => new HttpError(400, 'De upload is onvolledig of geen geldige multipart/form-data');
const notText = () =>
  fieldError(
    ['body', 'file'],
    '[UBL-XML] Het bestand is geen UTF-8-tekst en dus geen UBL-bestand',
    'invoice_rule',
  );

/** A read of the form: the parser's own refusals keep their status (413 limits), anything else it throws is a 400. */
async function reading<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode) throw error;
    throw malformed();
  }
}

/** dossier_id and the one file, held in memory (at most the upload limit, a 413 beyond it), in either order. */
async function readImportForm(request: FastifyRequest) {
  if (!request.isMultipart()) throw new HttpError(415, 'Stuur het bestand als multipart/form-data');
  if (Number(request.headers['content-length'] ?? 0) > MAX_REQUEST_BYTES)
    throw new HttpError(413, `Een e-factuur is hoogstens ${limits.uploadMaxBytes / 1024 / 1024}MB`);
  let dossierId: string | undefined;
  let file: Buffer | undefined;
  const parts = request.parts();
  try {
    for (let next = await reading(() => parts.next()); !next.done; next = await reading(() => parts.next())) {
      const part = next.value;
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) throw fieldError(['body', 'file'], 'Kies één bestand');
        file = await reading(() => part.toBuffer());
      } else if (part.fieldname === 'dossier_id') dossierId = String(part.value);
    }
  } catch (error) {
    discardRest(request);
    throw error;
  }
  const parsedId = Id.safeParse(dossierId);
  if (dossierId === undefined) throw fieldError(['body', 'dossier_id'], 'Field required', 'missing');
  if (!parsedId.success) throw fieldError(['body', 'dossier_id'], 'Invalid UUID', 'invalid_format');
  if (!file || file.length === 0) throw fieldError(['body', 'file'], 'Kies een UBL-bestand', 'missing');
  return { dossierId: parsedId.data, xml: decodeExactly(file) };
}

/** A refusal answers at once; the rest of the body is read and dropped, so the client finishes sending and hears it. */
function discardRest(request: FastifyRequest): void {
  if (request.raw.readableEnded || request.raw.destroyed) return;
  request.raw.unpipe();
  request.raw.resume();
}

/** The text the file holds, so that storing it keeps it byte for byte: UTF-8 (a BOM kept) without NUL. */
function decodeExactly(file: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(file);
  } catch {
    throw notText();
  }
  if (text.includes('\0')) throw notText();
  return text;
}

/** POST /api/v1/invoices/import (issue 21 item 7): multipart for this route alone, the file read into memory. */
export async function invoiceImportRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  await app.register(multipart, {
    limits: {
      fileSize: limits.uploadMaxBytes,
      files: 1,
      fields: 10,
      fieldSize: 1024,
      parts: 11,
      headerPairs: 100,
    },
  });

  app.post(
    '/api/v1/invoices/import',
    {
      schema: {
        tags: ['invoices'],
        consumes: ['multipart/form-data'],
        description:
          'dossier_id and one file: a UBL 2.1 Invoice or CreditNote (NLCIUS) of your company, stored as sent; 422 with one entry per broken rule, its id in the text',
        response: { 201: InvoiceResponse },
      },
    },
    async (request, reply) => {
      const form = await readImportForm(request);
      const view = await importInvoice(deps, actorOf(request), form);
      return reply.code(201).send(presentInvoice(view));
    },
  );
}
