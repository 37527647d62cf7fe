import fs from 'node:fs';
import path from 'node:path';
import { logDir } from './env.ts';

/**
 * The run keeps every server's log (the shared server's and each journey server's) and the secrets journeys saw in
 * one folder, so the last check of the run (server-logs.teardown.ts) can make sure no log line shows any of them.
 */

/** A log file for a server of the run, kept until the run ends. */
export const serverLogFile = (name: string) => path.join(logDir(), `${name}.log`);

/** Secrets by what they are, e.g. { 'Anna’s bearer token': 'Xy…' }. */
export type Secrets = Record<string, string>;

const SECRETS_FILE = 'secrets.jsonl';

/** Notes secrets a journey saw (bearer tokens, passwords, signatures, cookies) for the run's log check. */
export function recordSecrets(journey: string, secrets: Secrets): void {
  const lines = Object.entries(secrets).map(([name, value]) => JSON.stringify({ journey, name, value }));
  fs.appendFileSync(path.join(logDir(), SECRETS_FILE), `${lines.join('\n')}\n`);
}

/** Every secret recorded so far in this run, named by journey. */
export function recordedSecrets(): Secrets {
  const file = path.join(logDir(), SECRETS_FILE);
  if (!fs.existsSync(file)) return {};
  const secrets: Secrets = {};
  for (const line of fs.readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
    const { journey, name, value } = JSON.parse(line) as { journey: string; name: string; value: string };
    secrets[`${name} (${journey})`] = value;
  }
  return secrets;
}

export interface LogLine {
  /** file:line, e.g. server.log:812 */
  where: string;
  text: string;
}

/** Every line of one log file of the run, or of every one. */
export function logLines(name?: string): LogLine[] {
  const files = name ? [`${name}.log`] : fs.readdirSync(logDir()).filter((file) => file.endsWith('.log'));
  return files.flatMap((file) =>
    fs
      .readFileSync(path.join(logDir(), file), 'utf8')
      .split('\n')
      .map((text, index) => ({ where: `${file}:${index + 1}`, text }))
      .filter((line) => line.text !== ''),
  );
}

/** The ways a secret can be written in a log line: as it is, URL-encoded, JSON-escaped. */
const spellings = (secret: string) => [
  ...new Set([secret, encodeURIComponent(secret), JSON.stringify(secret).slice(1, -1)]),
];

/** Each secret seen in a line, as "name at file:line"; empty when no line shows any. */
export function sightings(lines: LogLine[], secrets: Secrets): string[] {
  const seen: string[] = [];
  for (const [name, secret] of Object.entries(secrets)) {
    if (secret.length < 8) throw new Error(`${name} is too short to look for in the logs: "${secret}"`);
    const forms = spellings(secret);
    for (const line of lines)
      if (forms.some((form) => line.text.includes(form))) seen.push(`${name} at ${line.where}`);
  }
  return seen;
}

/**
 * Words shaped like the product's secrets: session and link tokens are 32 random bytes in base64url, and so are the
 * HMAC-SHA256 signatures of download URLs: 43 characters of [A-Za-z0-9_-], standing alone.
 */
const TOKEN_SHAPED = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g;

/** Token-shaped words in the lines, as "word at file:line" (a leak of a token no journey recorded). */
export function tokenShapedWords(lines: LogLine[]): string[] {
  return lines.flatMap((line) =>
    [...line.text.matchAll(TOKEN_SHAPED)].map(([word]) => `${word} at ${line.where}`),
  );
}
