import { SearchRequest, SearchResponse } from '@dossier/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, authenticate } from '../../auth/authenticate.ts';
import { plainJsonSerializer } from '../../http/plain-serializer.ts';
import { searchFor } from './reads.ts';

/** GET /api/v1/search (issue 22). */
export async function searchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  app.addHook('preHandler', authenticate);

  app.get(
    '/api/v1/search',
    {
      schema: {
        tags: ['search'],
        description:
          'Messages, document names and texts, and dossier titles the caller may read now, best first; the snippet is escaped HTML with <mark> around the matched words',
        querystring: SearchRequest,
        response: { 200: SearchResponse },
      },
      // A hot read: presentHit builds every field, the schema documents the answer (the tests check answers against it).
      serializerCompiler: plainJsonSerializer,
    },
    async (request) => searchFor(deps, actorOf(request), request.query),
  );
}
