import type { DossierResponse } from '@dossier/contract';
import { Alert, Box, Tabs } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { OpenedOnce } from '../../components/opened-once.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { nl } from '../../i18n/nl.ts';
import { statusOf } from '../../lib/api-client.ts';
import { useCurrentUser } from '../../lib/current-user.ts';
import { useDossier } from './api/get-dossier.ts';
import { useDossierData } from './api/get-dossier-data.ts';
import { useMarkReadOnEnterAndLeave } from './api/mark-dossier-read.ts';
import { useDossierAccess } from './api/validate-dossier-access.ts';
import { AccessExpiredOverlay } from './components/access-expired-overlay.tsx';
import { CloseRequestBanner } from './components/close-request-banner.tsx';
import { DossierHeader } from './components/dossier-header.tsx';
import { GuestInvitedLine } from './components/guest-invited-line.tsx';
import type { Viewer } from './dossier-rules.ts';
import { useGuestAccess } from './use-guest-access.ts';

const GuestNameStep = lazy(() => import('./components/guest-name-step.tsx'));
const SidePanelDrawer = lazy(() => import('./components/side-panel-drawer.tsx'));

/** What the dossier hears from its chat. */
export interface ChatHooks {
  /** The chat's first page is on screen: only now is the dossier marked read on entering (its unread flags came). */
  onLoaded: () => void;
}

interface DossierViewProps {
  /** The chat of the dossier, composed in by the router (features do not import each other). */
  renderChat: (dossier: DossierResponse, hooks: ChatHooks) => ReactNode;
  /** The dossier's documents for this user: beside the chat on wide screens, in a drawer on small ones. */
  renderDocuments: (dossier: DossierResponse, viewer: Viewer) => ReactNode;
  /** The invoices between the dossier's two companies, under a tab beside the documents. */
  renderInvoices?: (dossier: DossierResponse, viewer: Viewer) => ReactNode;
  /** What a link into the dossier opens over it (a search hit's document preview): rendered once, not per panel copy. */
  renderLinkTarget?: (dossier: DossierResponse) => ReactNode;
}

/** The side panel shows from this breakpoint on; below it the header offers the documents in a drawer. */
const DOCUMENTS_PANEL_FROM = 'lg';

const FILL = { display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 } as const;

function LoadError({ notFound }: { notFound: boolean }) {
  return (
    <Box p="xl">
      <Alert color="red" variant="light" role="alert">
        {notFound ? nl.dossiers.notFound : nl.dossiers.loadFailed}
      </Alert>
    </Box>
  );
}

interface SidePanelProps extends Omit<DossierViewProps, 'renderChat' | 'renderLinkTarget'> {
  dossier: DossierResponse;
  viewer: Viewer;
}

/**
 * The documents, and where two companies share the dossier the invoices under a second tab. A tab's content mounts
 * when it is chosen: the invoices load when someone looks at them.
 */
function SidePanel({ dossier, viewer, renderDocuments, renderInvoices }: SidePanelProps) {
  if (!renderInvoices) return renderDocuments(dossier, viewer);
  return (
    <Tabs defaultValue="documents" keepMounted={false}>
      <Tabs.List grow mb="md">
        <Tabs.Tab value="documents">{nl.documents.title}</Tabs.Tab>
        <Tabs.Tab value="invoices">{nl.invoices.title}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="documents">{renderDocuments(dossier, viewer)}</Tabs.Panel>
      <Tabs.Panel value="invoices">{renderInvoices(dossier, viewer)}</Tabs.Panel>
    </Tabs>
  );
}

/**
 * /app/dossier/{id}: header with the dossier menu, the chat, and the document panel (SPEC.md section 2).
 * A guest's access is checked first; once it is over, the overlay covers the dossier (SPEC.md section 4).
 */
