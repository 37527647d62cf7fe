// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nl } from './i18n/nl.ts';
import { nlLanding } from './i18n/nl-landing.ts';
import { routes } from './router.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The app's own root route (first-load 'Laden...', navigation status, error page) around `children`. */
const { Component, HydrateFallback, ErrorBoundary } = routes[0];
const underRoot = (children: RouteObject[]): RouteObject[] => [
  { Component, HydrateFallback, ErrorBoundary, children },
];

function renderRoutes(tree: RouteObject[], path = '/') {
  const router = createMemoryRouter(tree, { initialEntries: [path] });
  render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

/** A screen's code that arrives when the test says so. */
function deferredScreen() {
  let resolve: (component: ComponentType) => void = () => undefined;
  const loaded = new Promise<ComponentType>((settle) => {
    resolve = settle;
  });
  const arrive = async (component: ComponentType) => {
    resolve(component);
    await act(() => loaded);
  };
  return { lazy: async () => ({ Component: await loaded }), arrive };
}

/** What a browser says when a chunk of an older build is gone after an update. */
const chunkGone = () =>
  new TypeError(
    'Failed to fetch dynamically imported module: http://localhost/assets/landing-page-x1y2z3.js',
  );

describe('the routes', () => {
  it('show Laden... while the landing page loads, then the landing page', async () => {
    renderRoutes(routes, '/');
    expect(screen.getByRole('status').textContent).toContain(nl.common.loading);
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    expect(heading.textContent).toBe(nlLanding.hero.title);
    expect(screen.queryByText(nl.common.loading)).toBeNull();
  });

  it('keep the current screen with Laden... while the next screen loads', async () => {
    const next = deferredScreen();
    const router = renderRoutes(
      underRoot([
        { index: true, Component: () => <h1>Start</h1> },
        { path: 'next', lazy: next.lazy },
      ]),
    );
    await screen.findByRole('heading', { name: 'Start' });

    act(() => {
      void router.navigate('/next');
    });
    expect((await screen.findByRole('status')).textContent).toContain(nl.common.loading);
    expect(screen.getByRole('heading', { name: 'Start' })).toBeTruthy();

    await next.arrive(() => <h1>Volgende</h1>);
    expect(await screen.findByRole('heading', { name: 'Volgende' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offer a reload when a screen cannot be loaded (an update removed the old build)', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    renderRoutes(underRoot([{ index: true, lazy: () => Promise.reject(chunkGone()) }]));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1 }).textContent).toBe(nl.routeError.loadFailedTitle);
    expect(alert.textContent).toContain(nl.routeError.loadFailedText);
    expect(within(alert).getByRole('link', { name: nl.routeError.home }).getAttribute('href')).toBe('/');

    await userEvent.click(within(alert).getByRole('button', { name: nl.routeError.reload }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('say something went wrong when a screen fails for another reason', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('kapot');
    };
    renderRoutes(underRoot([{ index: true, Component: Broken }]));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1 }).textContent).toBe(nl.routeError.failedTitle);
    expect(within(alert).getByRole('button', { name: nl.routeError.reload })).toBeTruthy();
  });
});
