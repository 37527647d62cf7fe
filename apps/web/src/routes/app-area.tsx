import { useState } from 'react';
import { Navigate } from 'react-router';
import { DossierSidebar } from '../features/dossiers/dossier-sidebar.tsx';
import { SidebarSearch } from '../features/search/components/sidebar-search.tsx';
import { isSearchShortcut } from '../features/search/search-shortcut.ts';
import { AppLayout } from '../features/shell/app-layout.tsx';
import { useEnrolmentRequired } from '../lib/enrolment-required.ts';
import { LiveSocketProvider } from '../lib/live-socket-provider.tsx';
import { AppTitle } from './app-title.tsx';
import { LiveSync } from './live-sync.tsx';

/**
 * /app: the signed-in shell with the dossier list and the search above it, kept in sync with live frames over one
 * connection. The typed search lives here, so the sidebar beside the main area and its copy in the small screens'
 * drawer show the same search.
 */
export function AppArea() {
  const [searchText, setSearchText] = useState('');
  // Issue 23: a session that must enrol a second factor first reaches nothing else.
  const enrolmentRequired = useEnrolmentRequired();
  if (enrolmentRequired) return <Navigate to="/two-step-setup" replace />;
  const sidebar = (
    <DossierSidebar
      renderList={(list) => (
        <SidebarSearch text={searchText} onTextChange={setSearchText}>
          {list}
        </SidebarSearch>
      )}
    />
  );
  return (
    <LiveSocketProvider>
      <LiveSync />
      <AppTitle />
      <AppLayout sidebar={sidebar} sidebarShortcut={isSearchShortcut} />
    </LiveSocketProvider>
  );
}
