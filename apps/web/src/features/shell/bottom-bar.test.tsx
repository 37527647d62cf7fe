// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../test-support/render-signed-in.tsx';
import { BottomBar } from './bottom-bar.tsx';

afterEach(cleanup);

function openBar(path: string, isAdmin: boolean) {
  const onLogout = vi.fn();
  const onOpenDossiers = vi.fn();
  render(
    <TestProviders path={path}>
      <BottomBar isAdmin={isAdmin} onLogout={onLogout} onOpenDossiers={onOpenDossiers} />
    </TestProviders>,
  );
  return { bar: screen.getByRole('navigation', { name: 'Applicatiemenu' }), onLogout, onOpenDossiers };
}

/** Every destination of the bar in order, by the words a user reads under its icon. */
const labelsOf = (bar: HTMLElement) =>
  [...bar.querySelectorAll('a, button')].map((item) => item.textContent?.trim());

const currentOf = (bar: HTMLElement) =>
  [...bar.querySelectorAll('[aria-current="page"]')].map((item) => item.textContent?.trim());

describe('the bottom bar on a phone (issue 25, item 2)', () => {
  it('offers an admin the rail’s six destinations, each with its name written under the icon', () => {
    const { bar } = openBar('/app/users', true);
    expect(labelsOf(bar)).toEqual([
      'Dossiers',
      'Gebruikers',
      'Relaties',
      'Facturatiegegevens',
      'Account',
      'Uitloggen',
    ]);
    expect(within(bar).getByRole('link', { name: 'Gebruikers' }).getAttribute('href')).toBe('/app/users');
    expect(within(bar).getByRole('link', { name: 'Relaties' }).getAttribute('href')).toBe('/app/relations');
    expect(within(bar).getByRole('link', { name: 'Facturatiegegevens' }).getAttribute('href')).toBe(
      '/app/billing',
    );
  });

  it('offers anyone but an admin (a colleague, a guest) no users, relations or billing', () => {
    const { bar } = openBar('/app/account', false);
    expect(labelsOf(bar)).toEqual(['Dossiers', 'Account', 'Uitloggen']);
    expect(within(bar).queryByRole('link', { name: 'Gebruikers' })).toBeNull();
    expect(within(bar).queryByRole('link', { name: 'Relaties' })).toBeNull();
    expect(within(bar).queryByRole('link', { name: 'Facturatiegegevens' })).toBeNull();
  });

  it.each([
    ['/app', 'Dossiers'],
    ['/app/dossier/7c1d2a0e-0000-4000-8000-000000000001', 'Dossiers'],
    ['/app/relations', 'Relaties'],
    ['/app/billing', 'Facturatiegegevens'],
    ['/app/account', 'Account'],
    ['/app/account/wachtwoord', 'Account'],
  ])('marks where %s is as the current place, and only that', (path, current) => {
    const { bar } = openBar(path, true);
    expect(currentOf(bar)).toEqual([current]);
  });

  it('opens the dossier list and signs out from the keyboard', async () => {
    const { bar, onLogout, onOpenDossiers } = openBar('/app/account', false);
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(within(bar).getByRole('button', { name: 'Dossiers' }));
    await user.keyboard('{Enter}');
    expect(onOpenDossiers).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(document.activeElement).toBe(within(bar).getByRole('link', { name: 'Account' }));
    await user.tab();
    expect(document.activeElement).toBe(within(bar).getByRole('button', { name: 'Uitloggen' }));
    await user.keyboard(' ');
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
