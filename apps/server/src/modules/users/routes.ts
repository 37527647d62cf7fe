import { IdParams, InviteUserRequest, PatchUserRequest, UserResponse } from '@dossier/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, authenticate } from '../../auth/authenticate.ts';
import { inviteUser } from './commands/invite-user.ts';
import { removeUser } from './commands/remove-user.ts';
import { presentUser } from './presenter.ts';
import { companyUsersFor, currentUser } from './reads.ts';

export async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  app.addHook('preHandler', authenticate);
  const tags = ['users'];

  app.get('/api/v1/users/me', { schema: { tags, response: { 200: UserResponse } } }, async (request) => {
    const { user, company } = await currentUser(deps.db, actorOf(request));
    return presentUser(user, company);
  });

  app.get(
    '/api/v1/admin/users',
    { schema: { tags, response: { 200: z.array(UserResponse) } } },
    async (request) => {
      const { company, users } = await companyUsersFor(deps.db, actorOf(request));
      return users.map((colleague) => presentUser(colleague, company));
    },
  );

  app.post(
    '/api/v1/users',
    { schema: { tags, body: InviteUserRequest, response: { 201: UserResponse } } },
    async (request, reply) => {
      const { user, company } = await inviteUser(deps, actorOf(request), request.body);
      return reply.code(201).send(presentUser(user, company));
    },
  );

  app.patch(
    '/api/v1/users/:id',
    { schema: { tags, params: IdParams, body: PatchUserRequest, response: { 200: UserResponse } } },
    async (request) => {
      const deletedAt = new Date(request.body.deleted_at);
      const { user, company } = await removeUser(deps, actorOf(request), request.params.id, deletedAt);
      return presentUser(user, company);
    },
  );
}
