import { MagicLinkQuery, MagicLinkResponse } from '@dossier/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signInWithLink } from './commands/sign-in-with-link.ts';

export async function guestRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/api/v1/auth/validate',
    { schema: { tags: ['auth'], querystring: MagicLinkQuery, response: { 200: MagicLinkResponse } } },
    async (request) => {
      const { accessToken, dossierId } = await signInWithLink(deps, request.query.token);
      return { access_token: accessToken, token_type: 'bearer' as const, dossier_id: dossierId };
    },
  );
}
