import type { DossierResponse } from '@dossier/contract';
import { lazy, Suspense } from 'react';
import { PageLoader } from '../components/page-loader.tsx';
import { useBillingProfile } from '../features/billing/api/get-billing-profile.ts';
import { ChatPanel } from '../features/chat/components/chat-panel.tsx';
import { DocumentsPanel } from '../features/documents/components/documents-panel.tsx';
import type { Viewer } from '../features/dossiers/dossier-rules.ts';
import { DossierView } from '../features/dossiers/dossier-view.tsx';

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

/** /app/dossier/{id}: the dossier screen with its chat, documents and invoices (features are composed here, never inside each other). */
export function DossierPage() {
  return (
    <DossierView
      renderChat={(dossier) => <ChatPanel dossierId={dossier.id} closed={dossier.status === 'closed'} />}
      renderDocuments={(dossier, viewer) => <DocumentsPanel dossier={dossier} viewer={viewer} />}
      renderInvoices={(dossier, viewer) => <DossierInvoices dossier={dossier} viewer={viewer} />}
    />
  );
}
