// @vitest-environment happy-dom
import type { SidebarItem } from '@dossier/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { chatFrame, chatMessage, ids, sidebarItem, user } from '../../test-support/factories.ts';
import { FakeWebSocket } from '../../test-support/fake-web-socket.ts';
import { renderSignedIn, setUpSignedInFakes } from '../../test-support/render-signed-in.tsx';
import { DossierSidebar } from './dossier-sidebar.tsx';

const fakes = setUpSignedInFakes();
const OPEN = ids.dossier;
const QUIET = '0b5c6d7e-1f2a-4b3c-8d4e-5f6a7b8c9d0e';
const OTHER = ids.otherDossier;
/** What the server lists: the open dossier newest, then two others. */
let listed: SidebarItem[];

beforeEach(() => {
  listed = [
    sidebarItem(OPEN, 30, { title: 'Hal B' }),
    sidebarItem(QUIET, 20, { title: 'Kantoor' }),
    sidebarItem(OTHER, 10, { title: 'Magazijn', unread_count: 4 }),
  ];
  fakes.api.on('GET', '/api/v1/users/me', () => user()).on('GET', '/app/sidebar/dossiers', () => listed);
});

const list = () => screen.getByRole('list');
/** Someone read the 'Magazijn' dossier up to its newest message. */
const readStatus = (userId: string) => ({
  type: 'read_status',
  dossier_id: `dossier:${OTHER}`,
  user_id: userId,
  read_seq: 9,
});
const rowsInOrder = () => within(list()).getAllByRole('link');
const rowOf = (title: string) => within(list()).getByRole('link', { name: new RegExp(title) });

/** The sidebar beside the open dossier, kept live by the app's syncer, once the list is there. */
async function showSidebar() {
  renderSignedIn(<DossierSidebar />, { path: `/app/dossier/${OPEN}` });
  await screen.findByRole('link', { name: /Magazijn/ });
  act(() => FakeWebSocket.latest().open());
  // Whatever happened before the socket opened is in a fresh list (the reload on open).
  await waitFor(() => expect(fakes.api.requestsTo('GET', '/app/sidebar/dossiers')).toHaveLength(2));
}

describe('the dossier sidebar, live (SPEC.md section 4)', () => {
  it('moves a dossier with a new message to the top and raises its unread badge', async () => {
    await showSidebar();
    const message = chatMessage(6, {
      dossier_id: `dossier:${QUIET}`,
      message: 'Vloer is gestort',
      created_at: '2026-11-22T11:00:00.000Z',
    });
    act(() => FakeWebSocket.latest().receive(chatFrame(message)));
    await waitFor(() => expect(rowOf('Kantoor').textContent).toContain('Vloer is gestort'));
    expect(rowsInOrder()[0]).toBe(rowOf('Kantoor'));
    expect(within(rowOf('Kantoor')).getByLabelText('1 ongelezen')).toBeTruthy();
    expect(rowOf('Hal B').getAttribute('aria-current')).toBe('page');
  });

  it("clears the badge on the current user's own read_status", async () => {
    await showSidebar();
    expect(within(rowOf('Magazijn')).getByLabelText('4 ongelezen')).toBeTruthy();
    act(() => FakeWebSocket.latest().receive(readStatus(ids.colleague)));
    expect(within(rowOf('Magazijn')).queryByLabelText('4 ongelezen')).toBeTruthy();
    act(() => FakeWebSocket.latest().receive(readStatus(ids.me)));
    await waitFor(() => expect(within(rowOf('Magazijn')).queryByLabelText(/ongelezen/)).toBeNull());
  });

  it('reloads the list when a dossier is created', async () => {
    await showSidebar();
    const created = '5d6e7f8a-9b0c-4d1e-8f2a-3b4c5d6e7f8a';
    listed = [sidebarItem(created, 40, { title: 'Nieuwbouw' }), ...listed];
    act(() =>
      FakeWebSocket.latest().receive({
        type: 'dossier_created',
        dossier_id: `dossier:${created}`,
        title: 'x',
      }),
    );
    await screen.findByRole('link', { name: /Nieuwbouw/ });
    expect(fakes.api.requestsTo('GET', '/app/sidebar/dossiers')).toHaveLength(3);
    expect(rowsInOrder()[0].textContent).toContain('Nieuwbouw');
  });
});
