import { Redis } from 'ioredis';
import type { LiveEvent, PubSub } from './events.ts';

const DEFAULT_CHANNEL = 'dossiers:live';

/** Fans live events out across instances: every instance publishes to, and delivers from, one Redis channel. */
export class RedisPubSub implements PubSub {
  private handlers: Array<(event: LiveEvent) => void> = [];

  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly channel: string,
  ) {
    subscriber.on('message', (_channel: string, payload: string) => {
      const events = JSON.parse(payload) as LiveEvent[];
      for (const event of events) for (const handler of this.handlers) handler(event);
    });
  }

  static async connect(url: string, channel = DEFAULT_CHANNEL): Promise<RedisPubSub> {
    const options = { maxRetriesPerRequest: null, lazyConnect: true };
    const publisher = new Redis(url, options);
    const subscriber = new Redis(url, options);
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.subscribe(channel);
    return new RedisPubSub(publisher, subscriber, channel);
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
