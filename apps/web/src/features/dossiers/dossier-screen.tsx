import type { DossierResponse } from '@dossier/contract';
import { Alert, Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { nl } from '../../i18n/nl.ts';
import { statusOf } from '../../lib/api-client.ts';
import { useCurrentUser } from '../../lib/current-user.ts';
import { useDossier } from './api/get-dossier.ts';
import { useDossierData } from './api/get-dossier-data.ts';
import { useMarkReadOnEnterAndLeave } from './api/mark-dossier-read.ts';
import { AccessExpiredOverlay } from './components/access-expired-overlay.tsx';
import { DocumentsPanel } from './components/documents-panel.tsx';
import { DossierHeader } from './components/dossier-header.tsx';
import { useGuestAccess } from './use-guest-access.ts';

interface DossierScreenProps {
  /** The chat of the dossier, composed in by the router (features do not import each other). */
  renderChat: (dossier: DossierResponse) => ReactNode;
}

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

/**
 * /app/dossier/{id}: header with the dossier menu, the chat, and the document panel (SPEC.md section 2).
 * A guest's access is checked first; once it is over, the overlay covers the dossier (SPEC.md section 4).
 */
export function DossierScreen({ renderChat }: DossierScreenProps) {
  const { dossierId = '' } = useParams();
  const user = useCurrentUser().data;
  const access = useGuestAccess(dossierId, user);
  const mayLoad = access.state === 'member' || access.state === 'valid';
  const { data: dossier, isPending, error } = useDossier(dossierId, mayLoad);
  const data = useDossierData(dossierId, mayLoad);
  useMarkReadOnEnterAndLeave(dossierId, mayLoad);

  if (access.state === 'failed') return <LoadError notFound={access.failedStatus === 404} />;
  const expired = access.state === 'expired';
  if (expired && !dossier) {
    return (
      <Box pos="relative" style={FILL}>
        <AccessExpiredOverlay dossierId={dossierId} />
      </Box>
    );
  }
  if (access.state === 'checking' || !user || (isPending && !dossier)) return <PageLoader />;
  // A refusal (403) of a guest's refetch leaves the dossier on screen: the access check decides what follows.
  if (!dossier || (error && statusOf(error) !== 403)) return <LoadError notFound={statusOf(error) === 404} />;

  return (
    <Box pos="relative" style={FILL}>
      <Box inert={expired} aria-hidden={expired || undefined} style={FILL}>
        <DossierHeader
          key={dossier.id}
          dossier={dossier}
          viewer={user}
          data={data.data}
          dataFailed={data.isError}
        />
        <Box style={{ display: 'flex', flex: 1, minHeight: 0 }}>
          {/* A new chat after a guest's access came back: it catches up on what was said meanwhile. */}
          <Box
            key={`${dossier.id}:${access.restoredCount}`}
            style={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}
          >
            {renderChat(dossier)}
          </Box>
          <DocumentsPanel />
        </Box>
      </Box>
      {expired ? <AccessExpiredOverlay dossierId={dossierId} /> : null}
    </Box>
  );
}
