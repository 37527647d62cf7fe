// @vitest-environment happy-dom
import { SECOND_FACTOR_REQUIRED } from '@dossier/contract';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isEnrolmentRequired, markEnrolmentRequired } from '../lib/enrolment-required.ts';
import { ACCESS_TOKEN_KEY } from '../lib/session.ts';
import { routes } from '../router.tsx';
import { user as userFactory } from '../test-support/factories.ts';
import { FakeApi } from '../test-support/fake-api.ts';
import { FakeWebSocket } from '../test-support/fake-web-socket.ts';
import { cssVariablesResolver, theme } from '../theme.ts';

const startRegistration = vi.hoisted(() => vi.fn());
vi.mock('@simplewebauthn/browser', () => ({ startRegistration, startAuthentication: vi.fn() }));

let api: FakeApi;
let enrolled: boolean;

beforeEach(() => {
  api = new FakeApi();
  enrolled = false;
  startRegistration.mockReset();
  vi.stubGlobal('fetch', api.fetch);
  vi.stubGlobal('WebSocket', FakeWebSocket);
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  localStorage.setItem(ACCESS_TOKEN_KEY, 'enrolment-token');
  api
    .on('GET', '/api/v1/users/me', () => userFactory())
    .on('GET', '/app/sidebar/dossiers', () =>
      enrolled
        ? []
        : {
            status: 403,
            body: { detail: 'Stel eerst tweestapsverificatie in', code: SECOND_FACTOR_REQUIRED },
          },
    )
    .on('POST', '/api/v1/auth/2fa/setup', () => ({
      secret: 'JBSWY3DPEHPK3PXP',
      otpauth_url: 'otpauth://totp/Dossiers:anna?secret=JBSWY3DPEHPK3PXP&issuer=Dossiers',
    }))
    .on('POST', '/api/v1/auth/passkeys/register/options', () => ({ options: { challenge: 'dGVzdA' } }))
    .on('POST', '/api/v1/auth/passkeys/register', () => {
      enrolled = true;
      return {
        status: 201,
        body: {
          id: '00000000-0000-4000-8000-000000000001',
          name: 'Passkey 1',
          created_at: '2026-11-28T09:00:00.000Z',
          last_used_at: null,
        },
      };
    });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

function openApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

describe('a session that must enrol a second factor first, with a passkey (issue 23)', () => {
  it('enrols with a passkey instead of the app, and then the app opens as usual', async () => {
    startRegistration.mockResolvedValue({ id: 'cred', rawId: 'cred', type: 'public-key', response: {} });
    markEnrolmentRequired();
    const router = openApp('/two-step-setup');
    await screen.findByRole('heading', { name: 'Stel tweestapsverificatie in' }, { timeout: 10_000 });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Passkey toevoegen' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/app'), { timeout: 10_000 });
    expect(isEnrolmentRequired()).toBe(false);
    expect(api.requestsTo('POST', '/api/v1/auth/passkeys/register')).toHaveLength(1);
  });

  it('stays on the set-up screen, saying why, when the person cancels', async () => {
    startRegistration.mockRejectedValue(Object.assign(new Error('nee'), { name: 'NotAllowedError' }));
    markEnrolmentRequired();
    const router = openApp('/two-step-setup');
    await screen.findByRole('heading', { name: 'Stel tweestapsverificatie in' }, { timeout: 10_000 });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Passkey toevoegen' }));

    expect(
      (await screen.findByText('Het toevoegen van de passkey is geannuleerd.')).textContent,
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/two-step-setup');
    expect(isEnrolmentRequired()).toBe(true);
  });
});
