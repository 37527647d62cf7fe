import { lazy, Suspense } from 'react';
import { DossiersStartPage } from '../features/dossiers/dossiers-start-page.tsx';
import { useCurrentUser } from '../lib/current-user.ts';

// The first steps load apart from the start page (their reads of users, relations and billing with them): only an
// admin sees them, and the signed-in app's first load stays as it was (issue 25).
const FirstStepsCard = lazy(() =>
  import('./first-steps-card.tsx').then((m) => ({ default: m.FirstStepsCard })),
);

/** /app without a dossier: the start page, with an admin's first steps under it until done or dismissed. */
export function StartPage() {
  const { data: me } = useCurrentUser();
  return (
    <DossiersStartPage>
      {me?.role === 'admin' ? (
        <Suspense fallback={null}>
          <FirstStepsCard me={me} />
        </Suspense>
      ) : null}
    </DossiersStartPage>
  );
}
