// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../lib/session.ts';
import { routes } from '../../router.tsx';
import { user } from '../../test-support/factories.ts';
import { setUpSignedInFakes } from '../../test-support/render-signed-in.tsx';
import { cssVariablesResolver, theme } from '../../theme.ts';

const fakes = setUpSignedInFakes();
const guest = user({
  role: 'viewer',
  company: { id: user().company_id, name: 'Extern BV', is_meru_client: false },
});

beforeEach(() => {
  fakes.api.on('GET', '/app/sidebar/dossiers', () => []);
});

/** The whole app at `path`, as the browser would open it. */
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

const rail = () => screen.findByRole('navigation', { name: 'Applicatiemenu' }, { timeout: 10_000 });

describe('the directory screens (SPEC.md sections 2 and 6)', () => {
  it.each(['/app/users', '/app/relations', '/app/billing'])(
    'are not in a guest’s navigation, and %s sends them to their dossiers',
    async (path) => {
      fakes.api.on('GET', '/api/v1/users/me', () => guest);
      const router = openApp(path);

      const navigation = await rail();
      expect(within(navigation).queryByRole('link', { name: 'Gebruikers' })).toBeNull();
      expect(within(navigation).queryByRole('link', { name: 'Relaties' })).toBeNull();
      expect(within(navigation).queryByRole('link', { name: 'Facturatiegegevens' })).toBeNull();
      expect(within(navigation).getByRole('link', { name: 'Account' })).toBeTruthy();
      await screen.findByRole('heading', { name: 'Nog geen dossiers' }, { timeout: 10_000 });
      expect(router.state.location.pathname).toBe('/app');
      expect(fakes.api.requestsTo('GET', '/api/v1/admin/users')).toHaveLength(0);
      expect(fakes.api.requestsTo('GET', '/api/v1/relations')).toHaveLength(0);
    },
  );

  it('are in an admin’s navigation', async () => {
    fakes.api.on('GET', '/api/v1/users/me', () => user({ role: 'admin' }));
    openApp('/app');
    const navigation = await rail();
    expect(within(navigation).getByRole('link', { name: 'Gebruikers' })).toBeTruthy();
    expect(within(navigation).getByRole('link', { name: 'Relaties' })).toBeTruthy();
    expect(within(navigation).getByRole('link', { name: 'Facturatiegegevens' })).toBeTruthy();
  });
});

describe('signing out', () => {
  it('ends the session on the server and shows the login screen at once', async () => {
    fakes.api.on('GET', '/api/v1/users/me', () => user());
    fakes.api.on('POST', '/api/v1/auth/logout', () => ({ status: 204 }));
    const router = openApp('/app');

    const navigation = await rail();
    within(navigation).getByRole('button', { name: 'Uitloggen' }).click();

    await screen.findByRole('heading', { name: /inloggen/i }, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/login');
    const [signOut] = fakes.api.requestsTo('POST', '/api/v1/auth/logout');
    expect(signOut?.authorization).toBe('Bearer test-token');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });
});
