import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Redis } from 'ioredis';
import { tooManyRequests } from '../http/errors.ts';
import { type AttemptLimitSet, type AttemptLimits, attemptLimitsOf, type Limit } from './attempt-limits.ts';
import { bearerToken } from './authenticate.ts';
import { sharedRateLimitStore } from './shared-rate-limit-store.ts';
import { hashSecret } from './tokens.ts';

export interface RateLimits {
  /** Failed sign-ins: a successful one is never counted. */
  login: AttemptLimits;
  /** Password reset requests, every one counted. */
  reset: AttemptLimits;
  /** Requests for a new magic link by e-mail, every one counted. */
  link: AttemptLimits;
  /** Every API call, per signed-in session (a hash of its token), or per IP when anonymous. */
  api: Limit;
}

const FIFTEEN_MINUTES = 15 * 60_000;
const ATTEMPTS: AttemptLimits = {
  perAddress: { max: 10, windowMs: FIFTEEN_MINUTES },
  perIp: { max: 100, windowMs: FIFTEEN_MINUTES },
};

export const defaultRateLimits: RateLimits = {
  login: ATTEMPTS,
  reset: ATTEMPTS,
  link: ATTEMPTS,
  api: { max: 600, windowMs: 60_000 },
};

export interface RateLimitSettings {
  limits: RateLimits;
  /** Counters every instance shares (REDIS_URL); unset: this process's memory. */
  shared?: { redis: Redis; namespace: string };
}

/** Callers counted in memory per limiter before the least recent is forgotten (the plugin's LRU). */
const API_CALLERS_KEPT = 20_000;

const LIVE_PATH = '/ws';
/** The JSON API and the live socket; not /healthz, /readyz, /api/docs, the SPA or its assets. */
const LIMITED_PATH = /^\/(?:api\/(?!docs(?:\/|$))|app\/|ws$)/;

/** The signed-in session behind a call (the socket's token is in its query), else the caller's IP (IPv6 by /64). */
function apiCallerKey(request: FastifyRequest): string {
  const token =
    bearerToken(request) ??
    (request.routeOptions.url === LIVE_PATH ? (request.query as { token?: unknown }).token : undefined);
  return typeof token === 'string' && token !== ''
    ? `api:session:${hashSecret(token)}`
    : `api:ip:${normalizeIP(request.ip)}`;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-in, password reset and magic-link limits (auth/attempt-limits.ts). */
    attemptLimits: AttemptLimitSet;
  }
}

/**
 * @fastify/rate-limit with our limits: the general API limit on every API route registered after this (a route
 * opts out with `config: { rateLimit: false }`), and the attempt limits the sign-in routes use. Only a 429 carries
 * a header (Retry-After): the x-ratelimit-* headers would cost every normal answer.
 */
export async function installRateLimits(app: FastifyInstance, settings: RateLimitSettings): Promise<void> {
  const { limits, shared } = settings;
  await app.register(rateLimit, {
    global: false,
    max: limits.api.max,
    timeWindow: limits.api.windowMs,
    keyGenerator: apiCallerKey,
    cache: API_CALLERS_KEPT,
    store: shared && sharedRateLimitStore({ ...shared, cache: API_CALLERS_KEPT, logger: app.log }),
    // A limiter that cannot count lets the call through rather than answering 500. The shared store never gets
    // here: while Redis is away it counts on this instance instead (shared-rate-limit-store.ts).
    skipOnError: true,
    addHeaders: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
      'retry-after': true,
    },
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl),
  });
  const limitApiCall = app.rateLimit();
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!LIMITED_PATH.test(route.url) || route.config?.rateLimit === false) return;
    const hooks = route.onRequest;
    route.onRequest = [...(Array.isArray(hooks) ? hooks : hooks ? [hooks] : []), limitApiCall];
  });
  app.decorate('attemptLimits', attemptLimitsOf(app, limits));
}
