import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('the configuration of notifications and replies by mail', () => {
  it('mails after ten minutes, looks every 30 seconds, and takes no replies by default', () => {
    expect(loadConfig({})).toMatchObject({
      notifyDelaySeconds: 600,
      notifyIntervalSeconds: 30,
      mailReplyDomain: null,
      mailSecret: null,
      inboundSmtp: null,
      inboundMailSecret: null,
    });
  });

  it('takes a delay of 0, a reply domain, a secret, the listener and the endpoint secret', () => {
    const config = loadConfig({
      HOST: '127.0.0.1',
      NOTIFY_DELAY_SECONDS: '0',
      NOTIFY_INTERVAL_SECONDS: '2',
      MAIL_REPLY_DOMAIN: 'Reply.Dossiers.Example',
      MAIL_SECRET: 'x'.repeat(32),
      INBOUND_SMTP_PORT: '2525',
      INBOUND_MAIL_SECRET: 'y'.repeat(16),
    });
    expect(config).toMatchObject({
      notifyDelaySeconds: 0,
      notifyIntervalSeconds: 2,
      mailReplyDomain: 'reply.dossiers.example',
      inboundSmtp: { port: 2525, host: '127.0.0.1' },
      inboundMailSecret: 'y'.repeat(16),
    });
  });

  it.each([
    [{ NOTIFY_DELAY_SECONDS: '-1' }, 'NOTIFY_DELAY_SECONDS'],
    [{ NOTIFY_INTERVAL_SECONDS: '0' }, 'NOTIFY_INTERVAL_SECONDS'],
    [{ MAIL_REPLY_DOMAIN: 'not a domain' }, 'MAIL_REPLY_DOMAIN'],
    [{ MAIL_SECRET: 'short' }, 'MAIL_SECRET'],
    [{ INBOUND_SMTP_PORT: '2525' }, 'INBOUND_SMTP_PORT'],
    [{ INBOUND_MAIL_SECRET: 'y'.repeat(16) }, 'INBOUND_MAIL_SECRET'],
    [{ MAIL_REPLY_DOMAIN: 'reply.example', INBOUND_MAIL_SECRET: 'short' }, 'INBOUND_MAIL_SECRET'],
  ])('stops with one line naming the bad variable (%o)', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^${name} `));
  });
});
