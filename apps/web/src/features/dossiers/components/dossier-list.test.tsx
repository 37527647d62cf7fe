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
