import {
  CreateDossierRequest,
  DossierDataResponse,
  DossierParams,
  DossierResponse,
  SidebarItem,
} from '@dossier/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, authenticate } from '../../auth/authenticate.ts';
import { plainJsonSerializer } from '../../http/plain-serializer.ts';
import { changeDossierStatus } from './commands/change-dossier-status.ts';
import { createDossier } from './commands/create-dossier.ts';
import { presentDossier, presentDossierData, presentSidebarItem } from './presenter.ts';
import { dossierDataFor, dossierFor, latestDossierFor, sidebarFor } from './reads.ts';

export async function dossierRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  app.addHook('preHandler', authenticate);
  const tags = ['dossiers'];

  app.get(
    '/app/sidebar/dossiers',
    { schema: { tags, response: { 200: z.array(SidebarItem) } }, serializerCompiler: plainJsonSerializer },
    async (request) => (await sidebarFor(deps, actorOf(request))).map(presentSidebarItem),
  );

  app.get(
    '/app/dossiers/latest-dossier',
    { schema: { tags, response: { 200: SidebarItem, 204: z.null() } } },
    async (request, reply) => {
      const latest = await latestDossierFor(deps, actorOf(request));
      return latest ? presentSidebarItem(latest) : reply.code(204).send(null);
    },
  );

  app.post(
    '/api/v1/dossiers',
    { schema: { tags, body: CreateDossierRequest, response: { 201: DossierResponse } } },
    async (request, reply) => {
      const actor = actorOf(request);
      const { dossier, companies } = await createDossier(deps, actor, request.body);
      return reply.code(201).send(presentDossier(dossier, companies, actor.user.company_id));
    },
  );

  app.get(
    '/api/v1/dossiers/:id',
    { schema: { tags, params: DossierParams, response: { 200: DossierResponse } } },
    async (request) => {
      const actor = actorOf(request);
      const { dossier, companies } = await dossierFor(deps, actor, request.params.id);
      return presentDossier(dossier, companies, actor.user.company_id);
    },
  );

  app.get(
    '/api/v1/dossiers/:id/data',
    { schema: { tags, params: DossierParams, response: { 200: DossierDataResponse } } },
    async (request) => {
      const actor = actorOf(request);
      const { dossier, companies, members } = await dossierDataFor(deps, actor, request.params.id);
      return presentDossierData(dossier, companies, members, actor.user.company_id);
    },
  );

  for (const transition of ['request-close', 'close'] as const) {
    app.post(
      `/api/v1/dossiers/:id/${transition}`,
      { schema: { tags, params: DossierParams, response: { 200: DossierResponse } } },
      async (request) => {
        const actor = actorOf(request);
        const { dossier, companies } = await changeDossierStatus(deps, actor, request.params.id, transition);
        return presentDossier(dossier, companies, actor.user.company_id);
      },
    );
  }
}
