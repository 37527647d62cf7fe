import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  api,
  ResponseShapeError,
  retryAfterSecondsOf,
  setUnauthorizedHandler,
} from './api-client.ts';
import { ACCESS_TOKEN_KEY } from './session.ts';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const fetchMock = vi.fn<typeof fetch>();
const onUnauthorized = vi.fn();

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  onUnauthorized.mockReset();
  setUnauthorizedHandler(onUnauthorized);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

const answer = (status: number, body?: string) =>
  fetchMock.mockResolvedValueOnce(new Response(body ?? null, { status }));

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client', () => {
  it('sends JSON with the bearer token from local storage to the same origin', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'tok-1');
    answer(200, '{"ok":true}');
    await expect(api.post('/api/v1/users', { email: 'a@b.nl' })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/v1/users');
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer tok-1',
      'Content-Type': 'application/json',
    });
    expect(init?.body).toBe('{"email":"a@b.nl"}');
  });

  it('adds query parameters and leaves out empty ones', async () => {
    answer(200, '[]');
    await api.get('/api/v1/auth/validate', { query: { token: 'a b', before: undefined } });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/auth/validate?token=a+b');
  });

  it('answers undefined for 204 No Content', async () => {
    answer(204);
    await expect(api.get('/app/dossiers/latest-dossier')).resolves.toBeUndefined();
  });

  it('removes the token and redirects on 401, failing with Unauthorized', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'expired');
    answer(401, '{"detail":"Niet ingelogd of sessie verlopen"}');
    const error = await failureOf(api.get('/api/v1/users/me'));
    expect(error.status).toBe(401);
    expect(error.message).toBe('Unauthorized');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('keeps a public call on its page on 401, with the server text (a failed login)', async () => {
    answer(401, '{"detail":"Ongeldige inloggegevens"}');
    const error = await failureOf(
      api.post('/api/v1/auth/login', { email: 'x', password: 'y' }, { auth: false }),
    );
    expect(error.message).toBe('Ongeldige inloggegevens');
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls[0][1]?.headers).not.toHaveProperty('Authorization');
  });

  it('turns another non-OK answer into an ApiError with status, parsed body and detail text', async () => {
    answer(409, '{"detail":"Dit KvK-nummer is al geregistreerd"}');
    const error = await failureOf(api.post('/api/v1/companies/register', {}));
    expect(error.status).toBe(409);
    expect(error.body).toEqual({ detail: 'Dit KvK-nummer is al geregistreerd' });
    expect(error.message).toBe('Dit KvK-nummer is al geregistreerd');
  });

  it('keeps the wait a 429 asks for in Retry-After', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('{"detail":"Te veel verzoeken"}', { status: 429, headers: { 'Retry-After': '120' } }),
    );
    const error = await failureOf(api.post('/api/v1/auth/magic-link', { email: 'a@b.nl' }, { auth: false }));
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBe(120);
  });

  it('reads Retry-After as seconds or as an HTTP date, and ignores anything else', () => {
    const now = Date.UTC(2026, 10, 23, 12, 0, 0);
    expect(retryAfterSecondsOf('90', now)).toBe(90);
    expect(retryAfterSecondsOf('Mon, 23 Nov 2026 12:05:00 GMT', now)).toBe(300);
    expect(retryAfterSecondsOf('Mon, 23 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterSecondsOf('soon', now)).toBeUndefined();
    expect(retryAfterSecondsOf(null, now)).toBeUndefined();
  });

  it('uses a plain-text body as the message', async () => {
    answer(502, 'Bad gateway');
    expect((await failureOf(api.get('/api/v1/users/me'))).message).toBe('Bad gateway');
  });

  it("falls back to 'API request failed' without a body", async () => {
    answer(500);
    expect((await failureOf(api.get('/api/v1/users/me'))).message).toBe('API request failed');
  });

  it('keeps a 422 body whole for the form mapping', async () => {
    const body = {
      detail: [{ loc: ['body', 'email'], msg: 'Dit e-mailadres is al in gebruik', type: 'value_error' }],
    };
    answer(422, JSON.stringify(body));
    const error = await failureOf(api.post('/api/v1/users', {}));
    expect(error.body).toEqual(body);
    expect(error.detail).toBe('Dit e-mailadres is al in gebruik');
  });
});

describe('api client: answers checked against the contract', () => {
  const messagesPath = '/api/v1/dossiers/6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b/messages';
  const malformedPage = JSON.stringify({
    messages: [{ id: 'zeven', seq: 1 }],
    before: null,
    has_more: 'nee',
  });

  it('refuses, in tests (and development), an answer that does not match its schema, naming call and fields', async () => {
    expect(import.meta.env.MODE).toBe('test');
    answer(200, malformedPage);
    const error = await api.get(messagesPath, { answer: 'MessagePage' }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ResponseShapeError);
    const message = (error as ResponseShapeError).message;
    expect(message).toContain(`GET ${messagesPath} does not match its contract schema`);
    expect(message).toContain('messages[0].id');
    expect(message).toContain('has_more');
  });

  it('answers the body itself once it matches', async () => {
    const body = { messages: [], before: null, has_more: false, extra: 'kept' };
    answer(200, JSON.stringify(body));
    await expect(api.get(messagesPath, { answer: 'MessagePage' })).resolves.toEqual(body);
  });

  it('only casts in the production build: no checking cost there', async () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('MODE', 'production');
    vi.resetModules();
    const production = await import('./api-client.ts');
    answer(200, malformedPage);
    await expect(production.api.get(messagesPath, { answer: 'MessagePage' })).resolves.toEqual(
      JSON.parse(malformedPage),
    );
  });
});
