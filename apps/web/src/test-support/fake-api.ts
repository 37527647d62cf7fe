import type { MessagePage, MessageResponse } from '@dossier/contract';
import { vi } from 'vitest';

/** One call the app made to the fake API. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** The Authorization header it carried, if any. */
  authorization?: string;
}

/**
 * What a route answers: a JSON body (200), a status with an optional body and headers (e.g. Retry-After), or a
 * whole Response (bytes, such as a file behind a signed URL).
 */
export type FakeAnswer =
  | unknown
  | { status: number; body?: unknown; headers?: Record<string, string> }
  | Response;
type Route = { method: string; pattern: RegExp; answer: (request: RecordedRequest) => FakeAnswer };

const isStatusAnswer = (
  answer: unknown,
): answer is { status: number; body?: unknown; headers?: Record<string, string> } =>
  typeof answer === 'object' && answer !== null && 'status' in answer && typeof answer.status === 'number';

/** '/api/v1/dossiers/:id/messages' -> a pattern matching any id there. */
const patternOf = (path: string) => new RegExp(`^${path.replace(/:[a-z_]+/gi, '[^/]+')}$`);

/**
 * A tiny fake of the API at the fetch boundary: routes by method and path, records every request, and
 * answers 404 for anything it does not know (so a test sees an unexpected call fail loudly).
 */
export class FakeApi {
  readonly requests: RecordedRequest[] = [];
  private readonly routes: Route[] = [];

  readonly fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://app.test');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const authorization = new Headers(init?.headers).get('Authorization') ?? undefined;
    const request = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body,
      authorization,
    };
    this.requests.push(request);
    const route = this.routes.find(
      (candidate) => candidate.method === request.method && candidate.pattern.test(request.path),
    );
    const answer = route ? route.answer(request) : { status: 404, body: { detail: 'Not found' } };
    if (answer instanceof Response) return answer;
    const {
      status,
      body: answerBody,
      headers,
    } = isStatusAnswer(answer) ? answer : { status: 200, body: answer, headers: undefined };
    const text = answerBody === undefined ? null : JSON.stringify(answerBody);
    return new Response(status === 204 ? null : text, { status, headers });
  });

  on(method: string, path: string, answer: (request: RecordedRequest) => FakeAnswer): this {
    this.routes.unshift({ method, pattern: patternOf(path), answer });
    return this;
  }

  /** The requests to one method and path, e.g. every GET of a dossier's messages. */
  requestsTo(method: string, path: string): RecordedRequest[] {
    const pattern = patternOf(path);
    return this.requests.filter((request) => request.method === method && pattern.test(request.path));
  }
}

/**
 * GET .../messages as the server answers it (DESIGN.md section 5): ?after_seq=N everything after seq N,
 * ?around=<id> the half page up to and with that message and the rest after it, else the page of `limit` older
 * than message id `before` (the newest without it); all oldest first.
 */
export function messagePageOf(messages: readonly MessageResponse[], query: URLSearchParams): MessagePage {
  const limit = Number(query.get('limit') ?? 50);
  if (query.has('around')) {
    const around = Number(query.get('around'));
    const upTo = messages.filter((message) => message.id <= around);
    const after = messages.filter((message) => message.id > around);
    const half = Math.ceil(limit / 2);
    const older = upTo.slice(-half);
    const newer = after.slice(0, limit - half);
    return {
      messages: [...older, ...newer],
      before: older[0]?.id ?? null,
      has_more: upTo.length > older.length,
      has_more_after: after.length > newer.length,
    };
  }
  if (query.has('after_seq')) {
    const after = messages.filter((message) => message.seq > Number(query.get('after_seq')));
    return { messages: after.slice(0, limit), before: after[0]?.id ?? null, has_more: after.length > limit };
  }
  const before = query.has('before') ? Number(query.get('before')) : Number.POSITIVE_INFINITY;
  const older = messages.filter((message) => message.id < before);
  const page = older.slice(-limit);
  return { messages: page, before: page[0]?.id ?? null, has_more: older.length > limit };
}

export const MESSAGES_PATH = '/api/v1/dossiers/:id/messages';

/** What a chat screen calls: the signed-in user, and the pages of `stored` (the test adds to it as the server would). */
export function serveChat(api: FakeApi, me: unknown, stored: MessageResponse[]): void {
  api
    .on('GET', '/api/v1/users/me', () => me)
    .on('GET', MESSAGES_PATH, (request) => messagePageOf(stored, request.query));
}
