// @vitest-environment happy-dom
import type { TwoFactorStatusResponse } from '@dossier/contract';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastHost } from '../../../lib/toast-host.tsx';
import { ids, user } from '../../../test-support/factories.ts';
import { renderSignedIn, setUpSignedInFakes } from '../../../test-support/render-signed-in.tsx';
import { UsersPage } from '../users-page.tsx';
import { CompanySecuritySwitch } from './company-security-switch.tsx';
import { ResetTwoFactorButton } from './reset-two-factor-button.tsx';

const fakes = setUpSignedInFakes();
// The toasts of one test are not the next one's.
afterEach(() => notifications.clean());
const SECURITY = `/api/v1/companies/${ids.company}/security`;
const status = (required: boolean): TwoFactorStatusResponse => ({
  totp_enabled: true,
  recovery_codes_left: 10,
  passkeys: 0,
  required_by_company: required,
});

describe("the company's demand for a second factor (issue 23)", () => {
  const showSwitch = (required: boolean) => {
    fakes.api.on('GET', '/api/v1/auth/2fa', () => status(required));
    renderSignedIn(
      <>
        <CompanySecuritySwitch companyId={ids.company} />
        <ToastHost />
      </>,
    );
    return screen.findByRole('switch', { name: /Tweestapsverificatie verplicht voor iedereen/ });
  };

  it('turns it on for everyone and says so', async () => {
    fakes.api.on('PATCH', SECURITY, (request) => request.body);
    const toggle = (await showSwitch(false)) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    await userEvent.click(toggle);
    expect(await screen.findByText('Tweestapsverificatie is nu verplicht voor iedereen')).toBeTruthy();
    expect(fakes.api.requestsTo('PATCH', SECURITY).map((request) => request.body)).toEqual([
      { require_2fa: true },
    ]);
    expect(toggle.checked).toBe(true);
  });

  it('turns it off again', async () => {
    fakes.api.on('PATCH', SECURITY, (request) => request.body);
    const toggle = (await showSwitch(true)) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    await userEvent.click(toggle);
    expect(await screen.findByText('Tweestapsverificatie is niet meer verplicht')).toBeTruthy();
    expect(toggle.checked).toBe(false);
  });

  it("keeps the saved value and shows the server's words when saving fails", async () => {
    fakes.api.on('PATCH', SECURITY, () => ({ status: 403, body: { detail: 'Alleen beheerders' } }));
    const toggle = (await showSwitch(false)) as HTMLInputElement;
    await userEvent.click(toggle);
    expect(await screen.findByText('Alleen beheerders')).toBeTruthy();
    await waitFor(() => expect(toggle.checked).toBe(false));
  });
});

describe("an admin's reset of a colleague's second factor (issue 23)", () => {
  const colleague = user({
    id: ids.colleague,
    full_name: 'Bram Jansen',
    email: 'bram@bouw.test',
    role: 'user',
  });
  const RESET = `/api/v1/users/${ids.colleague}/2fa/reset`;

  const showButton = () => {
    renderSignedIn(
      <>
        <ResetTwoFactorButton user={colleague} />
        <ToastHost />
      </>,
    );
    return screen.getByRole('button', { name: 'Tweestapsverificatie resetten' });
  };

  it('resets after asking, then says so', async () => {
    fakes.api.on('POST', RESET, () => ({ status: 204 }));
    await userEvent.click(showButton());
    const dialog = await screen.findByRole('dialog', {
      name: 'Tweestapsverificatie van Bram Jansen resetten?',
    });
    expect(within(dialog).getByText(/krijgt hierover een e-mail/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resetten' }));
    expect(await screen.findByText('Tweestapsverificatie van Bram Jansen is gereset')).toBeTruthy();
    expect(fakes.api.requestsTo('POST', RESET)).toHaveLength(1);
  });

  it('resets nothing when the question is cancelled', async () => {
    await userEvent.click(showButton());
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(fakes.api.requestsTo('POST', RESET)).toHaveLength(0);
  });

  it("shows the server's words when the reset is refused", async () => {
    fakes.api.on('POST', RESET, () => ({
      status: 403,
      body: { detail: 'Je kunt je eigen tweestapsverificatie niet resetten' },
    }));
    await userEvent.click(showButton());
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Resetten' }),
    );
    expect(await screen.findByText('Je kunt je eigen tweestapsverificatie niet resetten')).toBeTruthy();
  });
});

describe("the users screen's second-factor controls (issue 23)", () => {
  const me = user();
  const colleague = user({
    id: ids.colleague,
    full_name: 'Bram Jansen',
    email: 'bram@bouw.test',
    role: 'user',
  });

  const showUsers = () => {
    fakes.api
      .on('GET', '/api/v1/users/me', () => me)
      .on('GET', '/api/v1/admin/users', () => [me, colleague])
      .on('GET', '/api/v1/auth/2fa', () => status(false));
    renderSignedIn(<UsersPage />, { path: '/app/users' });
  };

  it("shows the company's switch and offers the reset for a colleague, not for oneself", async () => {
    showUsers();
    expect(
      await screen.findByRole('switch', { name: /Tweestapsverificatie verplicht voor iedereen/ }),
    ).toBeTruthy();

    await userEvent.click(await screen.findByText('Bram Jansen'));
    const details = await screen.findByRole('dialog', { name: 'Gebruikersgegevens' });
    expect(within(details).getByRole('button', { name: 'Tweestapsverificatie resetten' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByText('Anna de Vries'));
    const own = await screen.findByRole('dialog', { name: 'Gebruikersgegevens' });
    expect(within(own).queryByRole('button', { name: 'Tweestapsverificatie resetten' })).toBeNull();
  });
});
