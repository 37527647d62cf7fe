import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The Reply-To address, or '' without one. */
  replyTo: string;
  /** Every header line as received (unfolded), by lowercase name. */
  headers: Map<string, string>;
}

/** A real SMTP receiver on a free local port; collects every mail the app sends. */
export class Mailbox {
  readonly mails: ReceivedMail[] = [];
  private waiters: Array<() => void> = [];
  private server: SMTPServer;
  /** While set, deliveries to this address (or to any, with true) wait at RCPT TO. */
  private holding: { to: string } | boolean = false;
  private held: Array<() => void> = [];
  port = 0;

  /** rejectFirst: how many deliveries to refuse with a temporary error first (to exercise retries). */
  constructor(options: { rejectFirst?: number } = {}) {
    let toReject = options.rejectFirst ?? 0;
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        const hold = this.holding;
        if (hold === true || (hold && address.address.toLowerCase() === hold.to)) {
          this.held.push(() => callback());
          for (const wake of this.waiters.splice(0)) wake();
          return;
        }
        if (toReject > 0) {
          toReject -= 1;
          const error = Object.assign(new Error('Mailbox tijdelijk niet beschikbaar'), { responseCode: 451 });
          return callback(error);
        }
        callback();
      },
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((parsed: ParsedMail) => {
            const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
            this.mails.push({
              to: to?.value[0]?.address ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              replyTo: parsed.replyTo?.value[0]?.address ?? '',
              headers: new Map(
                parsed.headerLines.map(({ key, line }) => [
                  key,
                  line
                    .slice(line.indexOf(':') + 1)
                    .replace(/\r?\n(?=[ \t])/g, '')
                    .trim(),
                ]),
              ),
            });
            for (const wake of this.waiters.splice(0)) wake();
            callback();
          })
          .catch(callback);
      },
    });
    // A sender that dies mid-delivery resets its connection: its failure, not the receiver's.
    this.server.on('error', () => undefined);
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as { port: number }).port;
    return `smtp://127.0.0.1:${this.port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /**
   * From now on the receiver stalls: each delivery (or each to one address) waits at RCPT TO, unaccepted, until
   * release(). Resolves once one waits (a sender that dies meanwhile has delivered nothing: the mail is not received).
   */
  async holdDeliveries(to?: string, timeoutMs = 10_000): Promise<void> {
    this.holding = to === undefined ? true : { to: to.toLowerCase() };
    const deadline = Date.now() + timeoutMs;
    while (this.held.length === 0) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No delivery arrived to hold within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Accepts again, the held deliveries too. */
  release(): void {
    this.holding = false;
    for (const accept of this.held.splice(0)) accept();
  }

  /** The newest mail to an address (optionally matching a subject), waiting up to timeoutMs for it. */
  async waitFor(to: string, subject: RegExp = /./, timeoutMs = 10_000): Promise<ReceivedMail> {
    const mails = await this.waitForCount(to, subject, 1, timeoutMs);
    return mails.at(-1) as ReceivedMail;
  }

  /** Waits until at least `count` mails have arrived in all, up to timeoutMs. */
  async waitForTotal(count: number, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.mails.length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`Only ${this.mails.length} of ${count} mails within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Every mail to an address matching a subject, once there are at least `count`, waiting up to timeoutMs. */
  async waitForCount(
    to: string,
    subject: RegExp,
    count: number,
    timeoutMs = 10_000,
  ): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.mails.filter((mail) => mail.to === to.toLowerCase() && subject.test(mail.subject));
      if (found.length >= count) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No ${count} mails to ${to} matching ${subject} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
}

/** The first link in a mail that points at the given path. */
export function linkIn(mail: ReceivedMail, pathname: string): URL {
  const match = mail.text
    .match(/https?:\/\/\S+/g)
    ?.map((raw) => new URL(raw))
    .find((url) => url.pathname === pathname);
  if (!match) throw new Error(`No ${pathname} link in mail "${mail.subject}"`);
  return match;
}
