import {
  AccessTokenResponse,
  LoginRequest,
  PasswordChangeRequest,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
} from '@dossier/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, authenticate } from '../../auth/authenticate.ts';
import { tooManyRequests } from '../../http/errors.ts';
import { authorize } from '../../policies/authorize.ts';
import { canChangeOwnPassword } from '../../policies/users.ts';
import { login } from './login.ts';
import { changePassword, confirmPasswordReset, requestPasswordReset } from './passwords.ts';

const Accepted = z.object({ detail: z.string() });

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config, mail, live, loginLimiter, resetLimiter } = app.deps;

  app.post(
    '/api/v1/auth/login',
    { schema: { tags: ['auth'], body: LoginRequest, response: { 200: AccessTokenResponse } } },
    async (request) => {
      if (!loginLimiter.allow(request.body.email, request.ip)) throw tooManyRequests();
      const accessToken = await login(db, request.body.email, request.body.password);
      return { access_token: accessToken, token_type: 'bearer' as const };
    },
  );

  app.post(
    '/api/v1/auth/password-reset',
    { schema: { tags: ['auth'], body: PasswordResetRequest, response: { 202: Accepted } } },
    async (request, reply) => {
      if (!resetLimiter.allow(request.body.email, request.ip)) throw tooManyRequests();
      if (await requestPasswordReset(db, config.publicUrl, request.body.email)) mail.nudge();
      return reply.code(202).send({ detail: 'Als dit adres bij ons bekend is, is er een e-mail verstuurd.' });
    },
  );

  app.post(
    '/api/v1/auth/password-reset/confirm',
    { schema: { tags: ['auth'], body: PasswordResetConfirmRequest, response: { 200: Accepted } } },
    async (request) => {
      const userId = await confirmPasswordReset(db, request.body.token, request.body.new_password);
      // Every session ended: so do the live connections they opened.
      live.publish([{ kind: 'revoked', userId }]);
      return { detail: 'Je wachtwoord is bijgewerkt.' };
    },
  );

  app.post(
    '/api/v1/auth/password-change',
    {
      preHandler: authenticate,
      schema: { tags: ['auth'], body: PasswordChangeRequest, response: { 200: Accepted } },
    },
    async (request) => {
      const actor = actorOf(request);
      authorize(canChangeOwnPassword(actor.user));
      await changePassword(db, actor, request.body.current_password, request.body.new_password);
      return { detail: 'Je wachtwoord is gewijzigd.' };
    },
  );
}
