import { DossierLiveSync } from '../features/dossiers/dossier-live-sync.tsx';
import { DossierSidebar } from '../features/dossiers/dossier-sidebar.tsx';
import { AppLayout } from '../features/shell/app-layout.tsx';
import { LiveSocketProvider } from '../lib/live-socket-provider.tsx';

/** /app: the signed-in shell with the dossier list, kept in sync with live events over one connection. */
export function AppArea() {
  return (
    <LiveSocketProvider>
      <DossierLiveSync />
      <AppLayout sidebar={<DossierSidebar />} />
    </LiveSocketProvider>
  );
}
