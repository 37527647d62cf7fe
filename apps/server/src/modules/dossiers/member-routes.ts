import {
  AddDossierCompanyRequest,
  AddDossierUserRequest,
  AvailableUser,
  DossierMember,
  DossierParams,
  DossierUserParams,
  InviteGuestRequest,
  LinkCounterpartyRequest,
  LinkCounterpartyResponse,
  LinkedCompanyResponse,
  PatchDossierUserRequest,
} from '@dossier/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, authenticate } from '../../auth/authenticate.ts';
import { addCounterparty } from './commands/add-counterparty.ts';
import { addDossierCompany } from './commands/add-dossier-company.ts';
import { addDossierUser } from './commands/add-dossier-user.ts';
import { inviteGuestToDossier } from './commands/invite-guest.ts';
import { removeDossierUser } from './commands/remove-dossier-user.ts';
import { presentAvailableUser, presentMember } from './presenter.ts';
import { availableUsersFor } from './reads.ts';

export async function dossierMemberRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  app.addHook('preHandler', authenticate);
  const tags = ['dossiers'];

  app.get(
    '/app/dossiers/:id/available-users',
    { schema: { tags, params: DossierParams, response: { 200: z.array(AvailableUser) } } },
    async (request) =>
      (await availableUsersFor(deps, actorOf(request), request.params.id)).map(presentAvailableUser),
  );

  app.post(
    '/api/v1/dossiers/:id/companies',
    {
      schema: {
        tags,
        params: DossierParams,
        body: AddDossierCompanyRequest,
        response: { 201: LinkedCompanyResponse },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const company = await addDossierCompany(deps, actorOf(request), id, request.body.company_id);
      return reply.code(201).send({ dossier_id: id, company_id: company.id, company_name: company.name });
    },
  );

  app.post(
    '/api/v1/dossiers/:id/counterparty',
    {
      schema: {
        tags,
        params: DossierParams,
        body: LinkCounterpartyRequest,
        response: { 201: LinkCounterpartyResponse },
      },
    },
    async (request, reply) => {
      const linked = await addCounterparty(deps, actorOf(request), request.params.id, request.body);
      return reply.code(201).send(linked);
    },
  );

  app.post(
    '/api/v1/dossiers/:id/users',
    {
      schema: { tags, params: DossierParams, body: AddDossierUserRequest, response: { 201: DossierMember } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const member = await addDossierUser(deps, actorOf(request), id, request.body.user_id);
      return reply.code(201).send(presentMember(member));
    },
  );

  app.post(
    '/api/v1/dossiers/:id/invite',
    { schema: { tags, params: DossierParams, body: InviteGuestRequest, response: { 201: DossierMember } } },
    async (request, reply) => {
      const { id } = request.params;
      const guest = await inviteGuestToDossier(deps, actorOf(request), id, request.body);
      return reply.code(201).send(presentMember(guest));
    },
  );

  app.patch(
    '/api/v1/dossiers/:id/users/:userId',
    {
      schema: { tags, params: DossierUserParams, body: PatchDossierUserRequest, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const { id, userId } = request.params;
      await removeDossierUser(deps, actorOf(request), id, userId);
      return reply.code(204).send(null);
    },
  );
}
