import { DossierSidebar } from '../features/dossiers/dossier-sidebar.tsx';
import { AppLayout } from '../features/shell/app-layout.tsx';
import { LiveSocketProvider } from '../lib/live-socket-provider.tsx';
import { LiveSync } from './live-sync.tsx';

/** /app: the signed-in shell with the dossier list, kept in sync with live frames over one connection. */
export function AppArea() {
  return (
    <LiveSocketProvider>
      <LiveSync />
      <AppLayout sidebar={<DossierSidebar />} />
    </LiveSocketProvider>
  );
}
