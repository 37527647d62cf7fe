import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { PageLoader } from './components/page-loader.tsx';
import { NavigationStatus } from './features/shell/navigation-status.tsx';
import { RouteErrorPage } from './features/shell/route-error-page.tsx';
import { queryClient } from './lib/query-client.ts';
import { setSignedInPreload } from './lib/signed-in-preload.ts';

/**
 * A screen that loads with its route: its own chunk, fetched on the first visit. React Router fetches the chunks
 * of every matched route at once (layout and screen in parallel), so nesting adds no waterfall. A function, not
 * the object form `lazy: { Component }`: only a lazy function's failure reaches the error page (the object form
 * renders nothing when a route without a loader fails to load).
 */
const screen = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });

function Root() {
  return (
    <>
      <NavigationStatus />
      <Outlet />
    </>
  );
}

const FirstLoad = () => <PageLoader fullScreen />;

/**
 * A screen's API calls, started by its route's loader beside the screen's code (issue 25: no request waterfall,
 * routes/screen-prefetch.ts). The loader answers at once: the screen never waits for it, its hooks find the calls
 * in the cache, in flight or answered.
 */
const loadScreenPrefetch = () => import('./routes/screen-prefetch.ts');
const loadAppArea = () => import('./routes/app-area.tsx');
const loadDossierPage = () => import('./routes/dossier-page.tsx');

// A fresh session opens the shell with a dossier (features/auth/use-open-signed-in.ts): their code loads at once.
setSignedInPreload(() => {
  for (const load of [loadScreenPrefetch, loadAppArea, loadDossierPage]) void load().catch(() => undefined);
});
const prefetch = (start: (module: Awaited<ReturnType<typeof loadScreenPrefetch>>) => unknown) => {
  void loadScreenPrefetch().then(start, () => undefined);
  return null;
};

/**
 * Issue 25, no request waterfall: once someone types on the login screen, the small code that starts the app's
 * calls (routes/screen-prefetch.ts, a few kB) loads, so that after the submit the calls go out at once instead
 * of after the screens' code. Only that: loading the screens' code too (about 40 files) while typing held the
 * login call itself back on an emulated Fast 3G (Chromium's 6 connections per host busy with scripts).
 * Typing, not opening the page: who only looks at /login, or goes on to register, loads none of it.
 */
function warmSignedInAppOnTyping(): void {
  const warm = () => {
    if (window.location.pathname !== '/login') return;
    window.removeEventListener('input', warm, true);
    void loadScreenPrefetch().catch(() => undefined);
  };
  window.addEventListener('input', warm, true);
}

/**
 * The routes of SPEC.md section 2; features are composed here and in `routes/`, never inside each other.
 * Every screen is split off (route-level code splitting): the landing page and the sign-in screens load
 * neither the signed-in app nor its chat and lists. 'Laden...' shows while the first screen's code loads; a
 * screen whose code fails to load (an update removed it, or the connection dropped) offers a reload.
 */
export const routes: RouteObject[] = [
  {
    Component: Root,
    HydrateFallback: FirstLoad,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        lazy: screen(() => import('./features/shell/public-layout.tsx').then((m) => m.PublicLayout)),
        children: [
          {
            index: true,
            lazy: screen(() => import('./features/landing/landing-page.tsx').then((m) => m.LandingPage)),
          },
          {
            path: 'login',
            lazy: screen(() =>
              import('./features/auth/login-page.tsx').then((m) => {
                warmSignedInAppOnTyping();
                return m.LoginPage;
              }),
            ),
          },
          {
            path: 'register',
            lazy: screen(() => import('./features/auth/register-page.tsx').then((m) => m.RegisterPage)),
          },
          {
            path: 'forgot-password',
            lazy: screen(() =>
              import('./features/auth/forgot-password-page.tsx').then((m) => m.ForgotPasswordPage),
            ),
          },
          {
            path: 'reset-password',
            lazy: screen(() =>
              import('./features/auth/reset-password-page.tsx').then((m) => m.ResetPasswordPage),
            ),
          },
          {
            // After a change inside the app, its confirmation; else on to /app/account/password (issue 25).
            path: 'change-password',
            lazy: screen(() =>
              import('./features/auth/change-password-page.tsx').then((m) => m.ChangePasswordPage),
            ),
          },
          {
            path: 'validate',
            lazy: screen(() => import('./features/auth/magic-link-page.tsx').then((m) => m.MagicLinkPage)),
          },
          {
            path: 'unsubscribe',
            lazy: screen(() => import('./features/auth/unsubscribe-page.tsx').then((m) => m.UnsubscribePage)),
          },
          {
            // Issue 23: the link of the mail about a sign-in from a new device.
            path: 'end-session',
            lazy: screen(() => import('./features/auth/end-session-page.tsx').then((m) => m.EndSessionPage)),
          },
          {
            path: 'extension-request',
            lazy: screen(() =>
              import('./features/auth/extension-request-page.tsx').then((m) => m.ExtensionRequestPage),
            ),
          },
          {
            path: '*',
            lazy: screen(() => import('./features/shell/not-found-page.tsx').then((m) => m.NotFoundPage)),
          },
        ],
      },
      {
        // Issue 23: where a session that must enrol a second factor first is kept (routes/app-area.tsx guards /app).
        path: 'two-step-setup',
        lazy: screen(() => import('./routes/account-screens.tsx').then((m) => m.TwoStepSetupPage)),
      },
      {
        path: 'app',
        lazy: screen(() => loadAppArea().then((m) => m.AppArea)),
        loader: () => prefetch((m) => m.prefetchAppArea(queryClient)),
        shouldRevalidate: () => false,
        children: [
          {
            index: true,
            lazy: screen(() => import('./routes/start-page.tsx').then((m) => m.StartPage)),
          },
          {
            path: 'dossier/:dossierId',
            lazy: screen(() => loadDossierPage().then((m) => m.DossierPage)),
            loader: ({ params, request }) =>
              prefetch((m) =>
                m.prefetchDossierScreen(
                  queryClient,
                  params.dossierId ?? '',
                  new URL(request.url).searchParams,
                ),
              ),
            shouldRevalidate: ({ currentParams, nextParams }) =>
              currentParams.dossierId !== nextParams.dossierId,
          },
          {
            path: 'account',
            lazy: screen(() => import('./routes/account-screens.tsx').then((m) => m.AccountPage)),
          },
          {
            // 'Wachtwoord wijzigen' inside the app's shell (issue 25).
            path: 'account/password',
            lazy: screen(() =>
              import('./features/auth/change-password-page.tsx').then((m) => m.ChangePasswordScreen),
            ),
          },
          {
            lazy: screen(() => import('./routes/admin-area.tsx').then((m) => m.AdminArea)),
            children: [
              {
                path: 'users',
                lazy: screen(() => import('./features/users/users-page.tsx').then((m) => m.UsersPage)),
              },
              {
                path: 'relations',
                lazy: screen(() =>
                  import('./features/relations/relations-page.tsx').then((m) => m.RelationsPage),
                ),
              },
              {
                path: 'billing',
                lazy: screen(() => import('./features/billing/billing-page.tsx').then((m) => m.BillingPage)),
              },
            ],
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
