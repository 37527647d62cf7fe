import {
  CompanySearchQuery,
  CompanySearchResponse,
  CreateRelationRequest,
  IdParams,
  PatchRelationRequest,
  RelationResponse,
  RelationsResponse,
} from '@dossier/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, authenticate } from '../../auth/authenticate.ts';
import { authorize } from '../../policies/authorize.ts';
import { canListRelations, canLookUpCompanies, canRequestRelation } from '../../policies/relations.ts';
import { presentCompany } from '../companies/presenter.ts';
import { searchCompanies } from '../companies/search.ts';
import { relationChanged } from './live.ts';
import { presentRelation, presentRelations } from './presenter.ts';
import { listRelationsOf } from './queries.ts';
import {
  ADMINS_ONLY,
  acceptRelation,
  rejectRelation,
  requestRelation,
  setRelationStatus,
} from './service.ts';

export async function relationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, live } = app.deps;
  app.addHook('preHandler', authenticate);
  const tags = ['relations'];

  app.get(
    '/app/relations/search',
    { schema: { tags, querystring: CompanySearchQuery, response: { 200: CompanySearchResponse } } },
    async (request) => {
      const { user } = actorOf(request);
      authorize(canLookUpCompanies(user));
      const companies = await searchCompanies(db, {
        query: request.query.q,
        excludeCompanyId: user.company_id,
      });
      return companies.map(presentCompany);
    },
  );

  app.get(
    '/api/v1/relations',
    { schema: { tags, response: { 200: RelationsResponse } } },
    async (request) => {
      const { user } = actorOf(request);
      authorize(canListRelations(user));
      return presentRelations(await listRelationsOf(db, user.company_id), user.company_id);
    },
  );

  app.post(
    '/api/v1/relations',
    { schema: { tags, body: CreateRelationRequest, response: { 201: RelationResponse } } },
    async (request, reply) => {
      const { user } = actorOf(request);
      authorize(canRequestRelation(user), ADMINS_ONLY);
      const { relation, counterparty } = await requestRelation(db, user, request.body);
      live.publish([await relationChanged(db, relation, relation.status)]);
      return reply.code(201).send(presentRelation(relation, counterparty));
    },
  );

  app.post(
    '/api/v1/relations/:id/accept',
    { schema: { tags, params: IdParams, response: { 200: RelationResponse } } },
    async (request) => {
      const { relation, counterparty } = await acceptRelation(db, actorOf(request).user, request.params.id);
      live.publish([await relationChanged(db, relation, relation.status)]);
      return presentRelation(relation, counterparty);
    },
  );

  app.post(
    '/api/v1/relations/:id/reject',
    { schema: { tags, params: IdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      const withdrawn = await rejectRelation(db, actorOf(request).user, request.params.id);
      live.publish([await relationChanged(db, withdrawn, 'removed')]);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/api/v1/relations/:id',
    { schema: { tags, params: IdParams, body: PatchRelationRequest, response: { 200: RelationResponse } } },
    async (request) => {
      const { user } = actorOf(request);
      const { relation, counterparty } = await setRelationStatus(
        db,
        user,
        request.params.id,
        request.body.status,
      );
      live.publish([await relationChanged(db, relation, relation.status)]);
      return presentRelation(relation, counterparty);
    },
  );
}
