// @vitest-environment happy-dom
import type { SidebarItem } from '@dossier/contract';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { dossierKeys } from '../features/dossiers/api/query-keys.ts';
import { DossierSidebar } from '../features/dossiers/dossier-sidebar.tsx';
import { chatFrame, chatMessage, dossierOf, ids, sidebarItem, user } from '../test-support/factories.ts';
import { FakeWebSocket } from '../test-support/fake-web-socket.ts';
import { renderSignedIn, setUpSignedInFakes } from '../test-support/render-signed-in.tsx';
import { AppTitle } from './app-title.tsx';

const fakes = setUpSignedInFakes();
const HISTORY = ids.dossier;
const OFFICE = '0b5c6d7e-1f2a-4b3c-8d4e-5f6a7b8c9d0e';
const STORE = ids.otherDossier;
let listed: SidebarItem[];

beforeEach(() => {
  document.title = 'Dossiers';
  listed = [
    sidebarItem(HISTORY, 30, { title: 'Lange geschiedenis', unread_count: 1 }),
    sidebarItem(OFFICE, 20, { title: 'Kantoor' }),
    sidebarItem(STORE, 10, { title: 'Magazijn', unread_count: 2 }),
  ];
  fakes.api.on('GET', '/api/v1/users/me', () => user()).on('GET', '/app/sidebar/dossiers', () => listed);
});

/** The title on `path`, with the dossier list that fetches and keeps the cache live, as the app shell has it. */
async function openAt(path: string) {
  const view = renderSignedIn(
    <>
      <AppTitle />
      <DossierSidebar />
    </>,
    { path },
  );
  await screen.findByRole('link', { name: /Magazijn/ });
  return view;
}

describe('the browser tab title in the app (issue 25)', () => {
  it.each([
    ['/app', '(3) Dossiers'],
    ['/app/relations', '(3) Relaties'],
    ['/app/users', '(3) Gebruikers'],
    ['/app/billing', '(3) Facturatiegegevens'],
    ['/app/account', '(3) Account'],
    ['/app/account/password', '(3) Wachtwoord wijzigen'],
    [`/app/dossier/${HISTORY}`, '(3) Lange geschiedenis'],
  ])('on %s: %s', async (path, title) => {
    await openAt(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('changes the count live as the dossier list changes, and shows none at 0', async () => {
    const { queryClient } = await openAt('/app/relations');
    await waitFor(() => expect(document.title).toBe('(3) Relaties'));

    // A message from someone else in a dossier that is not open: the list's unread badge and the title go up.
    act(() => FakeWebSocket.latest().open());
    await waitFor(() => expect(fakes.api.requestsTo('GET', '/app/sidebar/dossiers')).toHaveLength(2));
    const message = chatMessage(6, {
      dossier_id: `dossier:${OFFICE}`,
      sender_id: '55555555-5555-4555-8555-555555555555',
      message: 'Vloer is gestort',
    });
    act(() => FakeWebSocket.latest().receive(chatFrame(message)));
    await waitFor(() => expect(document.title).toBe('(4) Relaties'));

    // Everything read: no count at all.
    act(() =>
      queryClient.setQueryData<SidebarItem[]>(dossierKeys.sidebar, (items) =>
        items?.map((item) => ({ ...item, unread_count: 0 })),
      ),
    );
    await waitFor(() => expect(document.title).toBe('Relaties'));
  });

  it("names a dossier that is not in the list by its own data, and says 'Dossiers' again when the app is left", async () => {
    const elsewhere = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
    const { queryClient } = renderSignedIn(<AppTitle />, { path: `/app/dossier/${elsewhere}` });
    act(() => {
      queryClient.setQueryData<SidebarItem[]>(dossierKeys.sidebar, listed);
      queryClient.setQueryData(
        dossierKeys.detail(elsewhere),
        dossierOf({ id: elsewhere, title: 'Gastdossier' }),
      );
    });
    await waitFor(() => expect(document.title).toBe('(3) Gastdossier'));
    cleanup();
    expect(document.title).toBe('Dossiers');
  });
});
