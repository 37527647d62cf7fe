import {
  DossierNotifications,
  DossierParams,
  MailExtensionRequestResponse,
  MailTokenQuery,
  NotificationPreferences,
  NotificationPreferencesResponse,
  UnsubscribeResponse,
} from '@dossier/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, authenticate } from '../../auth/authenticate.ts';
import { requestExtensionByMail } from './commands/request-extension-by-mail.ts';
import { revokeReplyAddress } from './commands/revoke-reply-address.ts';
import { setDossierMute } from './commands/set-dossier-mute.ts';
import { setNotificationPreferences } from './commands/set-preferences.ts';
import { unsubscribe } from './commands/unsubscribe.ts';
import { presentPreferences } from './presenter.ts';
import { dossierNotificationsOf, preferencesOf } from './reads.ts';
import { mailSigner } from './secret.ts';

/** Preferences and mutes (signed in), and the links in a notification mail (signed tokens, no sign-in). */
export async function notificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const signer = await mailSigner(deps.db, deps.config);
  const tags = ['notifications'];
  // RFC 8058: a mail client's one-click POST carries `List-Unsubscribe=One-Click` as a form; the token is in the URL.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/api/v1/users/me/notifications',
    { preHandler: authenticate, schema: { tags, response: { 200: NotificationPreferencesResponse } } },
    async (request) => presentPreferences(deps.config, await preferencesOf(deps.db, actorOf(request))),
  );

  app.put(
    '/api/v1/users/me/notifications',
    {
      preHandler: authenticate,
      schema: { tags, body: NotificationPreferences, response: { 200: NotificationPreferencesResponse } },
    },
    async (request) => {
      const saved = await setNotificationPreferences(deps, actorOf(request), request.body);
      return presentPreferences(deps.config, saved);
    },
  );

  app.get(
    '/api/v1/dossiers/:id/notifications',
    {
      preHandler: authenticate,
      schema: { tags, params: DossierParams, response: { 200: DossierNotifications } },
    },
    async (request) => dossierNotificationsOf(deps, actorOf(request), request.params.id),
  );

  app.put(
    '/api/v1/dossiers/:id/notifications',
    {
      preHandler: authenticate,
      schema: {
        tags,
        params: DossierParams,
        body: DossierNotifications,
        response: { 200: DossierNotifications },
      },
    },
    async (request) => setDossierMute(deps, actorOf(request), request.params.id, request.body.muted),
  );

  app.delete(
    '/api/v1/dossiers/:id/notifications/reply-address',
    { preHandler: authenticate, schema: { tags, params: DossierParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await revokeReplyAddress(deps, actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  // A person who opens the List-Unsubscribe address sees the confirmation screen; mail clients POST to it.
  app.get(
    '/api/v1/notifications/unsubscribe',
    { schema: { tags, querystring: MailTokenQuery, response: { 303: z.null() } } },
    async (request, reply) =>
      reply.redirect(`/unsubscribe?token=${encodeURIComponent(request.query.token)}`, 303),
  );

  app.post(
    '/api/v1/notifications/unsubscribe',
    { schema: { tags, querystring: MailTokenQuery, response: { 200: UnsubscribeResponse } } },
    async (request) => unsubscribe(deps, signer, request.query.token),
  );

  app.get(
    '/api/v1/notifications/extension-request',
    { schema: { tags, querystring: MailTokenQuery, response: { 303: z.null() } } },
    async (request, reply) =>
      reply.redirect(`/extension-request?token=${encodeURIComponent(request.query.token)}`, 303),
  );

  app.post(
    '/api/v1/notifications/extension-request',
    { schema: { tags, querystring: MailTokenQuery, response: { 200: MailExtensionRequestResponse } } },
    async (request) => requestExtensionByMail(deps, signer, request.query.token),
  );
}
