// @vitest-environment happy-dom
import type { DossierDataResponse, DossierMember, UserResponse } from '@dossier/contract';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ToastHost } from '../../../lib/toast-host.tsx';
import { ids, user } from '../../../test-support/factories.ts';
import {
  renderSignedIn,
  setUpSignedInFakes,
  TestProviders,
} from '../../../test-support/render-signed-in.tsx';
import { useDossierData } from '../api/get-dossier-data.ts';
import { AccessLine } from './access-line.tsx';
import { DossierDataModal } from './dossier-data-modal.tsx';

const fakes = setUpSignedInFakes();
const GUEST_COMPANY = '44444444-4444-4444-8444-444444444444';
const GUEST = '55555555-5555-4555-8555-555555555555';
const DATA = '/api/v1/dossiers/:id/data';
const RENEW = '/api/v1/dossiers/:id/users/:userId/renew-token';
const RESEND = '/api/v1/dossiers/:id/users/:userId/resend-link';

const daysFromNow = (days: number) => new Date(Date.now() + days * 24 * 3_600_000).toISOString();

const member = (overrides: Partial<DossierMember>): DossierMember => ({
  id: ids.me,
  first_name: 'Anna',
  last_name: 'de Vries',
  full_name: 'Anna de Vries',
  email: 'anna@bouw.test',
  role: 'user',
  company_id: ids.company,
  company_name: 'Bouwbedrijf De Vries',
  status: 'active',
  token_expires_at: null,
  invited_by_company_id: null,
  ...overrides,
});

const guestMember = (tokenExpiresAt: string) =>
  member({
    id: GUEST,
    first_name: 'Gijs',
    last_name: 'Gast',
    full_name: 'Gijs Gast',
    email: 'gijs@extern.test',
    role: 'viewer',
    company_id: GUEST_COMPANY,
    company_name: 'Extern BV',
    token_expires_at: tokenExpiresAt,
    invited_by_company_id: ids.company,
  });

/** What the server holds: the guest's expiry moves when the access is renewed. */
let guestExpiry: string;
const dossierData = (): DossierDataResponse => ({
  id: ids.dossier,
  title: 'Levering hal B',
  status: 'open',
  created_at: '2026-11-01T09:00:00.000Z',
  counterparty_names: ['Extern BV'],
  companies: [
    { id: ids.company, name: 'Bouwbedrijf De Vries', is_meru_client: true },
    { id: GUEST_COMPANY, name: 'Extern BV', is_meru_client: false },
  ],
  close_request: null,
  users: [member({}), guestMember(guestExpiry)],
});

beforeEach(() => {
  guestExpiry = daysFromNow(-2);
  fakes.api.on('GET', DATA, () => dossierData());
});

afterEach(async () => {
  const { notifications } = await import('@mantine/notifications');
  act(() => notifications.clean());
});

/** The modal as the dossier screen shows it: fed by the dossier's data query. */
function DataModalOf({ viewer }: { viewer: UserResponse }) {
  const data = useDossierData(ids.dossier);
  return (
    <DossierDataModal
      opened
      onClose={() => undefined}
      viewer={viewer}
      data={data.data}
      isError={data.isError}
    />
  );
}

