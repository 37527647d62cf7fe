// @vitest-environment happy-dom
import type { UserResponse } from '@dossier/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastHost } from '../../../lib/toast-host.tsx';
import { user } from '../../../test-support/factories.ts';
import { renderSignedIn, setUpSignedInFakes } from '../../../test-support/render-signed-in.tsx';
import { AccountPage } from '../account-page.tsx';

// Issue 25, item 3: a guest gave their name on the first visit and may change it on the account screen.
const fakes = setUpSignedInFakes();
const guest = user({
  role: 'viewer',
  first_name: 'Pieter',
  last_name: 'de Boer',
  full_name: 'Pieter de Boer',
  email: 'pieter@extern.test',
});

function openAccount(me: UserResponse) {
  let current = me;
  fakes.api
    .on('GET', '/api/v1/users/me', () => current)
    .on('PUT', '/api/v1/users/:id/name', (request) => {
      const name = request.body as { first_name: string; last_name: string };
      current = { ...current, ...name, full_name: `${name.first_name} ${name.last_name}` };
      return current;
    });
  return renderSignedIn(
    <>
      <ToastHost />
      <AccountPage />
    </>,
    { path: '/app/account' },
  );
}

describe("a guest's name on the account screen", () => {
  it('is changed with the form, filled with the name given, and shown at once', async () => {
    openAccount(guest);
    fireEvent.click(await screen.findByRole('button', { name: 'Naam wijzigen' }));
    const form = screen.getByRole('form', { name: 'Naam wijzigen' });
    expect((within(form).getByLabelText(/Voornaam/) as HTMLInputElement).value).toBe('Pieter');
    fireEvent.change(within(form).getByLabelText(/Voornaam/), { target: { value: 'Piet' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('Uw naam is gewijzigd')).toBeTruthy();
    expect(
      fakes.api.requestsTo('PUT', `/api/v1/users/${guest.id}/name`).map((request) => request.body),
    ).toEqual([{ first_name: 'Piet', last_name: 'de Boer' }]);
    expect(screen.getByText('Piet de Boer')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Naam wijzigen' })).toBeNull();
    const { notifications } = await import('@mantine/notifications');
    act(() => notifications.clean());
  });

  it('refuses a name that is too short before sending it', async () => {
    openAccount(guest);
    fireEvent.click(await screen.findByRole('button', { name: 'Naam wijzigen' }));
    const form = screen.getByRole('form', { name: 'Naam wijzigen' });
    fireEvent.change(within(form).getByLabelText(/Achternaam/), { target: { value: 'B' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Opslaan' }));
    expect(await within(form).findByText('Achternaam must be at least 2 characters')).toBeTruthy();
    expect(fakes.api.requestsTo('PUT', `/api/v1/users/${guest.id}/name`)).toHaveLength(0);
  });

  it('is not offered to a member of a client company', async () => {
    openAccount(user());
    expect(await screen.findByText('Anna de Vries')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Naam wijzigen' })).toBeNull();
  });
});
