// @vitest-environment happy-dom
import type { UserResponse } from '@dossier/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ToastHost } from '../../lib/toast-host.tsx';
import { ids, user } from '../../test-support/factories.ts';
import { renderSignedIn, setUpSignedInFakes } from '../../test-support/render-signed-in.tsx';
import { UsersPage } from './users-page.tsx';

const fakes = setUpSignedInFakes();
const ME = user({ role: 'admin' });
const BRAM = user({
  id: ids.colleague,
  role: 'user',
  first_name: 'Bram',
  last_name: 'Jansen',
  full_name: 'Bram Jansen',
  email: 'bram@bouw.test',
});
const USER_PATH = '/api/v1/users/:id';

let stored: UserResponse[];
beforeEach(() => {
  stored = [ME, BRAM];
  fakes.api
    .on('GET', '/api/v1/users/me', () => ME)
    .on('GET', '/api/v1/admin/users', () => stored)
    .on('PATCH', USER_PATH, (request) => {
      stored = stored.filter((candidate) => !request.path.endsWith(candidate.id));
      return { ...BRAM, deleted_at: new Date().toISOString() };
    });
});

afterEach(async () => {
  const { notifications } = await import('@mantine/notifications');
  act(() => notifications.clean());
});

function showPage() {
  renderSignedIn(
    <>
      <ToastHost />
      <UsersPage />
    </>,
    { path: '/app/users' },
  );
}

async function openBram() {
  await userEvent.click(await screen.findByText('Bram Jansen'));
  return screen.findByRole('dialog', { name: 'Gebruikersgegevens' });
}

describe("'Remove User' asks first (issue 24)", () => {
  it("removes after 'Remove User' is confirmed: 'User {email} removed', and the user leaves the list", async () => {
    showPage();
    const dialog = await openBram();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove User' }));

    const question = within(dialog).getByRole('group', { name: 'Bram Jansen verwijderen?' });
    expect(question.textContent).toContain('Deze gebruiker kan daarna niet meer inloggen');
    await userEvent.click(within(question).getByRole('button', { name: 'Remove User' }));

    expect(await screen.findByText('User bram@bouw.test removed')).toBeTruthy();
    expect(fakes.api.requestsTo('PATCH', USER_PATH)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Gebruikersgegevens' })).toBeNull());
    await waitFor(() => expect(screen.queryByText('Bram Jansen')).toBeNull());
  });

  it("'Annuleren' removes nobody and brings the details and the focus back", async () => {
    showPage();
    const dialog = await openBram();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove User' }));
    const question = within(dialog).getByRole('group', { name: 'Bram Jansen verwijderen?' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Annuleren'));

    await userEvent.click(within(question).getByRole('button', { name: 'Annuleren' }));

    const removeButton = within(dialog).getByRole('button', { name: 'Remove User' });
    await waitFor(() => expect(document.activeElement).toBe(removeButton));
    expect(within(dialog).getByText('bram@bouw.test')).toBeTruthy();
    expect(fakes.api.requestsTo('PATCH', USER_PATH)).toHaveLength(0);
  });

  it('Escape while asking closes the details and removes nobody', async () => {
    showPage();
    const dialog = await openBram();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove User' }));
    within(dialog).getByRole('group', { name: 'Bram Jansen verwijderen?' });

    await userEvent.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Gebruikersgegevens' })).toBeNull());
    expect(fakes.api.requestsTo('PATCH', USER_PATH)).toHaveLength(0);
    expect(screen.getByText('Bram Jansen')).toBeTruthy();
  });
});

describe("'Nieuwe gebruiker' (SPEC.md section 8, Users)", () => {
  it("says 'Gebruiker toegevoegd' with 'Uitnodiging verstuurd naar {email}!'", async () => {
    fakes.api.on('POST', '/api/v1/users', () => ({ status: 201, body: { ...BRAM, id: ids.dossier } }));
    showPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Nieuwe gebruiker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe gebruiker' });
    await userEvent.type(within(dialog).getByLabelText('E-mailadres'), 'carla@bouw.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uitnodigen' }));

    const toast = (await screen.findByText('Uitnodiging verstuurd naar carla@bouw.test!')).closest(
      '[data-toast-type]',
    );
    expect(toast?.textContent).toContain('Gebruiker toegevoegd');
    expect(toast?.getAttribute('data-toast-type')).toBe('success');
  });

  it("says 'Toevoegen mislukt' with the server's words when the invitation fails", async () => {
    fakes.api.on('POST', '/api/v1/users', () => ({
      status: 409,
      body: { detail: 'Dit e-mailadres is al in gebruik' },
    }));
    showPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Nieuwe gebruiker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe gebruiker' });
    await userEvent.type(within(dialog).getByLabelText('E-mailadres'), 'bram@bouw.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uitnodigen' }));

    const toast = (await screen.findByText('Dit e-mailadres is al in gebruik')).closest('[data-toast-type]');
    expect(toast?.textContent).toContain('Toevoegen mislukt');
    expect(toast?.getAttribute('data-toast-type')).toBe('error');
  });
});
