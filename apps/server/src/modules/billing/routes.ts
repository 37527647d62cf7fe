import { BillingProfileResponse, IdParams } from '@dossier/contract';
import { BillingProfileRequest } from '@dossier/contract/billing-request';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, authenticate } from '../../auth/authenticate.ts';
import { setBillingProfile } from './commands/set-billing-profile.ts';
import { presentBillingProfile } from './presenter.ts';
import { billingProfileFor } from './reads.ts';

export async function billingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  app.addHook('preHandler', authenticate);
  const tags = ['billing'];

  app.get(
    '/api/v1/companies/:id/billing',
    { schema: { tags, params: IdParams, response: { 200: BillingProfileResponse } } },
    async (request) => {
      const { company, profile } = await billingProfileFor(deps.db, actorOf(request), request.params.id);
      return presentBillingProfile(company, profile);
    },
  );

  app.put(
    '/api/v1/companies/:id/billing',
    {
      schema: {
        tags,
        params: IdParams,
        body: BillingProfileRequest,
        response: { 200: BillingProfileResponse },
      },
    },
    async (request) => {
      const { company, profile } = await setBillingProfile(
        deps,
        actorOf(request),
        request.params.id,
        request.body,
      );
      return presentBillingProfile(company, profile);
    },
  );
}
