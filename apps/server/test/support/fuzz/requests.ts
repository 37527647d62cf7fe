import type { InjectOptions } from 'fastify';
import type { z } from 'zod';
import { type Endpoint, INBOUND_SECRET, urlOf } from './endpoints.ts';
import { jsonText } from './hostile-values.ts';
import type { ActorName } from './world.ts';

/** A path parameter: a value the client encodes, or a segment sent as written (bad percent-escapes and the like). */
export type ParamValue = { value: string } | { raw: string };

export type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  /** Text as is under a content type: malformed JSON, text/plain, a type no route reads. */
  | { kind: 'text'; contentType: string; text: string }
  /** Bytes already encoded with their own content type (multipart forms, raw mails). */
  | { kind: 'bytes'; contentType: string; bytes: Buffer };

export interface FuzzRequest {
  actor: ActorName;
  params: Record<string, ParamValue>;
  /** Query parameters as the server parses them back (a list repeats the key), or a raw query string. */
  query: Record<string, string | string[]> | { raw: string };
  body: Body;
  headers?: Record<string, string>;
}

export interface Sent {
  options: InjectOptions;
  /** The body text when it was JSON or text (the oracle parses what was really sent). */
  text: string | null;
  contentType: string | null;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const wellFormed = (text: string) => !LONE_SURROGATE.test(text);

/** The three bytes a code unit would have in UTF-8, percent-escaped: no decoder takes them for a lone surrogate. */
const escapedUnit = (unit: number) =>
  [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
    .map((byte) => `%${byte.toString(16).toUpperCase()}`)
    .join('');

const encodeLeniently = (text: string) =>
  wellFormed(text)
    ? encodeURIComponent(text)
    : [...text]
        .map((char) => (wellFormed(char) ? encodeURIComponent(char) : escapedUnit(char.charCodeAt(0))))
        .join('');

const encodeQuery = (query: Record<string, string | string[]>) =>
  Object.entries(query)
    .flatMap(([key, value]) =>
      [value].flat().map((item) => `${encodeLeniently(key)}=${encodeLeniently(item)}`),
    )
    .join('&');

const wellFormedQuery = (query: Record<string, string | string[]>) =>
  Object.entries(query).every(([key, value]) => wellFormed(key) && [value].flat().every(wellFormed));

export const segmentOf = (param: ParamValue) =>
  'raw' in param ? param.raw : encodeURIComponent(param.value);

/** The app.inject options of a request, bearer token and all. */
export function toInject(endpoint: Endpoint, request: FuzzRequest, tokens: Record<string, string>): Sent {
  const segments = Object.fromEntries(
    Object.entries(request.params).map(([name, param]) => [name, segmentOf(param)]),
  );
  const query = 'raw' in request.query ? request.query.raw : encodeQuery(request.query);
  const url = urlOf(endpoint.path, segments) + (query ? `?${query}` : '');
  const headers: Record<string, string> = { ...request.headers };
  const token = tokens[request.actor];
  if (token) headers.authorization = `Bearer ${token}`;
  const { body } = request;
  let payload: string | Buffer | undefined;
  let text: string | null = null;
  let contentType: string | null = null;
  if (body.kind === 'json') {
    text = jsonText(body.value);
    contentType = 'application/json';
  } else if (body.kind === 'text') {
    text = body.text;
    contentType = body.contentType;
  } else if (body.kind === 'bytes') {
    payload = body.bytes;
    contentType = body.contentType;
  }
  if (text !== null) payload = text;
  if (contentType) headers['content-type'] = contentType;
  return { options: { method: endpoint.method, url, headers, payload }, text, contentType };
}

type Loc = (string | number)[];

/** What the framework and the contract decide before any route code runs. */
export type Prediction =
  /** Framework and contract let it through: the route decides (and refuses a caller without a session, 401). */
  | { outcome: 'to-route' }
  /** Refused with this status before the route; for 422 at these locations (none: one at the whole part). */
  | { outcome: 'refused'; status: number; locs?: Loc[] }
  /** Some 4xx the router gives (a bad percent-escape, a dot segment): the exact one is Fastify's business. */
  | { outcome: 'malformed' }
  /** What the server reads is not what was meant (an undecodable query, a body type no route reads): no 5xx. */
  | { outcome: 'undecided' };

interface Visit {
  value: unknown;
  key: string | number;
  parent: Visit | null;
}

/** Where the first NUL character of a value sits, walked in the order the server's check walks it (no recursion). */
export function firstNul(value: unknown, root: string): Loc | null {
  const stack: Visit[] = [{ value, key: root, parent: null }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const node = visit.value;
    if (typeof node === 'string') {
      if (!node.includes('\u0000')) continue;
      // Collected leaf first and turned round: unshift would take quadratic time 200,000 levels down.
      const loc: Loc = [];
      for (let at: Visit | null = visit; at; at = at.parent) loc.push(at.key);
      return loc.reverse();
    }
    if (!node || typeof node !== 'object') continue;
    const children: [string | number, unknown][] = Array.isArray(node)
      ? [...node.entries()]
      : Object.entries(node);
    for (let index = children.length - 1; index >= 0; index -= 1) {
      const [key, item] = children[index] as [string | number, unknown];
      stack.push({ value: item, key, parent: visit });
    }
  }
  return null;
}

/** Fastify's JSON parser refuses a __proto__ key, and a constructor key holding a prototype key (400). */
function poisoned(value: unknown): boolean {
  const stack = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!node || typeof node !== 'object') continue;
    if (Object.hasOwn(node, '__proto__')) return true;
    const maker = (node as Record<string, unknown>).constructor;
    if (Object.hasOwn(node, 'constructor') && maker && typeof maker === 'object') {
      if (Object.hasOwn(maker, 'prototype')) return true;
    }
    stack.push(...Object.values(node));
  }
  return false;
}

