// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { VirtuosoMockContext } from 'react-virtuoso';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../lib/session.ts';
import { routes } from '../router.tsx';
import { ids, sidebarItem, user } from '../test-support/factories.ts';
import { FakeApi } from '../test-support/fake-api.ts';
import { FakeWebSocket } from '../test-support/fake-web-socket.ts';
import { TEST_VIEWPORT } from '../test-support/render-signed-in.tsx';
import { cssVariablesResolver, theme } from '../theme.ts';

const CHANGE = '/api/v1/auth/password-change';
let api: FakeApi;

beforeEach(() => {
  api = new FakeApi();
  vi.stubGlobal('fetch', api.fetch);
  vi.stubGlobal('WebSocket', FakeWebSocket);
  localStorage.setItem(ACCESS_TOKEN_KEY, 'signed-in-token');
  api
    .on('GET', '/api/v1/users/me', () => user())
    .on('GET', '/app/sidebar/dossiers', () => [
      sidebarItem(ids.dossier, 30, { title: 'Magazijn', unread_count: 2 }),
    ])
    .on('POST', CHANGE, () => ({ detail: 'Wachtwoord gewijzigd' }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The whole app (its real routes) on `path`; Virtuoso gets its sizes from the test, so the list has rows. */
function openApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <VirtuosoMockContext.Provider value={TEST_VIEWPORT}>
          <RouterProvider router={router} />
        </VirtuosoMockContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

const passwordHeading = () =>
  screen.findByRole('heading', { level: 1, name: 'Wachtwoord wijzigen' }, { timeout: 10_000 });

/** The signed-in shell around the screen: the dossier list beside the main area that holds the heading. */
async function expectInsideTheShell(heading: HTMLElement) {
  expect(screen.getByRole('main').contains(heading)).toBe(true);
  const list = screen.getAllByRole('complementary', { name: 'Dossierlijst' })[0];
  expect(await within(list).findByRole('link', { name: /Magazijn/ })).toBeTruthy();
}

describe("'Wachtwoord wijzigen' inside the signed-in app (issue 25)", () => {
  it('opens from the account screen within the shell, titled with the unread count, and ends the session once changed', async () => {
    const router = openApp('/app/account');
    await userEvent.click(
      await screen.findByRole('link', { name: 'Wachtwoord wijzigen' }, { timeout: 10_000 }),
    );

    const heading = await passwordHeading();
    expect(router.state.location.pathname).toBe('/app/account/password');
    await expectInsideTheShell(heading);
    await waitFor(() => expect(document.title).toBe('(2) Wachtwoord wijzigen'));

    await userEvent.type(screen.getByLabelText(/^Huidig wachtwoord/), 'oud-wachtwoord-1');
    await userEvent.type(screen.getByLabelText(/^Nieuw wachtwoord/), 'Nieuw-wachtwoord-2026');
    await userEvent.type(screen.getByLabelText(/^Bevestig nieuw wachtwoord/), 'Nieuw-wachtwoord-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord wijzigen' }));

    // SPEC.md section 2: the confirmation with the way to log in; the session here is over.
    const saved = await screen.findByText(
      'Je wachtwoord is succesvol gewijzigd! Log in met je nieuwe wachtwoord.',
      {},
      { timeout: 10_000 },
    );
    expect(saved.closest('[role="status"]')).toBeTruthy();
    expect(api.requestsTo('POST', CHANGE).map((request) => request.body)).toEqual([
      { current_password: 'oud-wachtwoord-1', new_password: 'Nieuw-wachtwoord-2026' },
    ]);
    expect(router.state.location.pathname).toBe('/change-password');
    expect(screen.getByRole('link', { name: 'Naar inloggen' }).getAttribute('href')).toBe('/login');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'Dossierlijst' })).toBeNull();
    expect(document.title).toBe('Dossiers');
  });

  it('shows a wrong current password at its field and stays in the shell', async () => {
    api.on('POST', CHANGE, () => ({
      status: 422,
      body: {
        detail: [
          {
            loc: ['body', 'current_password'],
            msg: 'Het huidige wachtwoord klopt niet',
            type: 'value_error',
          },
        ],
      },
    }));
    const router = openApp('/app/account/password');
    const heading = await passwordHeading();
    await userEvent.type(screen.getByLabelText(/^Huidig wachtwoord/), 'fout-wachtwoord');
    await userEvent.type(screen.getByLabelText(/^Nieuw wachtwoord/), 'Nieuw-wachtwoord-2026');
    await userEvent.type(screen.getByLabelText(/^Bevestig nieuw wachtwoord/), 'Nieuw-wachtwoord-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord wijzigen' }));

    expect(await screen.findByText('Het huidige wachtwoord klopt niet')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/account/password');
    await expectInsideTheShell(heading);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('signed-in-token');
  });

  it('takes the old address /change-password to the screen inside the app when signed in', async () => {
    const router = openApp('/change-password');
    const heading = await passwordHeading();
    expect(router.state.location.pathname).toBe('/app/account/password');
    await expectInsideTheShell(heading);
  });

  it('asks to log in first on /change-password when signed out', async () => {
    localStorage.clear();
    const router = openApp('/change-password');
    expect(
      await screen.findByText('Log eerst in om je wachtwoord te wijzigen.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/change-password');
    await act(async () => {});
  });
});
