// @vitest-environment happy-dom
import type { DossierResponse, RelationResponse } from '@dossier/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ToastHost } from '../../../lib/toast-host.tsx';
import { ids, user } from '../../../test-support/factories.ts';
import { renderSignedIn, setUpSignedInFakes } from '../../../test-support/render-signed-in.tsx';
import { NewDossierPanel } from './new-dossier-panel.tsx';

const fakes = setUpSignedInFakes();
const EXTERNAL = '44444444-4444-4444-8444-444444444444';

const relation: RelationResponse = {
  relation_id: '44444444-4444-4444-8444-444444444440',
  status: 'active',
  created_at: '2026-10-01T09:00:00.000Z',
  company: {
    id: EXTERNAL,
    name: 'Extern BV',
    registration_number: '12345678',
    city: null,
    status: 'active',
    is_meru_client: false,
  },
};

/** The created dossier as the server answers it; `companies` as given (a name may be missing in an odd answer). */
const created = (companies: DossierResponse['companies']) =>
  ({
    id: ids.dossier,
    title: 'Levering hal B',
    status: 'open',
    created_at: '2026-11-01T09:00:00.000Z',
    counterparty_names: [],
    companies,
    close_request: null,
  }) as DossierResponse;

beforeEach(() => {
  fakes.api
    .on('GET', '/api/v1/users/me', () => user())
    .on('GET', '/api/v1/relations', () => ({ accepted: [relation], pending: [], sent: [] }));
});

afterEach(async () => {
  const { notifications } = await import('@mantine/notifications');
  act(() => notifications.clean());
});

async function createWithExternal() {
  renderSignedIn(
    <>
      <ToastHost />
      <NewDossierPanel opened onClose={() => undefined} onCreated={() => undefined} />
    </>,
  );
  const panel = await screen.findByRole('dialog', { name: 'Nieuw dossier' });
  fireEvent.change(within(panel).getByLabelText('Titel'), { target: { value: 'Levering hal B' } });
  fireEvent.click(within(panel).getByRole('radio', { name: 'Nee' }));
  await userEvent.click(await within(panel).findByRole('combobox', { name: 'Klant of leverancier' }));
  // Mantine's dropdown opens with a transition happy-dom never finishes: its options count as hidden.
  await userEvent.click(await screen.findByRole('option', { name: /Extern BV/, hidden: true }));
  fireEvent.change(await within(panel).findByLabelText(/E-mailadres contactpersoon/), {
    target: { value: 'gijs@extern.test' },
  });
  fireEvent.click(within(panel).getByRole('button', { name: 'Dossier aanmaken' }));
}

describe('a new dossier with a counterparty (SPEC.md section 8, Dossiers)', () => {
  it("says 'Dossier aangemaakt' and '{company} gekoppeld aan dossier'", async () => {
    fakes.api.on('POST', '/api/v1/dossiers', () => ({
      status: 201,
      body: created([
        { id: ids.company, name: 'Bouwbedrijf De Vries', is_meru_client: true },
        { id: EXTERNAL, name: 'Extern BV', is_meru_client: false },
      ]),
    }));
    await createWithExternal();
    expect(await screen.findByText('Dossier aangemaakt')).toBeTruthy();
    expect(await screen.findByText('Extern BV gekoppeld aan dossier')).toBeTruthy();
  });

  it("says 'Bedrijf gekoppeld aan dossier' when the answer does not name the company", async () => {
    fakes.api.on('POST', '/api/v1/dossiers', () => ({
      status: 201,
      body: created([{ id: ids.company, name: 'Bouwbedrijf De Vries', is_meru_client: true }]),
    }));
    await createWithExternal();
    expect(await screen.findByText('Dossier aangemaakt')).toBeTruthy();
    expect(await screen.findByText('Bedrijf gekoppeld aan dossier')).toBeTruthy();
  });
});
