import { IdParams, InviteUserRequest, PatchUserRequest, UserResponse } from '@dossier/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, authenticate } from '../../auth/authenticate.ts';
import { authorize } from '../../policies/authorize.ts';
import { canInviteUser, canListCompanyUsers } from '../../policies/users.ts';
import { presentUser } from './presenter.ts';
import { findCompany } from './queries.ts';
import { inviteUser, listCompanyUsers, removeUser } from './service.ts';

export async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config, mail, live } = app.deps;
  app.addHook('preHandler', authenticate);

  app.get(
    '/api/v1/users/me',
    { schema: { tags: ['users'], response: { 200: UserResponse } } },
    async (request) => {
      const { user } = actorOf(request);
      return presentUser(user, await findCompany(db, user.company_id));
    },
  );

  app.get(
    '/api/v1/admin/users',
    { schema: { tags: ['users'], response: { 200: z.array(UserResponse) } } },
    async (request) => {
      const { user } = actorOf(request);
      authorize(canListCompanyUsers(user));
      const [company, users] = await Promise.all([
        findCompany(db, user.company_id),
        listCompanyUsers(db, user.company_id),
      ]);
      return users.map((colleague) => presentUser(colleague, company));
    },
  );

  app.post(
    '/api/v1/users',
    { schema: { tags: ['users'], body: InviteUserRequest, response: { 201: UserResponse } } },
    async (request, reply) => {
      const actor = actorOf(request);
      authorize(canInviteUser(actor.user));
      const { user, company } = await inviteUser(db, config.publicUrl, actor, request.body);
      mail.nudge();
      return reply.code(201).send(presentUser(user, company));
    },
  );

  app.patch(
    '/api/v1/users/:id',
    {
      schema: { tags: ['users'], params: IdParams, body: PatchUserRequest, response: { 200: UserResponse } },
    },
    async (request) => {
      const actor = actorOf(request);
      const removed = await removeUser(db, actor, request.params.id, new Date(request.body.deleted_at));
      live.publish([{ kind: 'revoked', userId: removed.id }]);
      return presentUser(removed, await findCompany(db, removed.company_id));
    },
  );
}
