import {
  IdParams,
  PasskeyInfo,
  PasskeyLoginOptionsResponse,
  PasskeyLoginRequest,
  PasskeyRegisterRequest,
  PasskeyRegistrationOptionsResponse,
  PasskeysResponse,
  SignedInResponse,
} from '@dossier/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, authenticate } from '../../auth/authenticate.ts';
import { deviceOf } from '../account-security/index.ts';
import { registerPasskey } from './commands/register-passkey.ts';
import { removePasskey } from './commands/remove-passkey.ts';
import { signInWithPasskey } from './commands/sign-in-with-passkey.ts';
import { startPasskeyRegistration } from './commands/start-passkey-registration.ts';
import { startPasskeySignIn } from './commands/start-passkey-sign-in.ts';
import { presentPasskey } from './presenter.ts';
import { ownPasskeys } from './reads.ts';

/** The library's option types, as the contract's JSON objects they are. */
const asJson = (options: object) => options as Record<string, unknown>;

export async function passkeyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps, attemptLimits } = app;
  const tags = ['auth'];

  app.get(
    '/api/v1/auth/passkeys',
    { preHandler: authenticate, schema: { tags, response: { 200: PasskeysResponse } } },
    async (request) => ({ passkeys: (await ownPasskeys(deps.db, actorOf(request))).map(presentPasskey) }),
  );

  app.post(
    '/api/v1/auth/passkeys/register/options',
    { preHandler: authenticate, schema: { tags, response: { 200: PasskeyRegistrationOptionsResponse } } },
    async (request) => ({ options: asJson(await startPasskeyRegistration(deps, actorOf(request))) }),
  );

  app.post(
    '/api/v1/auth/passkeys/register',
    {
      preHandler: authenticate,
      schema: { tags, body: PasskeyRegisterRequest, response: { 201: PasskeyInfo } },
    },
    async (request, reply) => {
      const passkey = await registerPasskey(deps, actorOf(request), request.body);
      return reply.code(201).send(presentPasskey(passkey));
    },
  );

  app.delete(
    '/api/v1/auth/passkeys/:id',
    { preHandler: authenticate, schema: { tags, params: IdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await removePasskey(deps, actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/v1/auth/passkeys/login/options',
    { schema: { tags, response: { 200: PasskeyLoginOptionsResponse } } },
    async () => {
      const { options, challengeId } = await startPasskeySignIn(deps);
      return { options: asJson(options), challenge_id: challengeId };
    },
  );

  // A failed passkey sign-in counts toward the IP's sign-in limit, as a wrong password does.
  app.post(
    '/api/v1/auth/passkeys/login',
    { schema: { tags, body: PasskeyLoginRequest, response: { 200: SignedInResponse } } },
    async (request) => {
      const { challenge_id, response } = request.body;
      return attemptLimits.login.attemptByIp(request, () =>
        signInWithPasskey(deps, { challengeId: challenge_id, response, device: deviceOf(request) }),
      );
    },
  );
}
