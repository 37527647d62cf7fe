import { useState } from 'react';
import { DossierSidebar } from '../features/dossiers/dossier-sidebar.tsx';
import { SidebarSearch } from '../features/search/components/sidebar-search.tsx';
import { isSearchShortcut } from '../features/search/search-shortcut.ts';
import { AppLayout } from '../features/shell/app-layout.tsx';
import { LiveSocketProvider } from '../lib/live-socket-provider.tsx';
import { LiveSync } from './live-sync.tsx';

/**
 * /app: the signed-in shell with the dossier list and the search above it, kept in sync with live frames over one
 * connection. The typed search lives here, so the sidebar beside the main area and its copy in the small screens'
 * drawer show the same search.
 */
export function AppArea() {
  const [searchText, setSearchText] = useState('');
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
      <AppLayout sidebar={sidebar} sidebarShortcut={isSearchShortcut} />
    </LiveSocketProvider>
  );
}
