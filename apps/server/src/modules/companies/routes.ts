import {
  CompanyResponse,
  IdParams,
  RegisterCompanyRequest,
  RegisterCompanyResponse,
  RegisterExternalCompanyRequest,
  UserResponse,
} from '@dossier/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, authenticate } from '../../auth/authenticate.ts';
import { authorize } from '../../policies/authorize.ts';
import { canLookUpCompanies, canRegisterExternalCompany } from '../../policies/relations.ts';
import { ADMINS_ONLY } from '../relations/service.ts';
import { presentUser } from '../users/presenter.ts';
import { listUsersOfCompany } from './company-users.ts';
import { registerExternalCompany } from './external.ts';
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

  app.post(
    '/api/v1/companies',
    {
      preHandler: authenticate,
      schema: {
        tags: ['companies'],
        body: RegisterExternalCompanyRequest,
        response: { 201: CompanyResponse },
      },
    },
    async (request, reply) => {
      const { user } = actorOf(request);
      authorize(canRegisterExternalCompany(user), ADMINS_ONLY);
      const company = await registerExternalCompany(db, request.body);
      return reply.code(201).send(presentCompany(company));
    },
  );

  app.get(
    '/api/v1/companies/:id/users',
    {
      preHandler: authenticate,
      schema: { tags: ['companies'], params: IdParams, response: { 200: z.array(UserResponse) } },
    },
    async (request) => {
      const { user } = actorOf(request);
      authorize(canLookUpCompanies(user));
      const { company, users } = await listUsersOfCompany(db, user, request.params.id);
      return users.map((member) => presentUser(member, company));
    },
  );
}
