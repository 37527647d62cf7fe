// @vitest-environment happy-dom
import type { BillingProfileResponse, RelationResponse, RelationsResponse } from '@dossier/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { NewDossierPanel } from '../features/dossiers/components/new-dossier-panel.tsx';
import { RelationsPage } from '../features/relations/relations-page.tsx';
import { UsersPage } from '../features/users/users-page.tsx';
import { ids, sidebarItem, user } from '../test-support/factories.ts';
import { renderSignedIn, setUpSignedInFakes } from '../test-support/render-signed-in.tsx';
import { StartPage } from './start-page.tsx';

/** Issue 25, item 1: the empty app's first steps, ticked from what the app reads, each with its button. */
const fakes = setUpSignedInFakes();
const BILLING = `/api/v1/companies/${ids.company}/billing`;

const profile = (updatedAt: string | null): BillingProfileResponse => ({
  company_id: ids.company,
  legal_name: 'Bouwbedrijf De Vries',
  street: '',
  postal_code: '',
  city: '',
  country_code: 'NL',
  vat_id: '',
  iban: '',
  payment_term_days: 30,
  invoice_prefix: 'F',
  updated_at: updatedAt,
});

const relation: RelationResponse = {
  relation_id: '44444444-4444-4444-8444-444444444440',
  status: 'active',
  created_at: '2026-10-01T09:00:00.000Z',
  company: {
    id: '44444444-4444-4444-8444-444444444444',
    name: 'Extern BV',
    registration_number: '12345678',
    city: null,
    status: 'active',
    is_meru_client: false,
  },
};

interface World {
  role?: 'admin' | 'user';
  colleagues?: number;
  relations?: RelationsResponse;
  billingSaved?: boolean;
  dossiers?: number;
}

function given(world: World = {}) {
  const me = user({ role: world.role ?? 'admin' });
  const colleagues = Array.from({ length: world.colleagues ?? 0 }, (_, n) =>
    user({ id: `22222222-2222-4222-8222-00000000000${n}`, email: `collega${n}@bouw.test`, role: 'user' }),
  );
  fakes.api
    .on('GET', '/api/v1/users/me', () => me)
    .on('GET', '/api/v1/admin/users', () => [me, ...colleagues])
    .on('GET', '/api/v1/relations', () => world.relations ?? { accepted: [], pending: [], sent: [] })
    .on('GET', BILLING, () => profile(world.billingSaved ? '2026-11-20T10:00:00.000Z' : null))
    .on('GET', '/app/sidebar/dossiers', () =>
      Array.from({ length: world.dossiers ?? 0 }, (_, n) =>
        sidebarItem(`00000000-0000-4000-8000-00000000000${n}`, n),
      ),
    );
}

function open() {
  renderSignedIn(
    <Routes>
      <Route path="/app" element={<StartPage />} />
      <Route path="/app/users" element={<UsersPage />} />
      <Route path="/app/relations" element={<RelationsPage />} />
      <Route path="/app/billing" element={<p>Facturatiegegevens-scherm</p>} />
      <Route path="/app/dossier/:id" element={<p>Een dossier</p>} />
    </Routes>,
  );
}

// The checklist's code loads lazily: on a busy machine its first import takes a moment.
const checklist = () => screen.findByRole('region', { name: 'Aan de slag' }, { timeout: 5000 });
const stepOf = (list: HTMLElement, key: string) => list.querySelector<HTMLElement>(`[data-step="${key}"]`)!;

beforeEach(() => {
  localStorage.removeItem(`first_steps_dismissed:${ids.me}`);
});

