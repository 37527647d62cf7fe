import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router';
import { dossierQueryOptions } from '../features/dossiers/api/get-dossier.ts';
import { sidebarDossiersQueryOptions } from '../features/dossiers/api/get-sidebar-dossiers.ts';
import { nl } from '../i18n/nl.ts';

/** The signed-in app's screens by path, with the name the browser tab shows (the dossier screen names its dossier). */
const SCREENS: Record<string, string> = {
  '/app': nl.product.name,
  '/app/users': nl.users.title,
  '/app/relations': nl.relations.title,
  '/app/billing': nl.billing.title,
  '/app/account': nl.shell.account,
  '/app/account/password': nl.auth.changePassword.title,
};

/** The tab's title: the unread messages over all dossiers first, when there are any ('(3) Relaties'). */
export const tabTitle = (screen: string, unread: number) => (unread > 0 ? `(${unread}) ${screen}` : screen);

const DOSSIER_SCREEN = '/app/dossier/:dossierId/*';

/**
 * The browser tab's title inside the signed-in app (issue 25): the screen's name, or the open dossier's title, after
 * the number of unread messages summed over the dossier list. Both are read from the query cache, never fetched
 * here, so the title follows each live change of the list (a new message, a dossier read). Back to the product's
 * name when the app is left.
 */
export function AppTitle() {
  const { pathname } = useLocation();
  const dossierId = matchPath(DOSSIER_SCREEN, pathname)?.params.dossierId;
  const list = useQuery({ ...sidebarDossiersQueryOptions(), enabled: false });
  const dossier = useQuery({ ...dossierQueryOptions(dossierId ?? ''), enabled: false });
  const unread = (list.data ?? []).reduce((sum, item) => sum + Math.max(0, item.unread_count), 0);
  const screen = dossierId
    ? (list.data?.find((item) => item.id === dossierId)?.title ?? dossier.data?.title ?? nl.product.name)
    : (SCREENS[pathname.replace(/\/+$/, '') || '/app'] ?? nl.product.name);
  const title = tabTitle(screen, unread);

  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(
    () => () => {
      document.title = nl.product.name;
    },
    [],
  );
  return null;
}
