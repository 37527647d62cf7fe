import { CompanyResponse, RegisterExternalCompanyRequest } from '@dossier/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, authenticate } from '../../auth/authenticate.ts';
import { registerExternalCompany } from './commands/register-external-company.ts';
import { presentCompany } from './presenter.ts';

export async function companyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  app.addHook('preHandler', authenticate);

  app.post(
    '/api/v1/companies',
    {
      schema: {
        tags: ['companies'],
        body: RegisterExternalCompanyRequest,
        response: { 201: CompanyResponse },
      },
    },
    async (request, reply) => {
      const company = await registerExternalCompany(deps, actorOf(request), request.body);
      return reply.code(201).send(presentCompany(company));
    },
  );
}
