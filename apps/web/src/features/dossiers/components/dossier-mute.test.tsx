// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../lib/toast-host.tsx';
import { dossierOf, user } from '../../../test-support/factories.ts';
import { findDossierMenuButton } from '../../../test-support/lazy-parts.ts';
import { renderSignedIn, setUpSignedInFakes } from '../../../test-support/render-signed-in.tsx';
import { DossierHeader } from './dossier-header.tsx';

const fakes = setUpSignedInFakes();
// happy-dom never finishes the menu's opening transition, so Mantine's focus trap finds nothing to focus and says so.
beforeEach(() => {
  const warn = console.warn;
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('use-focus-trap')) warn(...args);
  });
});
afterEach(() => vi.restoreAllMocks());
const NOTIFICATIONS = '/api/v1/dossiers/:id/notifications';
const dossier = dossierOf();

function showHeader(muted: boolean) {
  fakes.api.on('GET', NOTIFICATIONS, () => ({ muted })).on('PUT', NOTIFICATIONS, (request) => request.body);
  renderSignedIn(
    <>
      <DossierHeader
        dossier={dossier}
        viewer={user()}
        data={undefined}
        dataFailed={false}
        documentsHiddenFrom="lg"
        sidePanelTitle="Documenten"
        onOpenDocuments={() => undefined}
      />
      <ToastHost />
    </>,
  );
}

async function openMenu() {
  await userEvent.click(await findDossierMenuButton());
}

describe("the dossier menu's mail mute (issue 13)", () => {
  it("mutes the dossier's mail for the signed-in member, and shows it in the header", async () => {
    showHeader(false);
    await openMenu();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Meldingen uitzetten', hidden: true }));
    expect(await screen.findByText('Je krijgt geen e-mails meer over dit dossier')).toBeTruthy();
    expect(fakes.api.requestsTo('PUT', NOTIFICATIONS).map((request) => request.body)).toEqual([
      { muted: true },
    ]);
    expect(await screen.findByText('Meldingen uit')).toBeTruthy();
  });

  it('unmutes a muted dossier', async () => {
    showHeader(true);
    expect(await screen.findByText('Meldingen uit')).toBeTruthy();
    await openMenu();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Meldingen aanzetten', hidden: true }));
    expect(await screen.findByText('Je krijgt weer e-mails over dit dossier')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Meldingen uit')).toBeNull());
  });

  it('says when the change failed', async () => {
    showHeader(false);
    fakes.api.on('PUT', NOTIFICATIONS, () => ({ status: 500, body: { detail: 'kapot' } }));
    await openMenu();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Meldingen uitzetten', hidden: true }));
    expect(await screen.findByText('Kon meldingen voor dit dossier niet wijzigen')).toBeTruthy();
  });
});