const BODY_LIMIT = 1024 * 1024;
const MAX_PARAM_LENGTH = 100;

const issuesAt = (location: string, schema: z.ZodType | undefined, value: unknown): Loc[] | null => {
  if (!schema) return null;
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues.map((issue) => [location, ...(issue.path as Loc)]);
};

/**
 * The oracle, in the order a request meets the server: the router (a bad or too long segment), the body parser
 * (size, media type, JSON), the app's NUL check (body, query, path), then the route's zod schemas (params, body,
 * query: the first part that fails is answered, at the locations of its issues). JSON bodies of the raw-mail and
 * multipart routes are left to the route.
 */
export function predict(endpoint: Endpoint, request: FuzzRequest, sent: Sent): Prediction {
  const params = Object.values(request.params);
  if (params.some((param) => 'raw' in param || ['', '.', '..'].includes(param.value)))
    return { outcome: 'malformed' };
  // The router measures a parameter once decoded.
  if (params.some((param) => 'value' in param && param.value.length > MAX_PARAM_LENGTH))
    return { outcome: 'refused', status: 414 };
  if ('raw' in request.query || !wellFormedQuery(request.query)) return { outcome: 'undecided' };
  if (endpoint.access === 'inbound-secret' && request.headers?.['x-inbound-secret'] !== INBOUND_SECRET)
    return { outcome: 'refused', status: 401 };

  let body: unknown = null;
  if (sent.text !== null) {
    if (Buffer.byteLength(sent.text) > BODY_LIMIT) return { outcome: 'refused', status: 413 };
    if (sent.contentType === 'application/json') {
      if (sent.text === '') return { outcome: 'refused', status: 400 };
      try {
        body = JSON.parse(sent.text);
      } catch {
        return { outcome: 'refused', status: 400 };
      }
      if (poisoned(body)) return { outcome: 'refused', status: 400 };
    } else if (sent.contentType?.startsWith('text/plain')) {
      body = sent.text;
    } else return { outcome: 'undecided' };
  }
  // JSON or text where the route reads a form or a raw mail: the route decides (the NUL check still reads JSON).
  if (endpoint.transport && (request.body.kind === 'json' || request.body.kind === 'text'))
    return { outcome: 'undecided' };

  const paramValues = Object.fromEntries(
    Object.entries(request.params).map(([name, param]) => [name, 'value' in param ? param.value : '']),
  );
  const nul = firstNul(body, 'body') ?? firstNul(request.query, 'query') ?? firstNul(paramValues, 'path');
  if (nul) return { outcome: 'refused', status: 422, locs: [nul] };
  const locs =
    issuesAt('path', endpoint.params, paramValues) ??
    issuesAt('body', endpoint.body, body) ??
    issuesAt('query', endpoint.query, request.query);
  return locs ? { outcome: 'refused', status: 422, locs } : { outcome: 'to-route' };
}
