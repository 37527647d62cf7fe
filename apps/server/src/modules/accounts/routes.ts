import {
  DetailResponse,
  LoginRequest,
  LoginResponse,
  PasswordChangeRequest,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
  PasswordSetResponse,
  RegisterCompanyRequest,
  RegisterCompanyResponse,
} from '@dossier/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, authenticate } from '../../auth/authenticate.ts';
import { deviceOf } from '../account-security/index.ts';
import { presentCompany } from '../companies/index.ts';
import { presentUser } from '../users/index.ts';
import { changePassword } from './commands/change-password.ts';
import { confirmPasswordReset } from './commands/confirm-password-reset.ts';
import { registerCompany } from './commands/register-company.ts';
import { requestPasswordReset } from './commands/request-password-reset.ts';
import { signIn } from './commands/sign-in.ts';
import { signOut } from './commands/sign-out.ts';

export async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps, attemptLimits } = app;

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
      const { company, user } = await registerCompany(deps, request.body);
      return reply.code(201).send({ company: presentCompany(company), user: presentUser(user, company) });
    },
  );

  app.post(
    '/api/v1/auth/login',
    { schema: { tags: ['auth'], body: LoginRequest, response: { 200: LoginResponse } } },
    async (request) => {
      const { email, password } = request.body;
      return attemptLimits.login.attempt(request, () =>
        signIn(deps, { email, password, device: deviceOf(request) }),
      );
    },
  );

  app.post(
    '/api/v1/auth/logout',
    { preHandler: authenticate, schema: { tags: ['auth'], response: { 204: z.null() } } },
    async (request, reply) => {
      await signOut(deps, actorOf(request));
      return reply.code(204).send(null);
    },
  );

  // The same answer whatever the address: the work (a link and a mail, for a known one) happens after answering.
  app.post(
    '/api/v1/auth/password-reset',
    { schema: { tags: ['auth'], body: PasswordResetRequest, response: { 202: DetailResponse } } },
    async (request, reply) => {
      await attemptLimits.reset.count(request);
      const { email } = request.body;
      app.afterAnswer.run(reply, 'password reset', () => requestPasswordReset(deps, email));
      return reply.code(202).send({ detail: 'Als dit adres bij ons bekend is, is er een e-mail verstuurd.' });
    },
  );

  app.post(
    '/api/v1/auth/password-reset/confirm',
    { schema: { tags: ['auth'], body: PasswordResetConfirmRequest, response: { 200: PasswordSetResponse } } },
    async (request) => {
      const { token, new_password } = request.body;
      const { signedIn } = await confirmPasswordReset(deps, {
        token,
        newPassword: new_password,
        device: deviceOf(request),
      });
      // A welcome link signs in (issue 25); a reset keeps its answer.
      if (signedIn) return { detail: 'Je wachtwoord is ingesteld. Je bent ingelogd.', ...signedIn };
      return { detail: 'Je wachtwoord is bijgewerkt.' };
    },
  );

  app.post(
    '/api/v1/auth/password-change',
    {
      preHandler: authenticate,
      schema: { tags: ['auth'], body: PasswordChangeRequest, response: { 200: DetailResponse } },
    },
    async (request) => {
      const { current_password, new_password } = request.body;
      await changePassword(deps, actorOf(request), current_password, new_password);
      return { detail: 'Je wachtwoord is gewijzigd.' };
    },
  );
}
