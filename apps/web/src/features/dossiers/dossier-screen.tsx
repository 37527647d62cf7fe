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
import { DocumentsPanel } from './components/documents-panel.tsx';
import { DossierHeader } from './components/dossier-header.tsx';

interface DossierScreenProps {
  /** The chat of the dossier, composed in by the router (features do not import each other). */
  renderChat: (dossier: DossierResponse) => ReactNode;
}

/** /app/dossier/{id}: header with the dossier menu, the chat, and the document panel (SPEC.md section 2). */
export function DossierScreen({ renderChat }: DossierScreenProps) {
  const { dossierId = '' } = useParams();
  const { data: dossier, isPending, error } = useDossier(dossierId);
  const data = useDossierData(dossierId);
  const user = useCurrentUser().data;
  useMarkReadOnEnterAndLeave(dossierId);

  if (isPending || !user) return <PageLoader />;
  if (error || !dossier) {
    return (
      <Box p="xl">
        <Alert color="red" variant="light" role="alert">
          {statusOf(error) === 404 ? nl.dossiers.notFound : nl.dossiers.loadFailed}
        </Alert>
      </Box>
    );
  }

  return (
    <Box style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <DossierHeader
        key={dossier.id}
        dossier={dossier}
        viewer={user}
        data={data.data}
        dataFailed={data.isError}
      />
      <Box style={{ display: 'flex', flex: 1, minHeight: 0 }}>
        <Box key={dossier.id} style={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
          {renderChat(dossier)}
        </Box>
        <DocumentsPanel />
      </Box>
    </Box>
  );
}
