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
import { authorize } from '../../policies/authorize.ts';
import { canCreateDossier } from '../../policies/dossiers.ts';
import { loadDossierFor } from './access.ts';
import { createDossier } from './create.ts';
import { dossierMembers } from './members.ts';
import { presentDossier, presentDossierData, presentSidebarItem } from './presenter.ts';
import { sidebarRows } from './sidebar.ts';
import { changeDossierStatus } from './status.ts';

export async function dossierRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config, live, mail } = app.deps;
  app.addHook('preHandler', authenticate);

  app.get(
    '/app/sidebar/dossiers',
    {
      schema: { tags: ['dossiers'], response: { 200: z.array(SidebarItem) } },
      serializerCompiler: plainJsonSerializer,
    },
    async (request) => {
      const rows = await sidebarRows(db, actorOf(request).user.id);
      return rows.map(presentSidebarItem);
    },
  );

  app.get(
    '/app/dossiers/latest-dossier',
    { schema: { tags: ['dossiers'], response: { 200: SidebarItem, 204: z.null() } } },
    async (request, reply) => {
      const [latest] = await sidebarRows(db, actorOf(request).user.id, 1);
      return latest ? presentSidebarItem(latest) : reply.code(204).send(null);
    },
  );

  app.post(
    '/api/v1/dossiers',
    { schema: { tags: ['dossiers'], body: CreateDossierRequest, response: { 201: DossierResponse } } },
    async (request, reply) => {
      const actor = actorOf(request);
      authorize(
        canCreateDossier(actor.user),
        'Je bent geen klant van het platform en kunt geen dossiers aanmaken',
      );
      const { dossierId, events } = await createDossier(db, config, actor, request.body);
      live.publish(events);
      mail.nudge();
      const loaded = await loadDossierFor(db, actor, dossierId);
      return reply.code(201).send(presentDossier(loaded.dossier, loaded.companies, actor.user.company_id));
    },
  );

  app.get(
    '/api/v1/dossiers/:id',
    { schema: { tags: ['dossiers'], params: DossierParams, response: { 200: DossierResponse } } },
    async (request) => {
      const actor = actorOf(request);
      const { dossier, companies } = await loadDossierFor(db, actor, request.params.id);
      return presentDossier(dossier, companies, actor.user.company_id);
    },
  );

  app.get(
    '/api/v1/dossiers/:id/data',
    { schema: { tags: ['dossiers'], params: DossierParams, response: { 200: DossierDataResponse } } },
    async (request) => {
      const actor = actorOf(request);
      const { dossier, companies } = await loadDossierFor(db, actor, request.params.id);
      const members = await dossierMembers(db, dossier.id);
      return presentDossierData(dossier, companies, members, actor.user.company_id);
    },
  );

  for (const transition of ['request-close', 'close'] as const) {
    app.post(
      `/api/v1/dossiers/:id/${transition}`,
      { schema: { tags: ['dossiers'], params: DossierParams, response: { 200: DossierResponse } } },
      async (request) => {
        const actor = actorOf(request);
        const { dossier, companies, events } = await changeDossierStatus(
          db,
          actor,
          request.params.id,
          transition,
        );
        live.publish(events);
        return presentDossier(dossier, companies, actor.user.company_id);
      },
    );
  }
}
