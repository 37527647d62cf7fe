import type { CompanyResponse, InviteUserRequest, UserResponse } from '@dossier/contract';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { linkFrom, waitForMail } from './mail.ts';

/** The password every seeded e2e user gets. */
export const PASSWORD = 'e2e-wachtwoord-42';

/** A signed-up user: who they are, how they log in, and a valid bearer token. */
export interface SeededUser {
  user: UserResponse;
  email: string;
  password: string;
  token: string;
}

export interface SeededAdmin extends SeededUser {
  company: CompanyResponse;
}

let sequence = 0;
const uniqueSuffix = () => {
  sequence += 1;
  return `${Math.random().toString(36).slice(2, 7)}${sequence}`;
};

/** An address no other test of this run uses. */
export const uniqueEmail = (prefix = 'user') => `${prefix}.${uniqueSuffix()}@e2e.test`;

/** Eight digits, unique enough for one run (a clash answers 409 and registerCompany retries). */
export const randomRegistrationNumber = () => String(10_000_000 + Math.floor(Math.random() * 89_999_999));

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function expectStatus(response: APIResponse, status: number, what: string): Promise<void> {
  if (response.status() !== status) {
    throw new Error(`${what}: expected HTTP ${status}, got ${response.status()} ${await response.text()}`);
  }
}

/** POST /api/v1/auth/login; returns the access token. */
export async function login(request: APIRequestContext, email: string, password = PASSWORD): Promise<string> {
  const response = await request.post('/api/v1/auth/login', { data: { email, password } });
  await expectStatus(response, 200, `login as ${email}`);
  return (await response.json()).access_token;
}

/** Follows the /reset-password link of the newest mail to `email` (welcome, invite or reset) to set a password. */
export async function setPasswordFromMail(
  request: APIRequestContext,
  email: string,
  options: { subject?: RegExp; since?: Date; password?: string } = {},
): Promise<void> {
  const mail = await waitForMail(email, options.subject, { since: options.since });
  const token = linkFrom(mail, '/reset-password').searchParams.get('token');
  const response = await request.post('/api/v1/auth/password-reset/confirm', {
    data: { token, new_password: options.password ?? PASSWORD },
  });
  await expectStatus(response, 200, `set the password of ${email}`);
  // A welcome or invite link also signs in (issue 25): that session is not used here, so it ends, and a journey sees
  // only the sessions it opens itself.
  const { access_token: linkSession } = (await response.json()) as { access_token?: string };
  if (linkSession) {
    const ended = await request.post('/api/v1/auth/logout', {
      headers: { authorization: `Bearer ${linkSession}` },
    });
    await expectStatus(ended, 204, `end the session of ${email}'s link`);
  }
}

/**
 * Registers a company through the real API, sets its admin's password from the welcome mail and logs in:
 * a signed-in admin in about a second. Fields left out get unique values.
 */
export async function signUpCompany(
  request: APIRequestContext,
  overrides: { companyName?: string; email?: string; firstName?: string; lastName?: string } = {},
): Promise<SeededAdmin> {
  const email = overrides.email ?? uniqueEmail('admin');
  const since = new Date();
  let response: APIResponse | null = null;
  for (let attempt = 0; attempt < 3 && response?.status() !== 201; attempt += 1) {
    response = await request.post('/api/v1/companies/register', {
      data: {
        company: {
          name: overrides.companyName ?? `Bedrijf ${uniqueSuffix()}`,
          registrationNumber: randomRegistrationNumber(),
        },
        user: { email, firstName: overrides.firstName ?? 'Anna', lastName: overrides.lastName ?? 'de Vries' },
      },
    });
    if (response.status() !== 409) break;
  }
  await expectStatus(response!, 201, `register a company for ${email}`);
  const { company, user } = (await response!.json()) as { company: CompanyResponse; user: UserResponse };
  await setPasswordFromMail(request, email, { since });
  return { company, user, email, password: PASSWORD, token: await login(request, email) };
}

/** Invites a colleague as `admin` (POST /api/v1/users), sets their password from the invite mail and logs them in. */
export async function inviteColleague(
  request: APIRequestContext,
  admin: Pick<SeededUser, 'token'>,
  invite: Partial<InviteUserRequest> = {},
): Promise<SeededUser> {
  const email = invite.email ?? uniqueEmail('colleague');
  const since = new Date();
  const response = await request.post('/api/v1/users', {
    headers: bearer(admin.token),
    data: { first_name: 'Bram', last_name: 'Jansen', role: 'user', ...invite, email },
  });
  await expectStatus(response, 201, `invite ${email}`);
  const user = (await response.json()) as UserResponse;
  await setPasswordFromMail(request, email, { since });
  return { user, email, password: PASSWORD, token: await login(request, email) };
}
