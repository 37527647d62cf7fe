import { createBrowserRouter } from 'react-router';
import { AccountPage } from './features/account/account-page.tsx';
import { ChangePasswordPage } from './features/auth/change-password-page.tsx';
import { ForgotPasswordPage } from './features/auth/forgot-password-page.tsx';
import { LoginPage } from './features/auth/login-page.tsx';
import { MagicLinkPage } from './features/auth/magic-link-page.tsx';
import { RegisterPage } from './features/auth/register-page.tsx';
import { ResetPasswordPage } from './features/auth/reset-password-page.tsx';
import { ChatPanel } from './features/chat/components/chat-panel.tsx';
import { DossierLiveSync } from './features/dossiers/dossier-live-sync.tsx';
import { DossierScreen } from './features/dossiers/dossier-screen.tsx';
import { DossierSidebar } from './features/dossiers/dossier-sidebar.tsx';
import { DossiersStartPage } from './features/dossiers/dossiers-start-page.tsx';
import { LandingPage } from './features/landing/landing-page.tsx';
import { RelationsScreen } from './features/relations/relations-screen.tsx';
import { AppLayout } from './features/shell/app-layout.tsx';
import { NotFoundPage } from './features/shell/not-found-page.tsx';
import { PublicLayout } from './features/shell/public-layout.tsx';
import { UsersPage } from './features/users/users-page.tsx';
import { AdminOnly } from './lib/authorization.tsx';
import { LiveSocketProvider } from './lib/live-socket-provider.tsx';

/** The routes of SPEC.md section 2; features are composed here, never inside each other. */
export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'change-password', element: <ChangePasswordPage /> },
      { path: 'validate', element: <MagicLinkPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    path: 'app',
    element: (
      <LiveSocketProvider>
        <DossierLiveSync />
        <AppLayout sidebar={<DossierSidebar />} />
      </LiveSocketProvider>
    ),
    children: [
      { index: true, element: <DossiersStartPage /> },
      {
        path: 'dossier/:dossierId',
        element: (
          <DossierScreen
            renderChat={(dossier) => (
              <ChatPanel dossierId={dossier.id} closed={dossier.status === 'closed'} />
            )}
          />
        ),
      },
      { path: 'account', element: <AccountPage /> },
      {
        path: 'users',
        element: (
          <AdminOnly>
            <UsersPage />
          </AdminOnly>
        ),
      },
      {
        path: 'relations',
        element: (
          <AdminOnly>
            <RelationsScreen />
          </AdminOnly>
        ),
      },
    ],
  },
]);
