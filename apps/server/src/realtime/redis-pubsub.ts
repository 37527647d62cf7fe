import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { LiveEvent, PubSub } from './events.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown) => typeof value === 'string' && value.length > 0;
const isOptionalText = (value: unknown) => value === undefined || isText(value);

/** Whether one event has the fields its kind needs: anything else on the channel is not ours to deliver. */
function isLiveEvent(value: unknown): value is LiveEvent {
  if (!isRecord(value)) return false;
  const frameOk = isRecord(value.frame) && isText(value.frame.type);
  switch (value.kind) {
    case 'dossier':
      return isText(value.dossierId) && frameOk;
    case 'users':
      return Array.isArray(value.userIds) && value.userIds.every(isText) && frameOk;
    case 'membership':
      return isText(value.dossierId) && isText(value.userId) && typeof value.active === 'boolean';
    case 'access_renewed':
      return isText(value.dossierId) && isText(value.userId) && isText(value.endsAt);
    case 'revoked':
      return isText(value.userId) && isOptionalText(value.keepSessionId) && isOptionalText(value.sessionId);
    case 'user_changed':
      return isText(value.userId);
    default:
      return false;
  }
}

/** The events in a message from the channel, or why it is refused (it is dropped whole, never half-delivered). */
export function parseLiveEvents(payload: string): { events: LiveEvent[] } | { refused: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return { refused: 'not JSON' };
  }
  if (!Array.isArray(parsed)) return { refused: 'not a list of events' };
  const wrong = parsed.findIndex((event) => !isLiveEvent(event));
  return wrong === -1 ? { events: parsed } : { refused: `event ${wrong} is not a live event` };
}

/** How long /readyz waits for Redis to answer a ping. */
const PING_TIMEOUT_MS = 2_000;

/** At most this many payloads are remembered as delivered here while Redis was away (the oldest go first). */
const REMEMBERED_PAYLOADS = 10_000;

/**
 * Fans live events out across instances: every instance publishes to, and delivers from, one Redis channel. While
 * Redis is away, events reach this instance's own sockets at once (live updates degrade to this instance) and wait
 * in the connection's queue for the other instances until it is back; it reconnects by itself.
 */
export class RedisPubSub implements PubSub {
  private handlers: Array<(event: LiveEvent) => void> = [];
  /** Digests of payloads delivered here while Redis was away: when Redis passes them back, not delivered twice. */
  private readonly deliveredHere = new Set<string>();

  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly channel: string,
    logger: Pick<Logger, 'warn' | 'info'> | undefined,
  ) {
    reportOutages([publisher, subscriber], logger);
    subscriber.on('message', (_channel: string, payload: string) => {
      if (this.deliveredHere.size > 0 && this.deliveredHere.delete(digest(payload))) return;
      const parsed = parseLiveEvents(payload);
      if ('refused' in parsed) {
        logger?.warn(
          { channel, reason: parsed.refused, bytes: payload.length },
          'malformed live message dropped',
        );
        return;
      }
      this.deliver(parsed.events);
    });
  }

  static async connect(
    url: string,
    channel: string,
    logger?: Pick<Logger, 'warn' | 'info'>,
  ): Promise<RedisPubSub> {
    const options = { maxRetriesPerRequest: null, lazyConnect: true };
    const publisher = new Redis(url, options);
    const subscriber = new Redis(url, options);
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.subscribe(channel);
    return new RedisPubSub(publisher, subscriber, channel, logger);
  }

  publish(events: LiveEvent[]): void {
    if (events.length === 0) return;
    const payload = JSON.stringify(events);
    if (this.publisher.status !== 'ready' || this.subscriber.status !== 'ready') {
      this.deliver(events);
      this.deliveredHere.add(digest(payload));
      if (this.deliveredHere.size > REMEMBERED_PAYLOADS)
        this.deliveredHere.delete(this.deliveredHere.values().next().value as string);
    }
    // Queued while Redis reconnects; a publish lost as the connection drops is caught up by seq.
    this.publisher.publish(this.channel, payload).catch(() => undefined);
  }

  private deliver(events: LiveEvent[]): void {
    for (const event of events) for (const handler of this.handlers) handler(event);
  }

  subscribe(handler: (event: LiveEvent) => void): void {
    this.handlers.push(handler);
  }

  /** Fails at once while either connection is down, and when Redis does not answer within PING_TIMEOUT_MS. */
  async ping(): Promise<void> {
    if (this.publisher.status !== 'ready' || this.subscriber.status !== 'ready')
      throw new Error('Redis is not connected');
    let timer: NodeJS.Timeout | undefined;
    const silence = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Redis did not answer')), PING_TIMEOUT_MS);
    });
    try {
      await Promise.race([Promise.all([this.publisher.ping(), this.subscriber.ping()]), silence]);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    this.handlers = [];
    await Promise.all([this.subscriber.quit(), this.publisher.quit()]);
  }
}

const digest = (payload: string) => createHash('sha1').update(payload).digest('base64');

/** Logs an outage once when a connection drops and once when both are back; ioredis reconnects by itself. */
function reportOutages(connections: Redis[], logger: Pick<Logger, 'warn' | 'info'> | undefined): void {
  let away = false;
  const lost = (reason: string) => {
    if (away) return;
    away = true;
    logger?.warn({ reason }, 'Redis for live events unreachable: events reach this instance only meanwhile');
  };
  for (const connection of connections) {
    connection.on('error', (error: Error) => lost(error.message));
    connection.on('reconnecting', () => lost('connection lost'));
    connection.on('ready', () => {
      if (!away || connections.some((other) => other.status !== 'ready')) return;
      away = false;
      logger?.info('Redis for live events back: events reach every instance again');
    });
  }
}
