// @vitest-environment happy-dom
import { SECOND_FACTOR_REQUIRED } from '@dossier/contract';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
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

const refused = {
  status: 403,
  body: { detail: 'Stel eerst tweestapsverificatie in', code: SECOND_FACTOR_REQUIRED },
};
let api: FakeApi;
let enrolled: boolean;

beforeEach(() => {
  api = new FakeApi();
  enrolled = false;
  vi.stubGlobal('fetch', api.fetch);
  vi.stubGlobal('WebSocket', FakeWebSocket);
  localStorage.setItem(ACCESS_TOKEN_KEY, 'enrolment-token');
  api
    .on('GET', '/api/v1/users/me', () => userFactory())
    .on('GET', '/app/sidebar/dossiers', () => (enrolled ? [] : refused))
    .on('POST', '/api/v1/auth/2fa/setup', () => ({
      secret: 'JBSWY3DPEHPK3PXP',
      otpauth_url: 'otpauth://totp/Dossiers:anna?secret=JBSWY3DPEHPK3PXP&issuer=Dossiers',
    }))
    .on('POST', '/api/v1/auth/2fa/enable', () => {
      enrolled = true;
      return { recovery_codes: Array.from({ length: 10 }, (_, index) => `herstel-${index}`) };
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

const enrolmentHeading = () =>
  screen.findByRole('heading', { name: 'Stel tweestapsverificatie in' }, { timeout: 10_000 });

describe('a session that must enrol a second factor first (issue 23)', () => {
  it('is sent to the set-up screen when a call is refused for it, and reaches nothing else', async () => {
    const router = openApp('/app');
    expect(await enrolmentHeading()).toBeTruthy();
    expect(router.state.location.pathname).toBe('/two-step-setup');
    expect(isEnrolmentRequired()).toBe(true);

    await act(() => router.navigate('/app/account'));
    expect(await enrolmentHeading()).toBeTruthy();
    expect(router.state.location.pathname).toBe('/two-step-setup');
  });

  it('opens the app as usual once enrolled', async () => {
    markEnrolmentRequired();
    const router = openApp('/app/users');
    expect(await enrolmentHeading()).toBeTruthy();
    expect(api.requestsTo('GET', '/app/sidebar/dossiers')).toHaveLength(0);

    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Code uit de app/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    await screen.findByRole('list', { name: 'Herstelcodes' });
    await user.click(screen.getByRole('checkbox', { name: 'Ik heb de herstelcodes bewaard' }));
    await user.click(screen.getByRole('button', { name: 'Klaar' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/app'), { timeout: 10_000 });
    expect(isEnrolmentRequired()).toBe(false);
    expect(
      await screen.findByRole('complementary', { name: 'Dossierlijst' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Stel tweestapsverificatie in' })).toBeNull();
  });

  it('offers signing out instead', async () => {
    api.on('POST', '/api/v1/auth/logout', () => ({ status: 204 }));
    markEnrolmentRequired();
    const router = openApp('/two-step-setup');
    const heading = await enrolmentHeading();
    const card = heading.closest('main') as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: 'Uitloggen' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 10_000 });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('is not kept on the set-up screen when nothing demands it', async () => {
    enrolled = true;
    const router = openApp('/two-step-setup');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/app'), { timeout: 10_000 });
  });
});
