import {
  CompanySecurityRequest,
  CompanySecurityResponse,
  IdParams,
  MfaVerifyRequest,
  RecoveryCodesResponse,
  SignedInResponse,
  TwoFactorDisableRequest,
  TwoFactorEnableRequest,
  TwoFactorSetupResponse,
  TwoFactorStatusResponse,
} from '@dossier/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, authenticate } from '../../auth/authenticate.ts';
import type { Device } from '../../auth/sessions.ts';
import { disableTotp } from './commands/disable-totp.ts';
import { enableTotp } from './commands/enable-totp.ts';
import { resetSecondFactor } from './commands/reset-second-factor.ts';
import { setCompanySecurity } from './commands/set-company-security.ts';
import { startTotpSetup } from './commands/start-totp-setup.ts';
import { verifySecondStep } from './commands/verify-second-step.ts';
import { openMfaTicket } from './mfa-tickets.ts';
import { twoFactorStatusOf } from './reads.ts';

/** Where a sign-in comes from: kept on its session and compared for the new-device mail. */
export const deviceOf = (request: FastifyRequest): Device => ({
  userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
  ip: request.ip ?? null,
});

/** A ticket's address for the per-account sign-in limit; every unknown ticket shares one. */
const UNKNOWN_TICKET = 'unknown mfa ticket';

/** Two-step sign-in (issue 23): the authenticator app, the second step, the company's demand, an admin's reset. */
export async function twoFactorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps, attemptLimits } = app;
  const tags = ['two-step sign-in'];

  app.post(
    '/api/v1/auth/2fa/verify',
    { schema: { tags, body: MfaVerifyRequest, response: { 200: SignedInResponse } } },
    async (request) => {
      const { mfa_token, code } = request.body;
      const ticket = await openMfaTicket(deps.db, mfa_token, deps.clock.now());
      return attemptLimits.login.attempt(
        request,
        () => verifySecondStep(deps, { mfaToken: mfa_token, code, device: deviceOf(request) }),
        ticket?.email ?? UNKNOWN_TICKET,
      );
    },
  );

  app.get(
    '/api/v1/auth/2fa',
    { preHandler: authenticate, schema: { tags, response: { 200: TwoFactorStatusResponse } } },
    async (request) => twoFactorStatusOf(deps.db, actorOf(request)),
  );

  app.post(
    '/api/v1/auth/2fa/setup',
    { preHandler: authenticate, schema: { tags, response: { 200: TwoFactorSetupResponse } } },
    async (request) => startTotpSetup(deps, actorOf(request)),
  );

  app.post(
    '/api/v1/auth/2fa/enable',
    {
      preHandler: authenticate,
      schema: { tags, body: TwoFactorEnableRequest, response: { 200: RecoveryCodesResponse } },
    },
    async (request) => enableTotp(deps, actorOf(request), request.body.code),
  );

  app.post(
    '/api/v1/auth/2fa/disable',
    {
      preHandler: authenticate,
      schema: { tags, body: TwoFactorDisableRequest, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await disableTotp(deps, actorOf(request), request.body);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/api/v1/companies/:id/security',
    {
      preHandler: authenticate,
      schema: {
        tags,
        params: IdParams,
        body: CompanySecurityRequest,
        response: { 200: CompanySecurityResponse },
      },
    },
    async (request) =>
      setCompanySecurity(deps, actorOf(request), request.params.id, request.body.require_2fa),
  );

  app.post(
    '/api/v1/users/:id/2fa/reset',
    { preHandler: authenticate, schema: { tags, params: IdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await resetSecondFactor(deps, actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