async function openModal(viewer: UserResponse) {
  renderSignedIn(
    <>
      <ToastHost />
      <DataModalOf viewer={viewer} />
    </>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Dossiergegevens' });
  await within(dialog).findByText('Gijs Gast');
  return dialog;
}

const dataFetches = () => fakes.api.requestsTo('GET', DATA).length;

describe('the access line of a guest (SPEC.md section 2)', () => {
  afterEach(cleanup);
  const renderLine = (expiresAt: string) =>
    render(
      <TestProviders>
        <AccessLine tokenExpiresAt={expiresAt} />
      </TestProviders>,
    );

  it("says 'Toegang tot: {date}' in nl-NL while the access runs", () => {
    const expiresAt = new Date(2099, 11, 22, 12, 0).toISOString();
    renderLine(expiresAt);
    expect(screen.getByText('Toegang tot: 22-12-2099')).toBeTruthy();
  });

  it("says 'Toegang verlopen' once the expiry is past", () => {
    renderLine(daysFromNow(-1));
    expect(screen.getByText('Toegang verlopen')).toBeTruthy();
  });

  it("turns to 'Toegang verlopen' when the expiry passes while it is on screen", async () => {
    renderLine(new Date(Date.now() + 300).toISOString());
    expect(screen.getByText(/^Toegang tot: /)).toBeTruthy();
    expect(await screen.findByText('Toegang verlopen', {}, { timeout: 2000 })).toBeTruthy();
  });
});

describe('a guest in the dossier data modal (SPEC.md sections 2, 6 and 8)', () => {
  it('shows the access line under the guest, and the inviting side may renew, resend and remove', async () => {
    const dialog = await openModal(user({ role: 'user' }));
    const guestRow = within(dialog).getByText('Gijs Gast').closest('tr')!;
    expect(within(guestRow).getAllByText('Toegang verlopen').length).toBeGreaterThan(0);
    expect(within(guestRow).getByRole('button', { name: 'Toegang van Gijs Gast verlengen' })).toBeTruthy();
    // A new link keeps the access end: an ended access is renewed instead.
    expect(within(guestRow).queryByRole('button', { name: 'Link opnieuw sturen naar Gijs Gast' })).toBeNull();
    expect(
      within(guestRow).getByRole('button', { name: 'Gijs Gast uit het dossier verwijderen' }),
    ).toBeTruthy();
    // Nothing to renew for a member of a client company.
    const ownRow = within(dialog).getByText('Anna de Vries').closest('tr')!;
    expect(within(ownRow).queryAllByRole('button')).toHaveLength(0);
  });

  it("renews: 'Toegang verlengd', and the modal shows the new expiry", async () => {
    fakes.api.on('POST', RENEW, () => {
      guestExpiry = new Date(2099, 0, 15, 12, 0).toISOString();
      return { user_id: GUEST, token_expires_at: guestExpiry };
    });
    const dialog = await openModal(user({ role: 'user' }));
    const before = dataFetches();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Toegang van Gijs Gast verlengen' }));

    expect(await screen.findByText('Toegang verlengd')).toBeTruthy();
    expect(fakes.api.requestsTo('POST', RENEW)[0].path).toBe(
      `/api/v1/dossiers/${ids.dossier}/users/${GUEST}/renew-token`,
    );
    await waitFor(() => expect(dataFetches()).toBeGreaterThan(before));
    expect((await within(dialog).findAllByText('Toegang tot: 15-1-2099')).length).toBeGreaterThan(0);
  });

  it("says 'Vernieuwen mislukt' when renewing fails", async () => {
    fakes.api.on('POST', RENEW, () => ({ status: 409, body: { detail: 'Dossier gesloten' } }));
    const dialog = await openModal(user({ role: 'user' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Toegang van Gijs Gast verlengen' }));
    expect(await screen.findByText('Vernieuwen mislukt')).toBeTruthy();
  });

  it("resends the link while the access runs: 'Toegangslink opnieuw verzonden', or 'Vernieuwen mislukt'", async () => {
    let fails = false;
    fakes.api.on('POST', RESEND, () =>
      fails ? { status: 500 } : { user_id: GUEST, token_expires_at: guestExpiry },
    );
    guestExpiry = daysFromNow(10);
    const dialog = await openModal(user({ role: 'user' }));
    const before = dataFetches();

    fireEvent.click(
      await within(dialog).findByRole('button', { name: 'Link opnieuw sturen naar Gijs Gast' }),
    );
    expect(await screen.findByText('Toegangslink opnieuw verzonden')).toBeTruthy();
    await waitFor(() => expect(dataFetches()).toBeGreaterThan(before));

    fails = true;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Link opnieuw sturen naar Gijs Gast' }));
    expect(await screen.findByText('Vernieuwen mislukt')).toBeTruthy();
  });

  it("removes the guest: 'Gebruiker verwijderd', and the guest leaves the list", async () => {
    let removed = false;
    fakes.api
      .on('PATCH', '/api/v1/dossiers/:id/users/:userId', (request) => {
        expect(request.body).toEqual({ status: 'removed' });
        removed = true;
        return { status: 204 };
      })
      .on('GET', DATA, () => {
        const data = dossierData();
        return removed ? { ...data, users: [data.users[0], { ...data.users[1], status: 'removed' }] } : data;
      });
    const dialog = await openModal(user({ role: 'user' }));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Gijs Gast uit het dossier verwijderen' }));
    const question = within(dialog).getByRole('group', { name: 'Gijs Gast uit het dossier verwijderen?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Verwijderen' }));

    expect(await screen.findByText('Gebruiker verwijderd')).toBeTruthy();
    await waitFor(() => expect(within(dialog).queryByText('Gijs Gast')).toBeNull());
  });

  it("asks before removing a member: 'Annuleren' removes nobody and gives the focus back to the button", async () => {
    fakes.api.on('PATCH', '/api/v1/dossiers/:id/users/:userId', () => ({ status: 204 }));
    const dialog = await openModal(user({ role: 'user' }));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Gijs Gast uit het dossier verwijderen' }));
    const question = within(dialog).getByRole('group', { name: 'Gijs Gast uit het dossier verwijderen?' });
    expect(question.textContent).toContain('Deze gebruiker ziet het dossier daarna niet meer.');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Annuleren'));
    fireEvent.click(within(question).getByRole('button', { name: 'Annuleren' }));

    const again = await within(dialog).findByRole('button', {
      name: 'Gijs Gast uit het dossier verwijderen',
    });
    await waitFor(() => expect(document.activeElement).toBe(again));
    expect(fakes.api.requestsTo('PATCH', '/api/v1/dossiers/:id/users/:userId')).toHaveLength(0);
    expect(within(dialog).getByText('Gijs Gast')).toBeTruthy();
  });

  it("offers the guest's colleagues, another company and the guest no access actions", async () => {
    const guestsAdmin = user({ role: 'admin', company_id: GUEST_COMPANY });
    const dialog = await openModal(guestsAdmin);
    expect(within(dialog).queryByRole('button', { name: /verlengen|opnieuw sturen/ })).toBeNull();
    cleanup();

    // Only the company that invited the guest manages them, as the server decides (canManageGuest).
    const otherCompanysAdmin = user({ role: 'admin', company_id: '66666666-6666-4666-8666-666666666666' });
    const otherView = await openModal(otherCompanysAdmin);
    expect(within(otherView).queryByRole('button', { name: /verlengen|opnieuw sturen/ })).toBeNull();
    cleanup();

    const self = user({ id: GUEST, role: 'viewer', company_id: GUEST_COMPANY });
    const guestView = await openModal(self);
    expect(
      within(guestView).queryAllByRole('button', { name: /verlengen|opnieuw sturen|verwijderen/ }),
    ).toHaveLength(0);
    expect(within(guestView).getAllByText('Toegang verlopen').length).toBeGreaterThan(0);
  });
});
