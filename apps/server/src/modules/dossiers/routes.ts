import {
  AddDossierCompanyRequest,
  AddDossierUserRequest,
  AvailableUser,
  CancelCloseRequest,
  CreateDossierRequest,
  DossierDataResponse,
  DossierMember,
  DossierParams,
  DossierResponse,
  DossierUserParams,
  InviteGuestRequest,
  LinkCounterpartyRequest,
  LinkCounterpartyResponse,
  LinkedCompanyResponse,
  PatchDossierUserRequest,
  SidebarItem,
} from '@dossier/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, authenticate } from '../../auth/authenticate.ts';
import { plainJsonSerializer } from '../../http/plain-serializer.ts';
import { addCounterparty } from './commands/add-counterparty.ts';
import { addDossierCompany } from './commands/add-dossier-company.ts';
import { addDossierUser } from './commands/add-dossier-user.ts';
import { cancelCloseRequest } from './commands/cancel-close-request.ts';
import { changeDossierStatus } from './commands/change-dossier-status.ts';
import { createDossier } from './commands/create-dossier.ts';
import { inviteGuestToDossier } from './commands/invite-guest.ts';
import { removeDossierUser } from './commands/remove-dossier-user.ts';
import {
  presentAvailableUser,
  presentDossier,
  presentDossierData,
  presentMember,
  presentSidebarItem,
} from './presenter.ts';
import { availableUsersFor, dossierDataFor, dossierFor, latestDossierFor, sidebarFor } from './reads.ts';

export async function dossierRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  app.addHook('preHandler', authenticate);
  const tags = ['dossiers'];

  app.get(
    '/app/sidebar/dossiers',
    { schema: { tags, response: { 200: z.array(SidebarItem) } }, serializerCompiler: plainJsonSerializer },
    async (request) => (await sidebarFor(deps, actorOf(request))).map(presentSidebarItem),
  );

  app.get(
    '/app/dossiers/latest-dossier',
    { schema: { tags, response: { 200: SidebarItem, 204: z.null() } } },
    async (request, reply) => {
      const latest = await latestDossierFor(deps, actorOf(request));
      return latest ? presentSidebarItem(latest) : reply.code(204).send(null);
    },
  );

  app.post(
    '/api/v1/dossiers',
    { schema: { tags, body: CreateDossierRequest, response: { 201: DossierResponse } } },
    async (request, reply) => {
      const actor = actorOf(request);
      const created = await createDossier(deps, actor, request.body);
      return reply.code(201).send(presentDossier({ ...created, closeRequest: null }, actor.user.company_id));
    },
  );

  app.get(
    '/api/v1/dossiers/:id',
    { schema: { tags, params: DossierParams, response: { 200: DossierResponse } } },
    async (request) => {
      const actor = actorOf(request);
      return presentDossier(await dossierFor(deps, actor, request.params.id), actor.user.company_id);
    },
  );

  app.get(
    '/api/v1/dossiers/:id/data',
    { schema: { tags, params: DossierParams, response: { 200: DossierDataResponse } } },
    async (request) => {
      const actor = actorOf(request);
      return presentDossierData(await dossierDataFor(deps, actor, request.params.id), actor.user.company_id);
    },
  );

  for (const transition of ['request-close', 'close'] as const) {
    app.post(
      `/api/v1/dossiers/:id/${transition}`,
      { schema: { tags, params: DossierParams, response: { 200: DossierResponse } } },
      async (request) => {
        const actor = actorOf(request);
        const changed = await changeDossierStatus(deps, actor, request.params.id, transition);
        return presentDossier(changed, actor.user.company_id);
      },
    );
  }

  app.post(
    '/api/v1/dossiers/:id/cancel-close',
    { schema: { tags, params: DossierParams, body: CancelCloseRequest, response: { 200: DossierResponse } } },
    async (request) => {
      const actor = actorOf(request);
      const withdrawn = await cancelCloseRequest(deps, actor, request.params.id, request.body);
      return presentDossier(withdrawn, actor.user.company_id);
    },
  );

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
