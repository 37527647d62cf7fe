// @vitest-environment happy-dom
import type { NotificationPreferencesResponse } from '@dossier/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ToastHost } from '../../../lib/toast-host.tsx';
import { renderSignedIn, setUpSignedInFakes } from '../../../test-support/render-signed-in.tsx';
import { NotificationPreferences } from './notification-preferences.tsx';

const fakes = setUpSignedInFakes();
const PREFERENCES = '/api/v1/users/me/notifications';
const saved: NotificationPreferencesResponse = {
  mode: 'immediate',
  time_zone: 'Europe/Amsterdam',
  reply_by_mail: true,
  delay_seconds: 600,
};

function show(answer: NotificationPreferencesResponse = saved) {
  fakes.api.on('GET', PREFERENCES, () => answer);
  renderSignedIn(
    <>
      <NotificationPreferences />
      <ToastHost />
    </>,
  );
  return screen.findByRole('region', { name: 'Meldingen per e-mail' });
}

describe("'Meldingen per e-mail' on the account screen (issue 13)", () => {
  it('shows the saved choice among the four, with the delay in words and the time zone', async () => {
    const section = await show();
    const choices = await within(section).findAllByRole('radio');
    expect(choices.map((choice) => (choice as HTMLInputElement).value)).toEqual([
      'immediate',
      'hourly',
      'daily',
      'off',
    ]);
    expect((within(section).getByRole('radio', { name: 'Direct' }) as HTMLInputElement).checked).toBe(true);
    expect(within(section).getByText('Als je een bericht na 10 minuten nog niet hebt gelezen.')).toBeTruthy();
    expect((within(section).getByRole('combobox', { name: 'Tijdzone' }) as HTMLInputElement).value).toBe(
      'Europe/Amsterdam',
    );
    expect(within(section).getByText(/Je kunt een melding gewoon beantwoorden/)).toBeTruthy();
  });

  it('saves a daily digest in another time zone, and says so', async () => {
    fakes.api.on('PUT', PREFERENCES, (request) => ({ ...saved, ...(request.body as object) }));
    const section = await show();
    const user = userEvent.setup();
    await user.click(await within(section).findByRole('radio', { name: 'Dagelijks om 08:00' }));
    const zone = within(section).getByRole('combobox', { name: 'Tijdzone' });
    await user.clear(zone);
    await user.type(zone, 'New_York');
    // Mantine's dropdown opens with a transition happy-dom never finishes: its options count as hidden.
    await user.click(await screen.findByRole('option', { name: 'America/New_York', hidden: true }));
    await user.click(within(section).getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('Meldingen opgeslagen')).toBeTruthy();
    expect(fakes.api.requestsTo('PUT', PREFERENCES).map((request) => request.body)).toEqual([
      { mode: 'daily', time_zone: 'America/New_York' },
    ]);
  });

  it('turns mail off', async () => {
    fakes.api.on('PUT', PREFERENCES, (request) => ({ ...saved, ...(request.body as object) }));
    const section = await show();
    const user = userEvent.setup();
    await user.click(await within(section).findByRole('radio', { name: 'Nooit' }));
    await user.click(within(section).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(fakes.api.requestsTo('PUT', PREFERENCES).map((request) => request.body)).toEqual([
        { mode: 'off', time_zone: 'Europe/Amsterdam' },
      ]),
    );
  });

  it('says when saving failed, and keeps the choice', async () => {
    fakes.api.on('PUT', PREFERENCES, () => ({ status: 500, body: { detail: 'kapot' } }));
    const section = await show();
    const user = userEvent.setup();
    await user.click(await within(section).findByRole('radio', { name: 'Elk uur' }));
    await user.click(within(section).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Kon meldingen niet opslaan')).toBeTruthy();
    expect((within(section).getByRole('radio', { name: 'Elk uur' }) as HTMLInputElement).checked).toBe(true);
  });

  it('does not mention replying by mail when the server takes none', async () => {
    const section = await show({ ...saved, reply_by_mail: false });
    await within(section).findByRole('radio', { name: 'Direct' });
    expect(within(section).queryByText(/Je kunt een melding gewoon beantwoorden/)).toBeNull();
  });
});
