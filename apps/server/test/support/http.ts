import type { FastifyInstance } from 'fastify';
import { bearer } from './factories.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls the app as a signed-in user: `call('POST', url, token, body)`. */
export const callerFor =
  (app: () => FastifyInstance) => (method: Method, url: string, token: string, payload?: object) =>
    app().inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
