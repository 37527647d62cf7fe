import './zod-config.ts';
import '@mantine/core/styles.css';
import './global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app-providers.tsx';
import { setUnauthorizedHandler } from './lib/api-client.ts';
import { queryClient } from './lib/query-client.ts';
import { createAppRouter } from './router.tsx';

const router = createAppRouter();

// SPEC.md section 4: a 401 (the token is already cleared) sends the user to /login within the SPA.
setUnauthorizedHandler(() => {
  queryClient.clear();
  if (router.state.location.pathname !== '/login') void router.navigate('/login', { replace: true });
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
