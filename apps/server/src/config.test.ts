import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs embedded with no configuration at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: null,
      smtpUrl: null,
      redisUrl: null,
      s3: null,
      viewerAccessDays: 30,
    });
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'niet een url' }, 'SMTP_URL'],
    [{ VIEWER_ACCESS_DAYS: '0' }, 'VIEWER_ACCESS_DAYS'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ S3_BUCKET: 'b' }, 'S3_ENDPOINT'],
  ])('stops with one line naming the bad variable (%o)', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
