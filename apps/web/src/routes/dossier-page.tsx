import { ChatPanel } from '../features/chat/components/chat-panel.tsx';
import { DocumentsPanel } from '../features/documents/components/documents-panel.tsx';
import { DossierView } from '../features/dossiers/dossier-view.tsx';

/** /app/dossier/{id}: the dossier screen with its chat and documents (features are composed here, never inside each other). */
export function DossierPage() {
  return (
    <DossierView
      renderChat={(dossier) => <ChatPanel dossierId={dossier.id} closed={dossier.status === 'closed'} />}
      renderDocuments={(dossier, viewer) => <DocumentsPanel dossier={dossier} viewer={viewer} />}
    />
  );
}
