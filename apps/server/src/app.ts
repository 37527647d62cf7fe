import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { installRateLimits } from './auth/rate-limits.ts';
import { SessionCache } from './auth/session-cache.ts';
import type { Deps } from './deps.ts';
import { AfterAnswer } from './http/after-answer.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { answerFrameworkError } from './http/framework-errors.ts';
import { healthRoutes } from './http/health.ts';
import { refuseNulCharacters } from './http/refuse-nul.ts';
import { addSecurityHeaders } from './http/security-headers.ts';
import { serveSpa } from './http/spa.ts';
import { liveAccess } from './live-access.ts';
import { sessionRoutes, twoFactorRoutes } from './modules/account-security/index.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { billingRoutes } from './modules/billing/routes.ts';
import { companyRoutes } from './modules/companies/routes.ts';
import { documentRoutes } from './modules/documents/index.ts';
import { dossierRoutes } from './modules/dossiers/routes.ts';
import { closeDossierRoutesAfterAccessEnds } from './modules/guests/access-gate.ts';
import { guestRoutes } from './modules/guests/routes.ts';
import { invoiceRoutes } from './modules/invoices/index.ts';
import { messageRoutes } from './modules/messages/routes.ts';
import { inboundMailRoute, notificationRoutes } from './modules/notifications/index.ts';
import { passkeyRoutes } from './modules/passkeys/index.ts';
import { relationRoutes } from './modules/relations/routes.ts';
import { searchRoutes } from './modules/search/index.ts';
import { userRoutes } from './modules/users/routes.ts';
import { wsRoutes } from './realtime/ws-routes.ts';
import { signedFileRoutes } from './storage/signed-file-route.ts';

const WS_CLOSE_GOING_AWAY = 1001;

/** A balancer's x-request-id when it looks like one, else a new id. */
const requestIdOf = (request: { headers: Record<string, string | string[] | undefined> }) => {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.:-]{1,64}$/.test(given) ? given : randomUUID();
};

const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/**
 * Where the browser fetches document bytes from besides us: with S3 storage, the signed URLs point at the store
 * (the bucket as a host of its own unless path-style), so previews, thumbnails and downloads need it in the CSP.
 */
function storageOrigins(config: Deps['config']): string[] {
  if (!config.s3) return [];
  const endpoint = new URL(config.s3.endpoint);
  if (config.s3.forcePathStyle) return [endpoint.origin];
  return [endpoint.origin, `${endpoint.protocol}//${config.s3.bucket}.${endpoint.host}`];
}

/** Fastify takes a hop count at run time but not in its types: the same rule as a function (hop 0 is the peer). */
const trustedProxies = (trust: Deps['config']['trustProxy']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

export interface AppOptions {
  /** Where the built SPA lives; tests pass null to skip it. */
  webDist?: string | null;
  logger?: boolean;
}

/** Builds the whole HTTP + WebSocket app; tests use it without listening. */
export async function buildApp(deps: Deps, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger === false ? { logger: false } : { loggerInstance: deps.logger as FastifyBaseLogger }),
    trustProxy: trustedProxies(deps.config.trustProxy),
    bodyLimit: 1024 * 1024,
    genReqId: requestIdOf,
    frameworkErrors: answerFrameworkError,
  });
  // Every log line of a request carries its id; the answer names it, so a user's report finds the lines.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // Once the server is closing, answers end their keep-alive connection, so closing never waits on idle clients.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.decorate('deps', deps);
  app.decorate('sessions', new SessionCache(deps.db, deps.live, deps.clock));
  app.decorate('afterAnswer', new AfterAnswer(app.log));
  // Closing waits for work still running after its answer (it writes to the database that closes next).
  app.addHook('onClose', async () => app.afterAnswer.settled());
  app.decorateRequest('actor', null);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  refuseNulCharacters(app);

  const storage = storageOrigins(deps.config);
  addSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        'connect-src': ["'self'", 'ws:', 'wss:', ...storage],
        'img-src': ["'self'", 'data:', 'blob:', ...storage],
        'frame-src': ["'self'", ...storage],
      },
    },
  });
  await app.register(swagger, {
    openapi: { info: { title: 'Dossiers API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(healthRoutes);
  // Before the routes: the general API limit joins every API route registered from here on.
  await installRateLimits(app, deps.rateLimits);

  // Before the routes: every route of one dossier is closed to a guest whose access to it has ended.
  app.addHook('onRoute', closeDossierRoutesAfterAccessEnds(deps.db, deps.clock));

  await app.register(accountRoutes);
  await app.register(twoFactorRoutes);
  await app.register(sessionRoutes);
  await app.register(passkeyRoutes);
  await app.register(companyRoutes);
  await app.register(userRoutes);
  await app.register(relationRoutes);
  await app.register(billingRoutes);
  await app.register(dossierRoutes);
  await app.register(invoiceRoutes);
  await app.register(searchRoutes);
  await app.register(messageRoutes);
  await app.register(guestRoutes);
  await app.register(documentRoutes);
  await app.register(notificationRoutes);
  await app.register(inboundMailRoute);
  await app.register(signedFileRoutes(deps.storage, deps.clock));
  await app.register(websocket, {
    options: { maxPayload: 64 * 1024 },
    // On shutdown every socket hears 1001 (going away), so clients reconnect to another instance at once.
    preClose: async () => deps.hub.closeAll(WS_CLOSE_GOING_AWAY, 'Server wordt herstart'),
  });
  await app.register(wsRoutes, { access: liveAccess(deps.db, deps.clock) });
  app.addHook('onClose', async () => deps.hub.stop());

  await serveSpa(app, options.webDist === undefined ? WEB_DIST : (options.webDist ?? '/nonexistent'));
  return app;
}