export function DossierView({
  renderChat,
  renderDocuments,
  renderInvoices,
  renderLinkTarget,
}: DossierViewProps) {
  const { dossierId = '' } = useParams();
  const user = useCurrentUser().data;
  const access = useGuestAccess(dossierId, user);
  // The same query as the access check's: who invited a guest, and whether they still have to give their name.
  const guestAccess = useDossierAccess(dossierId, user?.role === 'viewer').data;
  const mayLoad = access.state === 'member' || access.state === 'valid';
  const { data: dossier, isPending, error } = useDossier(dossierId, mayLoad);
  const data = useDossierData(dossierId, mayLoad);
  // The dossier whose chat has loaded its first page: entering it counts from then on.
  const [chatLoaded, setChatLoaded] = useState<string | null>(null);
  const onChatLoaded = useCallback(() => setChatLoaded(dossierId), [dossierId]);
  useMarkReadOnEnterAndLeave(dossierId, mayLoad, chatLoaded === dossierId);
  const [documentsDrawer, setDocumentsDrawer] = useState(false);

  if (access.state === 'failed') return <LoadError notFound={access.failedStatus === 404} />;
  const expired = access.state === 'expired';
  if (expired && !dossier) {
    return (
      <Box pos="relative" style={FILL}>
        <AccessExpiredOverlay dossierId={dossierId} />
      </Box>
    );
  }
  if (user && access.state === 'valid' && guestAccess?.needs_name) {
    return (
      <Suspense fallback={<PageLoader />}>
        <GuestNameStep userId={user.id} />
      </Suspense>
    );
  }
  if (access.state === 'checking' || !user || (isPending && !dossier)) return <PageLoader />;
  // A refusal (403) of a guest's refetch leaves the dossier on screen: the access check decides what follows.
  if (!dossier || (error && statusOf(error) !== 403)) return <LoadError notFound={statusOf(error) === 404} />;

  // Invoices go from one company to another: an internal dossier has none to show.
  const invoices = dossier.companies.length >= 2 ? renderInvoices : undefined;
  const side = { dossier, viewer: user, renderDocuments, renderInvoices: invoices };
  const sideTitle = invoices ? nl.invoices.sidePanel : nl.documents.title;

  return (
    <Box pos="relative" style={FILL}>
      <Box inert={expired} aria-hidden={expired || undefined} style={FILL}>
        <DossierHeader
          key={dossier.id}
          dossier={dossier}
          viewer={user}
          data={data.data}
          dataFailed={data.isError}
          documentsHiddenFrom={DOCUMENTS_PANEL_FROM}
          sidePanelTitle={sideTitle}
          onOpenDocuments={() => setDocumentsDrawer(true)}
        />
        <Box style={{ display: 'flex', flex: 1, minHeight: 0 }}>
          {/* A new chat after a guest's access came back: it catches up on what was said meanwhile. */}
          <Box
            key={`${dossier.id}:${access.restoredCount}`}
            style={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}
          >
            <GuestInvitedLine access={guestAccess} />
            <CloseRequestBanner dossier={dossier} viewer={user} />
            {renderChat(dossier, { onLoaded: onChatLoaded })}
          </Box>
          <Box
            component="aside"
            aria-label={sideTitle}
            w={invoices ? 340 : 300}
            p="md"
            visibleFrom={DOCUMENTS_PANEL_FROM}
            style={{ flexShrink: 0, borderLeft: '1px solid var(--mantine-color-gray-3)', overflowY: 'auto' }}
          >
            <SidePanel {...side} />
          </Box>
        </Box>
        <OpenedOnce opened={documentsDrawer}>
          {(opened) => (
            <SidePanelDrawer
              opened={opened}
              onClose={() => setDocumentsDrawer(false)}
              title={sideTitle}
              hiddenFrom={DOCUMENTS_PANEL_FROM}
            >
              <SidePanel {...side} />
            </SidePanelDrawer>
          )}
        </OpenedOnce>
        {expired ? null : renderLinkTarget?.(dossier)}
      </Box>
      {expired ? <AccessExpiredOverlay dossierId={dossierId} /> : null}
    </Box>
  );
}
