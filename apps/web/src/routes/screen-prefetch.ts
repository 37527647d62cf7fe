import type { QueryClient } from '@tanstack/react-query';
import { messageHistoryQueryOptions } from '../features/chat/api/get-message-page.ts';
import { documentsQueryOptions } from '../features/documents/api/get-documents.ts';
import { getDossierNotifications } from '../features/dossiers/api/dossier-notifications.ts';
import { dossierQueryOptions } from '../features/dossiers/api/get-dossier.ts';
import { getDossierData } from '../features/dossiers/api/get-dossier-data.ts';
import { sidebarDossiersQueryOptions } from '../features/dossiers/api/get-sidebar-dossiers.ts';
import { dossierKeys } from '../features/dossiers/api/query-keys.ts';
import { currentUserQueryOptions } from '../lib/current-user.ts';
import { dossierLinkParams } from '../lib/dossier-links.ts';
import { isEnrolmentRequired } from '../lib/enrolment-required.ts';
import { getAccessToken } from '../lib/session.ts';

/**
 * Issue 25, no request waterfall: the calls a screen makes, started together by its route's loader while the
 * screen's code is still loading, into the same cache entries the screen's hooks read (they then find them
 * answered or in flight). Without it the shell asked for the user only once its code ran, the dossier once the
 * user was known, and the chat and the documents once the dossier was: three rounds after the code.
 * Nothing here throws or waits for an answer on the way to the screen: a failed call is the screen's to show.
 */

/** The session's token, unless there is none or it may only enrol a second factor first (issue 23: it asks nothing else). */
function usableToken(): string | null {
  const token = getAccessToken();
  return token === null || isEnrolmentRequired() ? null : token;
}

/** /app: the signed-in user and the dossier list of the sidebar. */
export function prefetchAppArea(queryClient: QueryClient): void {
  const token = usableToken();
  if (token === null) return;
  void queryClient.prefetchQuery(currentUserQueryOptions(token));
  void queryClient.prefetchQuery(sidebarDossiersQueryOptions());
}

/**
 * /app/dossier/{id}: the dossier, its data, its mail setting, its documents and the chat's newest page, all at
 * once. A guest's screen checks the access first (SPEC.md section 4) and asks nothing before that answer, so for
 * a guest only the user is fetched (known from the login already, or fetched here first).
 */
export async function prefetchDossierScreen(
  queryClient: QueryClient,
  dossierId: string,
  search: URLSearchParams,
): Promise<void> {
  const token = usableToken();
  if (token === null) return;
  const user = await queryClient.ensureQueryData(currentUserQueryOptions(token)).catch(() => undefined);
  if (user === undefined || user.role === 'viewer') return;
  void queryClient.prefetchQuery(dossierQueryOptions(dossierId));
  void queryClient.prefetchQuery({
    queryKey: dossierKeys.data(dossierId),
    queryFn: () => getDossierData(dossierId),
  });
  void queryClient.prefetchQuery({
    queryKey: dossierKeys.notifications(dossierId),
    queryFn: () => getDossierNotifications(dossierId),
  });
  void queryClient.prefetchQuery(documentsQueryOptions(dossierId));
  // A link to a message opens the chat around it (another query): the newest page is not what shows.
  if (!search.has(dossierLinkParams.message))
    void queryClient.prefetchInfiniteQuery(messageHistoryQueryOptions(dossierId));
}