describe('the first steps of an empty app', () => {
  it('lists the four steps to do, each with its button, under the empty state', async () => {
    given();
    open();
    const list = await checklist();
    expect(screen.getByRole('heading', { name: 'Nog geen dossiers' })).toBeTruthy();
    expect(within(list).getByText('0 van 4 gedaan')).toBeTruthy();
    const invite = within(stepOf(list, 'invite'));
    expect(invite.getByText("Nodig collega's uit")).toBeTruthy();
    expect(invite.getByText('Nog te doen')).toBeTruthy();
    expect(invite.getByRole('link', { name: "Collega's uitnodigen" }).getAttribute('href')).toBe(
      '/app/users',
    );
    expect(
      within(stepOf(list, 'relation')).getByRole('link', { name: 'Relatie toevoegen' }).getAttribute('href'),
    ).toBe('/app/relations');
    expect(
      within(stepOf(list, 'billing')).getByRole('link', { name: 'Facturatiegegevens' }).getAttribute('href'),
    ).toBe('/app/billing');
    expect(within(stepOf(list, 'dossier')).getByRole('button', { name: 'Nieuw dossier' })).toBeTruthy();
  });

  it('ticks each step done from the data: a colleague, a sent request, a saved profile', async () => {
    given({
      colleagues: 1,
      relations: { accepted: [], pending: [], sent: [relation] },
      billingSaved: true,
    });
    open();
    const list = await checklist();
    expect(within(list).getByText('3 van 4 gedaan')).toBeTruthy();
    for (const key of ['invite', 'relation', 'billing']) {
      const step = within(stepOf(list, key));
      expect(step.getByText('Gedaan')).toBeTruthy();
      expect(step.queryByRole('link')).toBeNull();
    }
    expect(within(stepOf(list, 'dossier')).getByText('Nog te doen')).toBeTruthy();
  });

  it('is gone once every step is done', async () => {
    given({
      colleagues: 2,
      relations: { accepted: [relation], pending: [], sent: [] },
      billingSaved: true,
      dossiers: 1,
    });
    open();
    expect(await screen.findByRole('heading', { name: 'Kies een dossier' })).toBeTruthy();
    // The lazily loaded checklist has read everything (the billing profile is its own read), and shows nothing.
    await waitFor(() => expect(fakes.api.requestsTo('GET', BILLING)).toHaveLength(1), { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Aan de slag' })).toBeNull();
  });

  it('stays hidden once dismissed, in this browser', async () => {
    given();
    open();
    const list = await checklist();
    await userEvent.click(within(list).getByRole('button', { name: 'Checklist verbergen' }));
    expect(screen.queryByRole('region', { name: 'Aan de slag' })).toBeNull();
    expect(localStorage.getItem(`first_steps_dismissed:${ids.me}`)).toBe('1');
  });

  it('is only for an admin: a colleague sees the empty state alone and reads nothing of the admin screens', async () => {
    given({ role: 'user' });
    open();
    expect(await screen.findByRole('heading', { name: 'Nog geen dossiers' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Aan de slag' })).toBeNull();
    expect(fakes.api.requestsTo('GET', '/api/v1/admin/users')).toHaveLength(0);
  });

  it("gives a colleague's empty list its action: 'Nieuw dossier' opens the panel", async () => {
    given({ role: 'user' });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Nieuw dossier' }));
    expect(await screen.findByRole('dialog', { name: 'Nieuw dossier' })).toBeTruthy();
  });

  it("shows a colleague no button once there are dossiers (the list's own button stays)", async () => {
    given({ role: 'user', dossiers: 1 });
    open();
    expect(await screen.findByRole('heading', { name: 'Kies een dossier' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nieuw dossier' })).toBeNull();
  });
});

describe('the buttons of the first steps', () => {
  it("'Collega's uitnodigen' opens the users screen with its invite open", async () => {
    given();
    open();
    await userEvent.click(within(await checklist()).getByRole('link', { name: "Collega's uitnodigen" }));
    expect(await screen.findByRole('dialog', { name: 'Nieuwe gebruiker' })).toBeTruthy();
  });

  it("'Relatie toevoegen' opens the relations screen with 'Nieuwe relatie' open", async () => {
    given();
    open();
    await userEvent.click(within(await checklist()).getByRole('link', { name: 'Relatie toevoegen' }));
    expect(await screen.findByRole('dialog', { name: 'Nieuwe relatie' })).toBeTruthy();
  });

  it("'Nieuw dossier' opens the panel in place", async () => {
    given();
    open();
    await userEvent.click(within(await checklist()).getByRole('button', { name: 'Nieuw dossier' }));
    expect(await screen.findByRole('dialog', { name: 'Nieuw dossier' })).toBeTruthy();
  });
});

describe("'Nieuw dossier' without relations", () => {
  const panel = async () => {
    renderSignedIn(<NewDossierPanel opened onClose={() => undefined} onCreated={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Nieuw dossier' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Nee' }));
    return dialog;
  };

  it('gives an admin the link to the relations screen', async () => {
    given();
    const dialog = await panel();
    const link = await within(dialog).findByRole('link', { name: 'Relaties' });
    expect(link.getAttribute('href')).toBe('/app/relations');
    expect(link.parentElement?.textContent).toBe(
      'Je hebt nog geen actieve relaties. Een beheerder kan ze toevoegen onder Relaties.',
    );
  });

  it('gives anyone else the text alone', async () => {
    given({ role: 'user' });
    const dialog = await panel();
    expect(
      await within(dialog).findByText(
        'Je hebt nog geen actieve relaties. Een beheerder kan ze toevoegen onder Relaties.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: 'Relaties' })).toBeNull();
  });
});
