import { DetailResponse, EndSessionByLinkRequest, IdParams, SessionsResponse } from '@dossier/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, authenticate } from '../../auth/authenticate.ts';
import { endOtherSessions, endOwnSession, endSessionByLink } from './commands/end-sessions.ts';
import { presentSession } from './presenter.ts';
import { sessionsOf } from './reads.ts';

/** Sessions you can see (issue 23): where the account is signed in, ending one or all others, and the mail's link. */
export async function sessionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const tags = ['sessions'];

  app.get(
    '/api/v1/auth/sessions',
    { preHandler: authenticate, schema: { tags, response: { 200: SessionsResponse } } },
    async (request) => {
      const actor = actorOf(request);
      const sessions = await sessionsOf(deps.db, actor, deps.clock.now());
      return { sessions: sessions.map((session) => presentSession(session, actor.sessionId)) };
    },
  );

  app.delete(
    '/api/v1/auth/sessions/:id',
    { preHandler: authenticate, schema: { tags, params: IdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await endOwnSession(deps, actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/v1/auth/sessions',
    { preHandler: authenticate, schema: { tags, response: { 204: z.null() } } },
    async (request, reply) => {
      await endOtherSessions(deps, actorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/v1/auth/sessions/end-by-link',
    { schema: { tags, body: EndSessionByLinkRequest, response: { 200: DetailResponse } } },
    async (request) => {
      await endSessionByLink(deps, request.body.token);
      return { detail: 'De sessie is beëindigd. Wijzig je wachtwoord als jij dit niet was.' };
    },
  );
}
