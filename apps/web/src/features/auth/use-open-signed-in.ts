import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { currentUserQueryOptions } from '../../lib/current-user.ts';
import { markEnrolmentRequired } from '../../lib/enrolment-required.ts';
import { storeAccessToken } from '../../lib/session.ts';
import { preloadSignedInScreens } from '../../lib/signed-in-preload.ts';
import { latestDossierQueryOptions } from './api/get-latest-dossier.ts';

/**
 * Stores a fresh session and opens the app, as a login does (SPEC.md section 4: the latest dossier, with none the
 * dossier start page): after a password, its second step, a passkey, or a welcome link that set the first password
 * (issue 25). A company that demands a second factor: the session may only enrol (the app's guard keeps it there).
 */
export function useOpenSignedIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async ({ token, enrolmentRequired }: { token: string; enrolmentRequired: boolean }) => {
    queryClient.clear();
    storeAccessToken(token);
    if (enrolmentRequired) {
      markEnrolmentRequired();
      navigate('/two-step-setup', { replace: true });
      return;
    }
    // Issue 25, no request waterfall: the user is asked beside the latest dossier, not after the app's code.
    void queryClient.prefetchQuery(currentUserQueryOptions(token));
    const latest = queryClient.fetchQuery(latestDossierQueryOptions()).catch(() => null);
    // The app's and the dossier's code meanwhile, after these two calls (the first on the connections).
    preloadSignedInScreens();
    const latestDossier = await latest;
    navigate(latestDossier ? `/app/dossier/${latestDossier.id}` : '/app', { replace: true });
  };
}
