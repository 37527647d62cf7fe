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
      redisPrefix: 'dossiers:',
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
    [{ S3_FORCE_PATH_STYLE: 'ja' }, 'S3_FORCE_PATH_STYLE'],
    [{ PUBLIC_URL: 'ftp://host' }, 'PUBLIC_URL'],
    [{ PORT: '70000' }, 'PORT'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1, balancer.example' }, 'TRUST_PROXY'],
    [{ REDIS_PREFIX: 'met spatie' }, 'REDIS_PREFIX'],
  ])('stops with one line naming the bad variable (%o)', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^${name} `));
  });

  it('takes every variable it documents, and treats an empty one as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://dossiers.example.nl/',
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_PREFIX: 'acceptatie:',
      VIEWER_ACCESS_DAYS: '',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '1',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'b',
      S3_REGION: 'eu',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'https://dossiers.example.nl',
      redisUrl: 'redis://127.0.0.1:6379',
      redisPrefix: 'acceptatie:',
      viewerAccessDays: 30,
      logLevel: 'warn',
      seedDemo: true,
      s3: { endpoint: 'http://127.0.0.1:9000', bucket: 'b', region: 'eu', forcePathStyle: true },
    });
  });

  it('trusts no proxy unless told, and takes a hop count or a list of addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.10,fd00::/8, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
      'fd00::/8',
      'loopback',
    ]);
  });
});
