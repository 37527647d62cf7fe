import {
  DossierParams,
  DossierUserParams,
  ExtensionRequestResponse,
  GuestNameRequest,
  IdParams,
  MagicLinkQuery,
  MagicLinkResponse,
  NewMagicLinkRequest,
  NewMagicLinkResponse,
  RenewTokenResponse,
  ResendLinkResponse,
  TokenValidateResponse,
  UserResponse,
} from '@dossier/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, authenticate, bearerToken } from '../../auth/authenticate.ts';
import { deviceOf } from '../account-security/index.ts';
import { presentUser } from '../users/index.ts';
import { nameGuest } from './commands/name-guest.ts';
import { renewGuestAccess } from './commands/renew-guest-access.ts';
import { requestExtension } from './commands/request-extension.ts';
import { resendGuestLink } from './commands/resend-guest-link.ts';
import { sendWayBackIn } from './commands/send-way-back-in.ts';
import { type HeldSession, signInWithLink } from './commands/sign-in-with-link.ts';
import { dossierAccessFor } from './reads.ts';

/** A public route's optional bearer: the session the browser still holds, or null (never a 401 here). */
async function heldSessionOf(request: FastifyRequest): Promise<HeldSession | null> {
  const token = bearerToken(request);
  const actor = token ? await request.server.sessions.actorFor(token) : null;
  return token && actor ? { token, actor } : null;
}

export async function guestRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/api/v1/auth/validate',
    { schema: { tags: ['auth'], querystring: MagicLinkQuery, response: { 200: MagicLinkResponse } } },
    async (request) => {
      const held = await heldSessionOf(request);
      const { accessToken, dossierId } = await signInWithLink(
        deps,
        request.query.token,
        deviceOf(request),
        held,
      );
      return { access_token: accessToken, token_type: 'bearer' as const, dossier_id: dossierId };
    },
  );

  // The same answer whatever the address: the work (a link, or an extension request) happens after answering.
  app.post(
    '/api/v1/auth/magic-link',
    { schema: { tags: ['auth'], body: NewMagicLinkRequest, response: { 202: NewMagicLinkResponse } } },
    async (request, reply) => {
      const { email } = request.body;
      await app.attemptLimits.link.count(request);
      app.afterAnswer.run(reply, 'new magic link', () => sendWayBackIn(deps, email));
      return reply.code(202).send({ accepted: true as const });
    },
  );

  app.get(
    '/api/v1/auth/dossier/:id/token/validate',
    {
      preHandler: authenticate,
      schema: { tags: ['auth'], params: DossierParams, response: { 200: TokenValidateResponse } },
    },
    async (request) => dossierAccessFor(deps.db, deps.clock, actorOf(request), request.params.id),
  );

  app.post(
    '/api/v1/dossiers/:id/request-extension',
    {
      preHandler: authenticate,
      config: { openAfterAccessEnds: true },
      schema: { tags: ['dossiers'], params: DossierParams, response: { 200: ExtensionRequestResponse } },
    },
    async (request) => requestExtension(deps, actorOf(request), request.params.id),
  );

  // By the company that invited the guest (the rule: canManageGuest in the contract).
  app.post(
    '/api/v1/dossiers/:id/users/:userId/renew-token',
    {
      preHandler: authenticate,
      schema: { tags: ['dossiers'], params: DossierUserParams, response: { 200: RenewTokenResponse } },
    },
    async (request) => renewGuestAccess(deps, actorOf(request), request.params.id, request.params.userId),
  );

  app.post(
    '/api/v1/dossiers/:id/users/:userId/resend-link',
    {
      preHandler: authenticate,
      schema: { tags: ['dossiers'], params: DossierUserParams, response: { 200: ResendLinkResponse } },
    },
    async (request) => resendGuestLink(deps, actorOf(request), request.params.id, request.params.userId),
  );

  // 'Hoe heet u?': the guest themself (policies/guests.ts mayNameGuest).
  app.put(
    '/api/v1/users/:id/name',
    {
      preHandler: authenticate,
      schema: { tags: ['users'], params: IdParams, body: GuestNameRequest, response: { 200: UserResponse } },
    },
    async (request) => {
      const { user, company } = await nameGuest(deps, actorOf(request), request.params.id, request.body);
      return presentUser(user, company);
    },
  );
}
