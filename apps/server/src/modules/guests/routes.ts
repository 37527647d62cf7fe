import {
  DossierMember,
  DossierParams,
  InviteGuestRequest,
  MagicLinkQuery,
  MagicLinkResponse,
} from '@dossier/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, authenticate } from '../../auth/authenticate.ts';
import { dossierMember } from '../dossiers/members.ts';
import { presentMember } from '../dossiers/presenter.ts';
import { inviteRelationContact, validateMagicLink } from './service.ts';

export async function guestRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config, live, mail } = app.deps;

  app.get(
    '/api/v1/auth/validate',
    { schema: { tags: ['auth'], querystring: MagicLinkQuery, response: { 200: MagicLinkResponse } } },
    async (request) => {
      const { accessToken, dossierId } = await validateMagicLink(db, request.query.token);
      return { access_token: accessToken, token_type: 'bearer' as const, dossier_id: dossierId };
    },
  );

  app.post(
    '/api/v1/dossiers/:id/invite',
    {
      preHandler: authenticate,
      schema: {
        tags: ['dossiers'],
        params: DossierParams,
        body: InviteGuestRequest,
        response: { 201: DossierMember },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { guest, events } = await inviteRelationContact(db, config, actorOf(request), id, request.body);
      live.publish(events);
      mail.nudge();
      const member = await dossierMember(db, id, guest.id);
      return reply.code(201).send(presentMember(member));
    },
  );
}
