import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { DirectoryStorage, SIGNED_FILE_PATH, type SignedQuery } from './directory-storage.ts';
import { BlobNotFound, type Storage } from './storage.ts';

/** Nothing in a served document runs, loads or is guessed at: it is bytes of the type we found. */
export const DOCUMENT_CSP = "default-src 'none'; sandbox";

/**
 * The directory storage's download route: the signed URL is the only credential (no bearer token), checked with
 * the server's clock; an expired or altered one answers 403. With S3 the bucket serves presigned URLs itself.
 */
export function signedFileRoutes(storage: Storage, clock: Clock) {
  return async (app: FastifyInstance) => {
    if (!(storage instanceof DirectoryStorage)) return;
    // Outside the per-session API limit: browsers fetch these without a token (an office's previews would share
    // one IP's allowance), and each URL was handed out by a limited, signed-in call.
    const options = { schema: { hide: true }, config: { rateLimit: false as const } };
    app.get(`${SIGNED_FILE_PATH}*`, options, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const link = await storage.verifiedLink(key, request.query as SignedQuery, clock.now());
      if (!link) throw forbidden('Deze downloadlink is verlopen of ongeldig');
      let blob: Awaited<ReturnType<Storage['get']>>;
      try {
        blob = await storage.get(key);
      } catch (error) {
        if (error instanceof BlobNotFound) throw notFound('Dit document bestaat niet meer');
        throw error;
      }
      return reply
        .header('content-type', link.contentType)
        .header('content-length', blob.size)
        .header('content-disposition', contentDisposition(link.filename, { type: link.disposition }))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', DOCUMENT_CSP)
        .header('cache-control', 'private, no-store')
        .send(blob.body);
    });
  };
}
