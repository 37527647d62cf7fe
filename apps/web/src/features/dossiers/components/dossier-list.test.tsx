// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sidebarItem, uuidFor } from '../../../test-support/factories.ts';
import { TestProviders } from '../../../test-support/render-signed-in.tsx';
import { DossierList } from './dossier-list.tsx';

afterEach(cleanup);

describe('the dossier list of a user in 2,000 dossiers', () => {
  const dossiers = Array.from({ length: 2000 }, (_, index) =>
    sidebarItem(uuidFor(index + 1), 59 - (index % 60), { title: `Dossier ${index + 1}` }),
  );

  it('puts only the rows near the view in the DOM, the newest first and the open one highlighted', async () => {
    render(
      <TestProviders>
        <DossierList dossiers={dossiers} currentId={uuidFor(2)} />
      </TestProviders>,
    );
    await screen.findByText('Dossier 1', { exact: true });
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(100);
    expect(rows[0].textContent).toContain('Dossier 1');
    expect(screen.getByRole('link', { name: /Dossier 2\b/ }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByText('Dossier 2000')).toBeNull();
  });
});

describe('a closed dossier in the list (issue 24)', () => {
  it("looks closed (a lock, 'Gesloten', a muted row) and still opens, to be read", async () => {
    const open = sidebarItem(uuidFor(1), 30, { title: 'Lopend dossier' });
    const closed = sidebarItem(uuidFor(2), 20, { title: 'Afgerond dossier', status: 'closed' });
    render(
      <TestProviders>
        <DossierList dossiers={[open, closed]} currentId={undefined} />
      </TestProviders>,
    );
    const closedRow = await screen.findByRole('link', { name: /Afgerond dossier/ });
    expect(closedRow.getAttribute('href')).toBe(`/app/dossier/${uuidFor(2)}`);
    expect(within(closedRow).getByText('Gesloten')).toBeTruthy();
    expect(closedRow.querySelector('svg.tabler-icon-lock')).not.toBeNull();
    expect(closedRow.getAttribute('data-status')).toBe('closed');
    expect(closedRow.style.background).toContain('gray-0');

    const openRow = screen.getByRole('link', { name: /Lopend dossier/ });
    expect(within(openRow).queryByText('Gesloten')).toBeNull();
    expect(openRow.querySelector('svg.tabler-icon-lock')).toBeNull();
  });
});
