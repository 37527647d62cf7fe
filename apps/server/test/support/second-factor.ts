import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer, PASSWORD } from './factories.ts';
import { appCode } from './rfc6238.ts';
import type { TestClock } from './test-clock.ts';

/** Sets up and enables the authenticator app of a signed-in user with the tests' own RFC 6238; then moves a step on. */
export async function enrolApp(app: FastifyInstance, clock: TestClock, token: string) {
  const setup = await app.inject({ method: 'POST', url: '/api/v1/auth/2fa/setup', headers: bearer(token) });
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const enable = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/2fa/enable',
    headers: bearer(token),
    payload: { code: appCode(secret, clock.now()) },
  });
  expect(enable.statusCode).toBe(200);
  // The code just typed is spent: the next sign-in needs the next step's.
  clock.advance(30_000);
  return { secret, recoveryCodes: (enable.json() as { recovery_codes: string[] }).recovery_codes };
}

/** The first step of a sign-in: the raw answer. */
export const passwordStep = (app: FastifyInstance, email: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: PASSWORD }, headers });

export const secondStep = (
  app: FastifyInstance,
  mfaToken: string,
  code: string,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/2fa/verify',
    payload: { mfa_token: mfaToken, code },
    headers,
  });

/** The first step's ticket of a user with an app. */
export async function ticketFor(app: FastifyInstance, email: string): Promise<string> {
  const response = await passwordStep(app, email);
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body).toEqual({ mfa_required: true, mfa_token: expect.any(String) });
  return body.mfa_token;
}
