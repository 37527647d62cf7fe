import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';

// The 'Nieuw dossier' panel (its form, the relations and users to choose from) loads when first opened.
const NewDossierPanel = lazy(() =>
  import('./components/new-dossier-panel.tsx').then((m) => ({
    default: m.NewDossierPanel,
  })),
);

/**
 * 'Nieuw dossier' wherever it is offered (the sidebar's button, the first steps, an empty list's button): the panel,
 * mounted while open; a created dossier opens.
 */
export function useNewDossierLauncher() {
  const navigate = useNavigate();
  const [opened, panel] = useDisclosure(false);
  const element = opened ? (
    <Suspense fallback={null}>
      <NewDossierPanel
        opened
        onClose={panel.close}
        onCreated={(dossierId) => {
          panel.close();
          navigate(`/app/dossier/${dossierId}`);
        }}
      />
    </Suspense>
  ) : null;
  return { open: panel.open, close: panel.close, element };
}
