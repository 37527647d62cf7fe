// @vitest-environment happy-dom
import type { DossierDataResponse } from '@dossier/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
  fakes.api.on('GET', '/api/v1/dossiers/:id/notifications', () => ({ muted: false }));
});
afterEach(() => vi.restoreAllMocks());

const dossier = dossierOf();

function showHeader({ data, dataFailed }: { data?: DossierDataResponse; dataFailed: boolean }) {
  renderSignedIn(
    <DossierHeader
      dossier={dossier}
      viewer={user({ role: 'user' })}
      data={data}
      dataFailed={dataFailed}
      documentsHiddenFrom="lg"
      sidePanelTitle="Documenten"
      onOpenDocuments={() => undefined}
    />,
  );
}

const menuButton = () => findDossierMenuButton();
const item = (name: string) => screen.queryByRole('menuitem', { name, hidden: true });

describe("'Dossier verlaten' without the dossier's data (issue 24)", () => {
  it('stays on the menu when the data failed to load: the server counts the colleagues', async () => {
    showHeader({ dataFailed: true });
    await userEvent.click(await menuButton());
    await screen.findByRole('menuitem', { name: 'Dossiergegevens', hidden: true });
    expect(item('Dossier verlaten')).toBeTruthy();
  });

  it('waits for the data while it loads', async () => {
    showHeader({ dataFailed: false });
    await userEvent.click(await menuButton());
    await screen.findByRole('menuitem', { name: 'Dossiergegevens', hidden: true });
    expect(item('Dossier verlaten')).toBeNull();
  });

  it('asks first and leaves nothing when cancelled', async () => {
    fakes.api.on('PATCH', '/api/v1/dossiers/:id/users/:userId', () => ({ status: 204 }));
    showHeader({ dataFailed: true });
    await userEvent.click(await menuButton());
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Dossier verlaten', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Dossier verlaten?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(fakes.api.requestsTo('PATCH', '/api/v1/dossiers/:id/users/:userId')).toHaveLength(0);
  });
});

describe('focus after a dialog of the dossier menu (issue 24)', () => {
  it("returns to the menu's button when the dialog closes by 'Annuleren'", async () => {
    showHeader({ dataFailed: true });
    const target = await menuButton();
    await userEvent.click(target);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Dossier verlaten', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Dossier verlaten?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(document.activeElement).toBe(target));
  });

  it("returns to the menu's button when the dialog closes by Escape", async () => {
    showHeader({ dataFailed: true });
    const target = await menuButton();
    await userEvent.click(target);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Dossiergegevens', hidden: true }));
    await screen.findByRole('dialog', { name: 'Dossiergegevens' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Dossiergegevens' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(target));
  });
});
