// @vitest-environment happy-dom
import type { DossierResponse, RelationResponse } from '@dossier/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ToastHost } from '../../../lib/toast-host.tsx';
import { ids, user } from '../../../test-support/factories.ts';
import { renderSignedIn, setUpSignedInFakes } from '../../../test-support/render-signed-in.tsx';
import { InviteRelationModal } from './invite-relation-modal.tsx';

const fakes = setUpSignedInFakes();
const EXTERNAL = '44444444-4444-4444-8444-444444444444';
const CLIENT = '66666666-6666-4666-8666-666666666666';
const CLIENT_USER = '77777777-7777-4777-8777-777777777777';
const COUNTERPARTY = '/api/v1/dossiers/:id/counterparty';

const internalDossier: DossierResponse = {
  id: ids.dossier,
  title: 'Levering hal B',
  status: 'open',
  created_at: '2026-11-01T09:00:00.000Z',
  counterparty_names: ['Intern dossier'],
  companies: [{ id: ids.company, name: 'Bouwbedrijf De Vries', is_meru_client: true }],
  close_request: null,
};

const relation = (id: string, name: string, isClient: boolean): RelationResponse => ({
  relation_id: `${id.slice(0, -1)}0`,
  status: 'active',
  created_at: '2026-10-01T09:00:00.000Z',
  company: {
    id,
    name,
    registration_number: '12345678',
    city: null,
    status: 'active',
    is_meru_client: isClient,
  },
});

beforeEach(() => {
  fakes.api
    .on('GET', '/api/v1/users/me', () => user())
    .on('GET', '/api/v1/relations', () => ({
      accepted: [relation(EXTERNAL, 'Extern BV', false), relation(CLIENT, 'Klant BV', true)],
      pending: [],
      sent: [],
    }))
    .on('GET', '/api/v1/companies/:id/users', () => [
      user({ id: CLIENT_USER, full_name: 'Carla Bakker', email: 'carla@klant.test', company_id: CLIENT }),
    ])
    .on('POST', COUNTERPARTY, (request) => {
      const body = request.body as { company_id: string; user_id?: string };
      return {
        dossier_id: ids.dossier,
        company_id: body.company_id,
        company_name: body.company_id === EXTERNAL ? 'Extern BV' : 'Klant BV',
        user_id: body.user_id ?? '88888888-8888-4888-8888-888888888888',
      };
    });
});

afterEach(async () => {
  const { notifications } = await import('@mantine/notifications');
  act(() => notifications.clean());
});

async function openModal() {
  renderSignedIn(
    <>
      <ToastHost />
      <InviteRelationModal dossier={internalDossier} opened onClose={() => undefined} />
    </>,
  );
  return screen.findByRole('dialog', { name: 'Klant/Leverancier toevoegen' });
}

async function choose(dialog: HTMLElement, label: string, option: RegExp) {
  const user = userEvent.setup();
  await user.click(await within(dialog).findByRole('combobox', { name: label }));
  // Mantine's dropdown opens with a transition happy-dom never finishes: its options count as hidden.
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe("'Klant/Leverancier toevoegen' (SPEC.md sections 2 and 8)", () => {
  it('links an external company and invites its contact as a guest in one request', async () => {
    const dialog = await openModal();
    await choose(dialog, 'Klant of leverancier', /Extern BV/);
    fireEvent.change(await within(dialog).findByLabelText(/E-mailadres contactpersoon/), {
      target: { value: 'gijs@extern.test' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));

    expect(await screen.findByText('Extern BV gekoppeld aan dossier')).toBeTruthy();
    expect(await screen.findByText('Uitnodiging verstuurd')).toBeTruthy();
    expect(fakes.api.requestsTo('POST', COUNTERPARTY).map((request) => request.body)).toEqual([
      { company_id: EXTERNAL, guest_email: 'gijs@extern.test' },
    ]);
    expect(fakes.api.requestsTo('POST', '/api/v1/dossiers/:id/companies')).toHaveLength(0);
  });

  it('links a client company with one of its users in one request', async () => {
    const dialog = await openModal();
    await choose(dialog, 'Klant of leverancier', /Klant BV/);
    await choose(dialog, 'Gebruiker', /Carla Bakker/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));

    expect(await screen.findByText('Gebruiker toegevoegd aan dossier')).toBeTruthy();
    expect(fakes.api.requestsTo('POST', COUNTERPARTY).map((request) => request.body)).toEqual([
      { company_id: CLIENT, user_id: CLIENT_USER },
    ]);
  });

  it("says 'Fout bij uitnodigen relatie' when the link is refused, and nothing was linked", async () => {
    fakes.api.on('POST', COUNTERPARTY, () => ({ status: 409, body: { detail: 'Al gekoppeld' } }));
    const dialog = await openModal();
    await choose(dialog, 'Klant of leverancier', /Extern BV/);
    fireEvent.change(await within(dialog).findByLabelText(/E-mailadres contactpersoon/), {
      target: { value: 'gijs@extern.test' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));

    expect(await screen.findByText('Fout bij uitnodigen relatie')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Extern BV gekoppeld aan dossier')).toBeNull());
  });
});
