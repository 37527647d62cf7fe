import { Box } from '@mantine/core';
import { useDisclosure, useMediaQuery, useWindowEvent } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { OpenedOnce } from '../../components/opened-once.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { MAIN_REGION_ID, SkipLink } from '../../components/skip-link.tsx';
import { nl } from '../../i18n/nl.ts';
import { useCurrentUser } from '../../lib/current-user.ts';
import { clearAccessToken, useAccessToken } from '../../lib/session.ts';
import { BottomBar } from './bottom-bar.tsx';
import { IconRail } from './icon-rail.tsx';
import { useLogout } from './use-logout.ts';

const SidebarDrawer = lazy(() => import('./sidebar-drawer.tsx'));

/** SPEC.md section 9: the dossier list is 320 px wide and hidden on small screens. */
const SIDEBAR_WIDTH = 320;

/** Where the sidebar shows beside the main area (Mantine's sm); below it, it opens in a drawer. */
const SIDEBAR_FROM = '(min-width: 48em)';

interface AppLayoutProps {
  sidebar: ReactNode;
  /**
   * A key that focuses the sidebar's first field (the search's Ctrl+K): where the sidebar is in the drawer, the
   * drawer opens first.
   */
  sidebarShortcut?: (event: KeyboardEvent) => boolean;
}

/**
 * The signed-in area: icon rail, dossier sidebar, main area. 'Laden...' while the current user
 * loads; a failure ends the session and goes to /login (SPEC.md section 2).
 */
export function AppLayout({ sidebar, sidebarShortcut }: AppLayoutProps) {
  const token = useAccessToken();
  const { data: user, isError } = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useLogout();
  const location = useLocation();
  const [dossiersOpen, dossiers] = useDisclosure(false);
  const sidebarBeside = useMediaQuery(SIDEBAR_FROM, undefined, { getInitialValueInEffect: false });
  const drawerBody = useRef<HTMLDivElement>(null);
  const focusFieldOnOpen = useRef(false);

  useWindowEvent('keydown', (event) => {
    if (sidebarBeside || dossiersOpen || !sidebarShortcut?.(event)) return;
    event.preventDefault();
    focusFieldOnOpen.current = true;
    dossiers.open();
  });
  const focusFieldIfAsked = () => {
    if (!focusFieldOnOpen.current) return;
    focusFieldOnOpen.current = false;
    drawerBody.current?.querySelector('input')?.focus();
  };

  useEffect(() => {
    if (!isError) return;
    clearAccessToken();
    queryClient.clear();
    navigate('/login', { replace: true });
  }, [isError, queryClient, navigate]);

  // The small-screen dossier list closes when a dossier, any other screen or a search hit (same dossier too) opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the navigation is the trigger, not an input.
  useEffect(() => {
    dossiers.close();
  }, [location.key]);

  if (!token) return <Navigate to="/login" replace />;
  if (!user) return <PageLoader fullScreen />;

  return (
    <Box
      style={{
        display: 'flex',
        // On a phone the bottom bar goes under the screen; the dossier list is then a drawer, not a column.
        flexDirection: sidebarBeside ? 'row' : 'column',
        height: '100dvh',
        overflow: 'hidden',
      }}
    >
      <SkipLink toChat={location.pathname.startsWith('/app/dossier/')} />
      {/* Issue 25: below the sidebar's breakpoint the rail's destinations are a labelled bar along the bottom. */}
      {sidebarBeside ? <IconRail isAdmin={user.role === 'admin'} onLogout={logout} /> : null}
      <Box
        component="aside"
        aria-label={nl.shell.sidebarLabel}
        w={SIDEBAR_WIDTH}
        visibleFrom="sm"
        // The list scrolls inside itself (it is virtualised); the sidebar only gives it the full height.
        style={{
          flexShrink: 0,
          borderRight: '1px solid var(--mantine-color-gray-3)',
          display: 'flex',
          flexDirection: 'column',
          overflow: 'hidden',
        }}
      >
        {sidebar}
      </Box>
      {/* Small screens: the list in a drawer. */}
      <OpenedOnce opened={dossiersOpen} early={!sidebarBeside}>
        {(opened) => (
          <SidebarDrawer
            opened={opened}
            onClose={dossiers.close}
            onOpened={focusFieldIfAsked}
            bodyRef={drawerBody}
          >
            {sidebar}
          </SidebarDrawer>
        )}
      </OpenedOnce>
      <Box
        component="main"
        id={MAIN_REGION_ID}
        tabIndex={-1}
        style={{ flex: 1, minWidth: 0, overflowY: 'auto' }}
      >
        <Outlet />
      </Box>
      {sidebarBeside ? null : (
        <BottomBar isAdmin={user.role === 'admin'} onLogout={logout} onOpenDossiers={dossiers.open} />
      )}
    </Box>
  );
}
