import { type CreateRateLimitOptions, normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, tooManyRequests } from '../http/errors.ts';
import { hashSecret } from './tokens.ts';

export interface Limit {
  max: number;
  windowMs: number;
}

/** One kind of attempt is limited twice: per e-mail address and per IP, each `max` in a fixed window. */
export interface AttemptLimits {
  perAddress: Limit;
  perIp: Limit;
}

type Kind = 'login' | 'reset' | 'link';
type Checker = ReturnType<FastifyInstance['createRateLimit']>;

interface Count {
  key: string;
  /** What the limit still allows in this window (0 once reached). */
  remaining: number;
  exceeded: boolean;
  /** Until the window ends. */
  ttlMs: number;
}

/** Addresses each limiter keeps in memory (the plugin's LRU): more than an attacker's spray of addresses can evict. */
const ADDRESSES_KEPT = 50_000;

/** A sign-in's account when its body names none (the second step names its ticket's), set by `attempt`. */
const accountOf = new WeakMap<FastifyRequest, string>();

/** Runs in the handler, after the body (with its lowercased `email`) is validated. */
const emailOf = (request: FastifyRequest) =>
  accountOf.get(request) ?? (request.body as { email: string }).email;

async function count(checker: Checker, request: FastifyRequest, increment: boolean): Promise<Count> {
  const result = await checker(request, { increment });
  if (result.isAllowed)
    return { key: result.key, remaining: Number.POSITIVE_INFINITY, exceeded: false, ttlMs: 0 };
  return { key: result.key, remaining: result.remaining, exceeded: result.isExceeded, ttlMs: result.ttl };
}

/** The two counters of one kind; keys never collide between kinds, and addresses are kept hashed (also in Redis). */
function countersFor(app: FastifyInstance, kind: Kind, limits: AttemptLimits) {
  const counter = (limit: Limit, keyOf: (request: FastifyRequest) => string): Checker => {
    const options: CreateRateLimitOptions & { cache: number } = {
      max: limit.max,
      timeWindow: limit.windowMs,
      keyGenerator: keyOf,
      cache: ADDRESSES_KEPT,
    };
    return app.createRateLimit(options);
  };
  return {
    byAddress: counter(limits.perAddress, (request) => `${kind}:address:${hashSecret(emailOf(request))}`),
    byIp: counter(limits.perIp, (request) => `${kind}:ip:${normalizeIP(request.ip)}`),
  };
}

/**
 * Failed sign-ins per address and per IP. A success is never counted, so colleagues behind one office address
 * sign in freely; once `max` attempts failed in the window, the next is refused whatever its password.
 */
export class FailedAttemptLimit {
  /** Sign-ins still running per address on this instance: a burst in parallel cannot outrun its failures' count. */
  private readonly running = new Map<string, number>();

  constructor(private readonly counters: ReturnType<typeof countersFor>) {}

  /**
   * Refuses over the limit (429), else runs the sign-in and counts it when it answers 401. `account` names the
   * address when the body has none (the second step of a two-step sign-in).
   */
  async attempt<T>(request: FastifyRequest, signIn: () => Promise<T>, account?: string): Promise<T> {
    if (account !== undefined) accountOf.set(request, account);
    const [address, ip] = await Promise.all([
      count(this.counters.byAddress, request, false),
      count(this.counters.byIp, request, false),
    ]);
    const running = this.running.get(address.key) ?? 0;
    const refusedBy = [address.remaining <= running ? address : null, ip.remaining <= 0 ? ip : null];
    const refusals = refusedBy.filter((refusal) => refusal !== null);
    if (refusals.length > 0) throw tooManyRequests(Math.max(...refusals.map((refusal) => refusal.ttlMs)));

    this.running.set(address.key, running + 1);
    try {
      return await signIn();
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) {
        await Promise.all([
          count(this.counters.byAddress, request, true),
          count(this.counters.byIp, request, true),
        ]);
      }
      throw error;
    } finally {
      const left = (this.running.get(address.key) ?? 1) - 1;
      if (left > 0) this.running.set(address.key, left);
      else this.running.delete(address.key);
    }
  }

  /** The same for a sign-in that names no address (a passkey): only the IP's counter refuses and counts. */
  async attemptByIp<T>(request: FastifyRequest, signIn: () => Promise<T>): Promise<T> {
    const ip = await count(this.counters.byIp, request, false);
    if (ip.remaining <= 0) throw tooManyRequests(ip.ttlMs);
    try {
      return await signIn();
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) await count(this.counters.byIp, request, true);
      throw error;
    }
  }
}

/** Requests counted per address and per IP, every one: the next after `max` in the window is refused. */
export class RequestLimit {
  constructor(private readonly counters: ReturnType<typeof countersFor>) {}

  async count(request: FastifyRequest): Promise<void> {
    // The IP first: a client refused for its IP spends no address's allowance (no locking others out from there).
    const ip = await count(this.counters.byIp, request, true);
    if (ip.exceeded) throw tooManyRequests(ip.ttlMs);
    const address = await count(this.counters.byAddress, request, true);
    if (address.exceeded) throw tooManyRequests(address.ttlMs);
  }
}

export interface AttemptLimitSet {
  login: FailedAttemptLimit;
  reset: RequestLimit;
  link: RequestLimit;
}

export function attemptLimitsOf(app: FastifyInstance, limits: Record<Kind, AttemptLimits>): AttemptLimitSet {
  return {
    login: new FailedAttemptLimit(countersFor(app, 'login', limits.login)),
    reset: new RequestLimit(countersFor(app, 'reset', limits.reset)),
    link: new RequestLimit(countersFor(app, 'link', limits.link)),
  };
}
