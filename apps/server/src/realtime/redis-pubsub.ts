import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { LiveEvent, PubSub } from './events.ts';

const DEFAULT_CHANNEL = 'dossiers:live';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown) => typeof value === 'string' && value.length > 0;

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

/** Fans live events out across instances: every instance publishes to, and delivers from, one Redis channel. */
export class RedisPubSub implements PubSub {
  private handlers: Array<(event: LiveEvent) => void> = [];

  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly channel: string,
    logger: Pick<Logger, 'warn'> | undefined,
  ) {
    subscriber.on('message', (_channel: string, payload: string) => {
      const parsed = parseLiveEvents(payload);
      if ('refused' in parsed) {
        logger?.warn(
          { channel, reason: parsed.refused, bytes: payload.length },
          'malformed live message dropped',
        );
        return;
      }
      for (const event of parsed.events) for (const handler of this.handlers) handler(event);
    });
  }

  static async connect(
    url: string,
    channel = DEFAULT_CHANNEL,
    logger?: Pick<Logger, 'warn'>,
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
    // Commands queue while Redis reconnects; a failure is logged by ioredis and the client catches up by seq.
    this.publisher.publish(this.channel, JSON.stringify(events)).catch(() => undefined);
  }

  subscribe(handler: (event: LiveEvent) => void): void {
    this.handlers.push(handler);
  }

  async ping(): Promise<void> {
    await Promise.all([this.publisher.ping(), this.subscriber.ping()]);
  }

  async close(): Promise<void> {
    this.handlers = [];
    await Promise.all([this.subscriber.quit(), this.publisher.quit()]);
  }
}
