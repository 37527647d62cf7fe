import {
  AddDossierCompanyRequest,
  AddDossierUserRequest,
  AvailableUser,
  DossierMember,
  DossierParams,
  DossierUserParams,
  PatchDossierUserRequest,
} from '@dossier/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, authenticate } from '../../auth/authenticate.ts';
import {
  addDossierCompany,
  addDossierUser,
  availableUsers,
  dossierMember,
  removeDossierUser,
} from './members.ts';
import { presentMember } from './presenter.ts';
import { fullName } from './system-texts.ts';

const LinkedCompany = z.object({ dossier_id: z.string(), company_id: z.string(), company_name: z.string() });

export async function dossierMemberRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, live } = app.deps;
  app.addHook('preHandler', authenticate);

  app.get(
    '/app/dossiers/:id/available-users',
    { schema: { tags: ['dossiers'], params: DossierParams, response: { 200: z.array(AvailableUser) } } },
    async (request) => {
      const users = await availableUsers(db, actorOf(request), request.params.id);
      return users.map((user) => ({ ...user, full_name: fullName(user) }));
    },
  );

  app.post(
    '/api/v1/dossiers/:id/companies',
    {
      schema: {
        tags: ['dossiers'],
        params: DossierParams,
        body: AddDossierCompanyRequest,
        response: { 201: LinkedCompany },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { company, events } = await addDossierCompany(db, actorOf(request), id, request.body.company_id);
      live.publish(events);
      return reply.code(201).send({ dossier_id: id, company_id: company.id, company_name: company.name });
    },
  );

  app.post(
    '/api/v1/dossiers/:id/users',
    {
      schema: {
        tags: ['dossiers'],
        params: DossierParams,
        body: AddDossierUserRequest,
        response: { 201: DossierMember },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { user, events } = await addDossierUser(db, actorOf(request), id, request.body.user_id);
      live.publish(events);
      const member = await dossierMember(db, id, user.id);
      return reply.code(201).send(presentMember(member));
    },
  );

  app.patch(
    '/api/v1/dossiers/:id/users/:userId',
    {
      schema: {
        tags: ['dossiers'],
        params: DossierUserParams,
        body: PatchDossierUserRequest,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { id, userId } = request.params;
      const { events } = await removeDossierUser(db, actorOf(request), id, userId);
      live.publish(events);
      return reply.code(204).send(null);
    },
  );
}
