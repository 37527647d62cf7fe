// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sidebarItem } from '../../../test-support/factories.ts';
import { TestProviders } from '../../../test-support/render-signed-in.tsx';
import { DossierList } from './dossier-list.tsx';

afterEach(cleanup);

// Its own file: the list's code (react-virtuoso) must not have loaded yet when the first test renders.
describe('the dossier list before its list code has loaded (issue 25)', () => {
  it('shows the first 40 dossiers plainly at once, then the virtualised list takes over', async () => {
    const dossiers = Array.from({ length: 300 }, (_, index) =>
      sidebarItem(`00000000-0000-4000-8000-${String(index).padStart(12, '0')}`, index, {
        title: `Dossier ${index + 1}`,
      }),
    );
    const { container } = render(
      <TestProviders>
        <DossierList dossiers={dossiers} currentId={undefined} />
      </TestProviders>,
    );
    expect(container.querySelector('[data-virtuoso-scroller]')).toBeNull();
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(40);
    expect(rows[0].textContent).toContain('Dossier 1');
    expect(rows[39].textContent).toContain('Dossier 40');

    await waitFor(() => expect(container.querySelector('[data-virtuoso-scroller]')).not.toBeNull());
    expect(screen.getAllByText(/^Dossier \d+$/).length).toBeLessThan(40);
  });
});
