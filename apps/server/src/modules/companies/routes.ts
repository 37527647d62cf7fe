import { RegisterCompanyRequest, RegisterCompanyResponse } from '@dossier/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { presentUser } from '../users/presenter.ts';
import { presentCompany } from './presenter.ts';
import { registerCompany } from './registration.ts';

export async function companyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config, mail } = app.deps;

  app.post(
    '/api/v1/companies/register',
    {
      schema: {
        tags: ['companies'],
        body: RegisterCompanyRequest,
        response: { 201: RegisterCompanyResponse },
      },
    },
    async (request, reply) => {
      const { company, user } = await registerCompany(db, config.publicUrl, request.body);
      mail.nudge();
      return reply.code(201).send({ company: presentCompany(company), user: presentUser(user, company) });
    },
  );
}
