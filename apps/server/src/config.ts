import net from 'node:net';
import path from 'node:path';
import { limits } from '@dossier/contract';
import { z } from 'zod';

/** A start-up error that names the variable in one clear line. */
export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

/** An unset or empty variable takes its default: a shell's `VAR=` means "not set" here. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: `must be a whole number from ${min} to ${max}` })
    .int(`must be a whole number from ${min} to ${max}`)
    .min(min, `must be a whole number from ${min} to ${max}`)
    .max(max, `must be a whole number from ${min} to ${max}`);

const url = (...protocols: string[]) =>
  z
    .url({ error: 'is not a valid URL' })
    .refine(
      (value) => !URL.canParse(value) || protocols.includes(new URL(value).protocol),
      `must start with ${protocols.map((protocol) => `${protocol}//`).join(' or ')}`,
    );

/** An address or a CIDR range (IPv4 or IPv6), or one of proxy-addr's names for the usual private ranges. */
const isProxyAddress = (entry: string) => {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const version = net.isIP(address ?? '');
  if (version === 0 || extra !== undefined) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
};

/** Which proxies may name the client's address (X-Forwarded-For): none, a hop count, or a list. */
const TrustProxy = z.string().transform((value, context): number | string[] => {
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.find((entry) => !isProxyAddress(entry));
  if (entries.length === 0 || wrong !== undefined) {
    context.addIssue({
      code: 'custom',
      message: `must be a hop count or a comma-separated list of addresses or CIDR ranges${wrong ? ` ('${wrong}' is neither)` : ''}`,
    });
    return z.NEVER;
  }
  return entries;
});

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

/** Every environment variable the server reads (README, Configuration), with its default for the embedded mode. */
const Environment = z
  .object({
    PORT: optional(wholeNumber(0, 65535)).default(3000),
    HOST: optional(z.string()).default('0.0.0.0'),
    PUBLIC_URL: optional(url('http:', 'https:')),
    DATA_DIR: optional(z.string()).default('./data'),
    TRUST_PROXY: optional(TrustProxy),
    DATABASE_URL: optional(url('postgres:', 'postgresql:')),
    REDIS_URL: optional(url('redis:', 'rediss:')),
    REDIS_PREFIX: optional(
      z.string().regex(/^[\w.:-]{1,64}$/, 'must be 1 to 64 letters, digits or _ . : -'),
    ).default('dossiers:'),
    SMTP_URL: optional(url('smtp:', 'smtps:')),
    MAIL_FROM: optional(z.string()).default('Dossiers <no-reply@localhost>'),
    S3_ENDPOINT: optional(url('http:', 'https:')),
    S3_BUCKET: optional(z.string()),
    S3_REGION: optional(z.string()),
    S3_ACCESS_KEY_ID: optional(z.string()),
    S3_SECRET_ACCESS_KEY: optional(z.string()),
    S3_FORCE_PATH_STYLE: optional(
      z.enum(['true', 'false', '1', '0'], { error: 'must be true or false (or 1 or 0)' }),
    ).default('false'),
    VIEWER_ACCESS_DAYS: optional(wholeNumber(1, 3650)).default(limits.viewerAccessDays),
    NOTIFY_DELAY_SECONDS: optional(wholeNumber(0, 7 * 24 * 3600)).default(600),
    NOTIFY_INTERVAL_SECONDS: optional(wholeNumber(1, 3600)).default(30),
    MAIL_REPLY_DOMAIN: optional(
      z
        .string()
        .toLowerCase()
        .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'is not a domain name'),
    ),
    MAIL_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
    INBOUND_SMTP_PORT: optional(wholeNumber(0, 65535)),
    INBOUND_SMTP_HOST: optional(z.string()),
    INBOUND_MAIL_SECRET: optional(z.string().min(16, 'must be at least 16 characters')),
    LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })).default(
      'info',
    ),
    SEED_DEMO: optional(z.string()),
  })
  .superRefine((env, context) => {
    for (const name of ['INBOUND_SMTP_PORT', 'INBOUND_MAIL_SECRET'] as const) {
      if (env[name] !== undefined && env.MAIL_REPLY_DOMAIN === undefined)
        context.addIssue({
          code: 'custom',
          path: [name],
          message: 'needs MAIL_REPLY_DOMAIN (the reply addresses)',
        });
    }
    const given = S3_VARIABLES.filter((name) => env[name] !== undefined);
    if (given.length === 0) return;
    for (const name of S3_VARIABLES.filter((name) => env[name] === undefined)) {
      context.addIssue({
        code: 'custom',
        path: [name],
        message: 'is required when S3 storage is configured',
      });
    }
  })
  .transform((env) => ({
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(env.DATA_DIR),
    /** false: the connection's own address is the client's, whatever X-Forwarded-For says. */
    trustProxy: env.TRUST_PROXY ?? false,
    databaseUrl: env.DATABASE_URL ?? null,
    redisUrl: env.REDIS_URL ?? null,
    /** Starts the live channel's name and every rate-limit key: deployments (or test runs) sharing a Redis stay apart. */
    redisPrefix: env.REDIS_PREFIX,
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM,
    s3:
      env.S3_ENDPOINT && env.S3_BUCKET && env.S3_REGION && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' || env.S3_FORCE_PATH_STYLE === '1',
          }
        : null,
    viewerAccessDays: env.VIEWER_ACCESS_DAYS,
    notifyDelaySeconds: env.NOTIFY_DELAY_SECONDS,
    notifyIntervalSeconds: env.NOTIFY_INTERVAL_SECONDS,
    mailReplyDomain: env.MAIL_REPLY_DOMAIN ?? null,
    mailSecret: env.MAIL_SECRET ?? null,
    inboundSmtp:
      env.INBOUND_SMTP_PORT === undefined
        ? null
        : { port: env.INBOUND_SMTP_PORT, host: env.INBOUND_SMTP_HOST ?? env.HOST },
    inboundMailSecret: env.INBOUND_MAIL_SECRET ?? null,
    logLevel: env.LOG_LEVEL,
    seedDemo: env.SEED_DEMO === '1' || env.SEED_DEMO === 'true',
  }));

export type Config = z.output<typeof Environment>;

/** The names of every variable the configuration reads: test helpers clear them so none leaks in from the shell. */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(Environment.in.shape);

/** Parses the environment; the first problem stops start-up as one line naming its variable. */
export function loadConfig(env: Env = process.env): Config {
  const parsed = Environment.safeParse(env);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  throw new ConfigError(`${String(issue?.path[0])} ${issue?.message}`);
}
