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
import { plainJsonSerializer } from '../../http/plain-serializer.ts';
import { markRead } from './commands/mark-read.ts';
import { sendMessage } from './commands/send-message.ts';
import { presentMessage } from './presenter.ts';
import { messagePageFor } from './reads.ts';

export async function messageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  app.addHook('preHandler', authenticate);
  const tags = ['messages'];

  app.get(
    '/api/v1/dossiers/:id/messages',
    {
      schema: { tags, params: DossierParams, querystring: MessagePageQuery, response: { 200: MessagePage } },
      serializerCompiler: plainJsonSerializer,
    },
    async (request) => {
      const result = await messagePageFor(deps, actorOf(request), request.params.id, request.query);
      const messages = result.page.map((message) => presentMessage(message, result.reader));
      const page = { messages, before: messages[0]?.id ?? null, has_more: result.hasMore };
      return result.hasMoreAfter === undefined ? page : { ...page, has_more_after: result.hasMoreAfter };
    },
  );

  app.post(
    '/api/v1/dossiers/:id/messages',
    {
      schema: {
        tags,
        params: DossierParams,
        body: SendMessageRequest,
        response: { 200: MessageResponse, 201: MessageResponse },
      },
    },
    async (request, reply) => {
      const { message, created } = await sendMessage(deps, actorOf(request), request.params.id, request.body);
      // The sender's own message is never unread to them.
      return reply.code(created ? 201 : 200).send(presentMessage(message));
    },
  );

  app.post(
    '/api/v1/dossiers/:id/read-status',
    { schema: { tags, params: DossierParams, response: { 200: ReadStatusResponse } } },
    async (request) => {
      const readSeq = await markRead(deps, actorOf(request), request.params.id);
      return { dossier_id: dossierChannel(request.params.id), read_seq: readSeq, unread_count: 0 as const };
    },
  );
}
