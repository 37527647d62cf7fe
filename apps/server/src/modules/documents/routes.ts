import {
  DeleteDocumentParams,
  DocumentList,
  DocumentParams,
  DocumentVersionList,
  DossierParams,
  DownloadQuery,
  DownloadResponse,
  limits,
  UploadResponse,
} from '@dossier/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, authenticate } from '../../auth/authenticate.ts';
import { removeDocument } from './commands/remove-document.ts';
import { presentDocument, presentVersion } from './presenter.ts';
import { documentsFor, downloadLinkFor, versionsFor } from './reads.ts';
import { receiveUpload } from './receive-upload.ts';

export async function documentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  // Multipart for this module's routes only: parts are streamed, never buffered (throwFileSizeLimit off: each file's
  // limit is answered on its own, see store-file.ts).
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: limits.uploadMaxBytes,
      files: limits.uploadMaxFiles,
      fields: 10,
      fieldSize: 1024,
      parts: limits.uploadMaxFiles + 10,
      headerPairs: 100,
    },
  });
  app.addHook('preHandler', authenticate);
  const tags = ['documents'];

  app.post(
    '/api/v1/documents',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description: 'dossier_id first, then one or more files (see the contract, UploadResponse)',
        response: { 200: UploadResponse, 201: UploadResponse },
      },
    },
    async (request, reply) => {
      const { status, body } = await receiveUpload(deps, actorOf(request), request);
      // When no file was stored it answers 413/422/503 with UploadRefusedResponse (receive-upload.ts); those codes
      // get no response schema here, which would also serialize the shared {detail} errors of the same codes.
      return reply.code(status as 201).send(body as UploadResponse);
    },
  );

  app.get(
    '/api/v1/dossiers/:id/documents',
    { schema: { tags, params: DossierParams, response: { 200: DocumentList } } },
    async (request) => (await documentsFor(deps, actorOf(request), request.params.id)).map(presentDocument),
  );

  app.get(
    '/api/v1/documents/:id/download',
    {
      schema: {
        tags,
        params: DocumentParams,
        querystring: DownloadQuery,
        response: { 200: DownloadResponse },
      },
    },
    async (request) =>
      downloadLinkFor(
        deps,
        actorOf(request),
        request.params.id,
        request.query.disposition,
        request.query.version,
      ),
  );

  app.get(
    '/api/v1/documents/:id/versions',
    { schema: { tags, params: DocumentParams, response: { 200: DocumentVersionList } } },
    async (request) => {
      const { newest, versions } = await versionsFor(deps, actorOf(request), request.params.id);
      return versions.map((version) => presentVersion(version, newest));
    },
  );

  app.delete(
    '/api/v1/documents/:docId/:dossierId',
    { schema: { tags, params: DeleteDocumentParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await removeDocument(deps, actorOf(request), request.params.docId, request.params.dossierId);
      return reply.code(204).send(null);
    },
  );
}
