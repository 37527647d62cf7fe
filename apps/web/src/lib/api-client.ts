import { nl } from '../i18n/nl.ts';
import type { Answer, AnswerName } from './answer-schemas.ts';
import { markEnrolmentRequired, SECOND_FACTOR_REQUIRED } from './enrolment-required.ts';
import { clearAccessToken, getAccessToken } from './session.ts';

/** A non-OK answer of the API: its status, the parsed body and a readable message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
    /** Seconds the server asks to wait before trying again (a 429's or 503's Retry-After), when it says. */
    readonly retryAfterSeconds?: number,
    /** The HTTP reason phrase ('Conflict'), when the transport reports one. */
    readonly statusText: string = '',
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The server's own `detail` text, when the body has one. */
  get detail(): string | undefined {
    return detailTextOf(this.body);
  }
}

/** An answer that does not have the shape its contract schema promises (checked in development and tests only). */
export class ResponseShapeError extends Error {
  constructor(
    readonly request: string,
    readonly mismatch: string,
  ) {
    super(`The answer to ${request} does not match its contract schema:\n${mismatch}`);
    this.name = 'ResponseShapeError';
  }
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions<K extends AnswerName = never> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: QueryParams;
  /** Send the bearer token and treat a 401 as an ended session (default true); false for login and other public calls. */
  auth?: boolean;
  signal?: AbortSignal;
  /**
   * The name of the answer's contract schema (lib/answer-schemas.ts), which types the answer: checked in development
   * and tests, only cast in the production build.
   */
  answer?: K;
}

/** Vite folds this to false in the production build, which then drops the check entirely. */
const checksResponses = import.meta.env.DEV || import.meta.env.MODE === 'test';

let handleUnauthorized: () => void = () => {
  if (window.location.pathname !== '/login') window.location.assign('/login');
};

/** The app replaces the default full-page redirect with a router navigation. */
export function setUnauthorizedHandler(handler: () => void): void {
  handleUnauthorized = handler;
}

function detailTextOf(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim() || undefined;
  if (body && typeof body === 'object' && 'detail' in body) {
    const { detail } = body as { detail: unknown };
    if (typeof detail === 'string') return detail;
    if (Array.isArray(detail)) {
      const messages = detail
        .map((issue) => (issue as { msg?: unknown })?.msg)
        .filter((msg) => typeof msg === 'string');
      return messages.length > 0 ? messages.join('; ') : undefined;
    }
  }
  return undefined;
}

/** The machine-readable `code` of an error body (e.g. issue 23's 'second_factor_required'), when it has one. */
function codeOf(body: unknown): unknown {
  return body && typeof body === 'object' && 'code' in body ? body.code : undefined;
}

/** Retry-After is either a number of seconds or an HTTP date (RFC 9110); anything else is ignored. */
export function retryAfterSecondsOf(header: string | null, now: number = Date.now()): number | undefined {
  if (!header?.trim()) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/** The body of an answer: JSON when it parses, else the text itself, undefined when empty. */
export function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function urlOf(path: string, query?: QueryParams): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** A 401 to an authenticated call: the session is over (the token goes, the app goes to /login). */
export function endSession(body: unknown): ApiError {
  clearAccessToken();
  handleUnauthorized();
  return new ApiError(401, body, nl.api.unauthorized);
}

/** The error for a non-OK answer: the server's detail text, else SPEC.md's 'API request failed'. */
export function errorOfAnswer(
  status: number,
  body: unknown,
  retryAfter: string | null,
  statusText = '',
): ApiError {
  return new ApiError(
    status,
    body,
    detailTextOf(body) ?? nl.api.requestFailed,
    retryAfterSecondsOf(retryAfter),
    statusText,
  );
}

/**
 * Checks an answer against its contract schema in development and tests; returns it as the type it promises.
 * The schemas load only then: the production build drops this branch and, with it, the schemas and zod.
 */
export async function checkedAnswer<K extends AnswerName = never>(
  request: string,
  parsed: unknown,
  answer: K | undefined,
): Promise<Answer<K>> {
  if (checksResponses && answer) {
    const { mismatchOf } = await import('./answer-schemas.ts');
    const mismatch = mismatchOf(answer, parsed);
    if (mismatch !== undefined) throw new ResponseShapeError(request, mismatch);
  }
  // The answer itself, not the parsed copy: development and production then behave the same.
  return parsed as Answer<K>;
}

/** The one API client: same origin, bearer token, JSON both ways, 204 -> undefined (SPEC.md section 7). */
export async function apiRequest<K extends AnswerName = never>(
  path: string,
  options: RequestOptions<K> = {},
): Promise<Answer<K>> {
  const { method = 'GET', body, query, auth = true, signal, answer } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = auth ? getAccessToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  const response = await fetch(urlOf(path, query), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const parsed = response.status === 204 ? undefined : parseBody(await response.text());

  if (response.status === 401 && auth) throw endSession(parsed);
  if (response.status === 403 && auth && codeOf(parsed) === SECOND_FACTOR_REQUIRED) markEnrolmentRequired();
  if (!response.ok) {
    throw errorOfAnswer(response.status, parsed, response.headers.get('Retry-After'), response.statusText);
  }
  return checkedAnswer(`${method} ${path}`, parsed, answer);
}

/**
 * A file the API serves behind the session (an invoice's UBL or PDF): its bytes, with the bearer token; failures
 * as apiRequest reports them.
 */
export async function apiFile(path: string): Promise<Blob> {
  const token = getAccessToken();
  const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (response.ok) return response.blob();
  const parsed = parseBody(await response.text());
  if (response.status === 401) throw endSession(parsed);
  throw errorOfAnswer(response.status, parsed, response.headers.get('Retry-After'), response.statusText);
}

type CallOptions<K extends AnswerName> = Omit<RequestOptions<K>, 'method' | 'body'>;

/** The answer's type comes from the schema `answer` names, when one is given. */
export const api = {
  get: <K extends AnswerName = never>(path: string, options?: CallOptions<K>) => apiRequest<K>(path, options),
  post: <K extends AnswerName = never>(path: string, body?: unknown, options?: CallOptions<K>) =>
    apiRequest<K>(path, { ...options, method: 'POST', body }),
  put: <K extends AnswerName = never>(path: string, body?: unknown, options?: CallOptions<K>) =>
    apiRequest<K>(path, { ...options, method: 'PUT', body }),
  patch: <K extends AnswerName = never>(path: string, body?: unknown, options?: CallOptions<K>) =>
    apiRequest<K>(path, { ...options, method: 'PATCH', body }),
  delete: <K extends AnswerName = never>(path: string, options?: CallOptions<K>) =>
    apiRequest<K>(path, { ...options, method: 'DELETE' }),
};

/** The status of a failed call, or undefined when it never got an answer. */
export const statusOf = (error: unknown): number | undefined =>
  error instanceof ApiError ? error.status : undefined;

/** The server's message for a failed call, else the given fallback text. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return (error instanceof ApiError ? error.detail : undefined) ?? fallback;
}
