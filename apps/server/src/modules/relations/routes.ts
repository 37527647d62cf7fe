import {
  CompanySearchQuery,
  CompanySearchResponse,
  CreateRelationRequest,
  IdParams,
  PatchRelationRequest,
  RelationResponse,
  RelationsResponse,
  UserResponse,
} from '@dossier/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, authenticate } from '../../auth/authenticate.ts';
import { presentCompany } from '../companies/index.ts';
import { presentUser } from '../users/index.ts';
import { acceptRelation } from './commands/accept-relation.ts';
import { rejectRelation } from './commands/reject-relation.ts';
import { requestRelation } from './commands/request-relation.ts';
import { setRelationStatus } from './commands/set-relation-status.ts';
import { presentRelation, presentRelations } from './presenter.ts';
import { companySearchFor, companyUsersSeenBy, relationsFor } from './reads.ts';

export async function relationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const { db } = deps;
  app.addHook('preHandler', authenticate);
  const tags = ['relations'];

  app.get(
    '/app/relations/search',
    { schema: { tags, querystring: CompanySearchQuery, response: { 200: CompanySearchResponse } } },
    async (request) => {
      const companies = await companySearchFor(db, actorOf(request), request.query.q);
      return companies.map(presentCompany);
    },
  );

  app.get(
    '/api/v1/companies/:id/users',
    { schema: { tags: ['companies'], params: IdParams, response: { 200: z.array(UserResponse) } } },
    async (request) => {
      const { company, users } = await companyUsersSeenBy(db, actorOf(request), request.params.id);
      return users.map((user) => presentUser(user, company));
    },
  );

  app.get(
    '/api/v1/relations',
    { schema: { tags, response: { 200: RelationsResponse } } },
    async (request) => {
      const actor = actorOf(request);
      return presentRelations(await relationsFor(db, actor), actor.user.company_id);
    },
  );

  app.post(
    '/api/v1/relations',
    { schema: { tags, body: CreateRelationRequest, response: { 201: RelationResponse } } },
    async (request, reply) => {
      const { relation, counterparty } = await requestRelation(deps, actorOf(request), request.body);
      return reply.code(201).send(presentRelation(relation, counterparty));
    },
  );

  app.post(
    '/api/v1/relations/:id/accept',
    { schema: { tags, params: IdParams, response: { 200: RelationResponse } } },
    async (request) => {
      const { relation, counterparty } = await acceptRelation(deps, actorOf(request), request.params.id);
      return presentRelation(relation, counterparty);
    },
  );

  app.post(
    '/api/v1/relations/:id/reject',
    { schema: { tags, params: IdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await rejectRelation(deps, actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/api/v1/relations/:id',
    { schema: { tags, params: IdParams, body: PatchRelationRequest, response: { 200: RelationResponse } } },
    async (request) => {
      const { id } = request.params;
      const { relation, counterparty } = await setRelationStatus(
        deps,
        actorOf(request),
        id,
        request.body.status,
      );
      return presentRelation(relation, counterparty);
    },
  );
}
