import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useSidebarDossiers } from '../features/dossiers/api/get-sidebar-dossiers.ts';
import { DossiersStartPage } from '../features/dossiers/dossiers-start-page.tsx';
import { useNewDossierLauncher } from '../features/dossiers/new-dossier-launcher.tsx';
import { nl } from '../i18n/nl.ts';
import { useCurrentUser } from '../lib/current-user.ts';

// The first steps load apart from the start page (their reads of users, relations and billing with them): only an
// admin sees them, and the signed-in app's first load stays as it was (issue 25).
const FirstStepsCard = lazy(() =>
  import('./first-steps-card.tsx').then((m) => ({ default: m.FirstStepsCard })),
);

/**
 * /app without a dossier: the start page, with an admin's first steps under it until done or dismissed; a
 * colleague with no dossier yet gets the 'Nieuw dossier' button there (an empty state carries its action).
 */
export function StartPage() {
  const { data: me } = useCurrentUser();
  const { data: dossiers } = useSidebarDossiers();
  const newDossier = useNewDossierLauncher();
  if (me?.role === 'admin') {
    return (
      <DossiersStartPage>
        <Suspense fallback={null}>
          <FirstStepsCard me={me} />
        </Suspense>
      </DossiersStartPage>
    );
  }
  return (
    <DossiersStartPage>
      {me?.role === 'user' && dossiers?.length === 0 ? (
        <>
          <Button leftSection={<IconPlus aria-hidden size={18} />} onClick={newDossier.open}>
            {nl.dossiers.newDossier}
          </Button>
          {newDossier.element}
        </>
      ) : null}
    </DossiersStartPage>
  );
}
