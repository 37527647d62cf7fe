import {
  DossierParams,
  dossierChannel,
  MessagePage,
  MessagePageQuery,
  MessageResponse,
  ReadStatusResponse,
  SendMessageRequest,
} from '@dossier/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, authenticate } from '../../auth/authenticate.ts';
import { notFound } from '../../http/errors.ts';
import { plainJsonSerializer } from '../../http/plain-serializer.ts';
import { activeMembershipWithStatus } from '../dossiers/membership-queries.ts';
import { presentMessage } from './presenter.ts';
import { historyPage, messagesAfter } from './queries.ts';
import { markRead, sendMessage } from './service.ts';

export async function messageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, live } = app.deps;
  app.addHook('preHandler', authenticate);

  app.get(
    '/api/v1/dossiers/:id/messages',
    {
      schema: {
        tags: ['messages'],
        params: DossierParams,
        querystring: MessagePageQuery,
        response: { 200: MessagePage },
      },
      serializerCompiler: plainJsonSerializer,
    },
    async (request) => {
      const { id } = request.params;
      const { limit, before, after_seq } = request.query;
      if (!(await activeMembershipWithStatus(db, id, actorOf(request).user.id))) throw notFound();
      const { page, hasMore } =
        after_seq === undefined
          ? await historyPage(db, id, limit, before)
          : await messagesAfter(db, id, after_seq, limit);
      const messages = page.map(presentMessage);
      return { messages, before: messages[0]?.id ?? null, has_more: hasMore };
    },
  );

  app.post(
    '/api/v1/dossiers/:id/messages',
    {
      schema: {
        tags: ['messages'],
        params: DossierParams,
        body: SendMessageRequest,
        response: { 200: MessageResponse, 201: MessageResponse },
      },
    },
    async (request, reply) => {
      const { message, created, events } = await sendMessage(
        db,
        actorOf(request),
        request.params.id,
        request.body,
      );
      live.publish(events);
      return reply.code(created ? 201 : 200).send(presentMessage(message));
    },
  );

  app.post(
    '/api/v1/dossiers/:id/read-status',
    { schema: { tags: ['messages'], params: DossierParams, response: { 200: ReadStatusResponse } } },
    async (request) => {
      const { readSeq, events } = await markRead(db, actorOf(request), request.params.id);
      live.publish(events);
      return { dossier_id: dossierChannel(request.params.id), read_seq: readSeq, unread_count: 0 as const };
    },
  );
}
