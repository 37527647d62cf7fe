import type { DossierResponse } from '@dossier/contract';
import { lazy, Suspense, useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { useBillingProfile } from '../features/billing/api/get-billing-profile.ts';
import { ChatPanel } from '../features/chat/components/chat-panel.tsx';
import { DocumentsPanel } from '../features/documents/components/documents-panel.tsx';
import { LinkedDocument } from '../features/documents/components/linked-document.tsx';
import type { Viewer } from '../features/dossiers/dossier-rules.ts';
import { DossierView } from '../features/dossiers/dossier-view.tsx';
import { dossierLinkParams, linkedDocumentId, linkedMessageId } from '../lib/dossier-links.ts';

// The invoices (forms, dialogs, the money math) load when their tab is first opened.
const InvoicesPanel = lazy(() => import('../features/invoices/components/invoices-panel.tsx'));

/** The invoices with the seller's payment term from the billing profile (a colleague's company; a guest has none). */
function DossierInvoices({ dossier, viewer }: { dossier: DossierResponse; viewer: Viewer }) {
  const profile = useBillingProfile(viewer.role === 'viewer' ? undefined : viewer.company_id);
  return (
    <Suspense fallback={<PageLoader />}>
      <InvoicesPanel dossier={dossier} viewer={viewer} paymentTermDays={profile.data?.payment_term_days} />
    </Suspense>
  );
}

/**
 * What a link into the dossier opens (a search hit): `?bericht=` a message, `?document=` a document; each is
 * forgotten (taken out of the address, without a new history entry) once done with.
 */
function useLinkTargets() {
  const [params, setParams] = useSearchParams();
  const { key } = useLocation();
  const messageId = linkedMessageId(params);
  const forget = useCallback(
    (name: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return {
    // The location's key tells a second click on the same hit from the first: the chat goes back to it.
    jumpTo: messageId === undefined ? undefined : { messageId, key },
    forgetMessage: useCallback(() => forget(dossierLinkParams.message), [forget]),
    documentId: linkedDocumentId(params),
    forgetDocument: useCallback(() => forget(dossierLinkParams.document), [forget]),
  };
}

/** /app/dossier/{id}: the dossier screen with its chat, documents and invoices (features are composed here, never inside each other). */
export function DossierPage() {
  const { jumpTo, forgetMessage, documentId, forgetDocument } = useLinkTargets();
  return (
    <DossierView
      renderChat={(dossier, { onLoaded }) => (
        <ChatPanel
          dossierId={dossier.id}
          closed={dossier.status === 'closed'}
          jumpTo={jumpTo}
          onLeaveJump={forgetMessage}
          onLoaded={onLoaded}
        />
      )}
      renderDocuments={(dossier, viewer) => <DocumentsPanel dossier={dossier} viewer={viewer} />}
      renderInvoices={(dossier, viewer) => <DossierInvoices dossier={dossier} viewer={viewer} />}
      renderLinkTarget={(dossier) =>
        documentId ? (
          <LinkedDocument dossierId={dossier.id} documentId={documentId} onDone={forgetDocument} />
        ) : null
      }
    />
  );
}
