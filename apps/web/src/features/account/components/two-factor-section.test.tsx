// @vitest-environment happy-dom
import type { TwoFactorStatusResponse } from '@dossier/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../lib/toast-host.tsx';
import { renderSignedIn, setUpSignedInFakes } from '../../../test-support/render-signed-in.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

const fakes = setUpSignedInFakes();
const STATUS = '/api/v1/auth/2fa';
const off: TwoFactorStatusResponse = {
  totp_enabled: false,
  recovery_codes_left: 0,
  passkeys: 0,
  required_by_company: false,
};
const CODES = Array.from({ length: 10 }, (_, index) => `code${index}-abcde`);
const SECRET = 'JBSWY3DPEHPK3PXP';

function show(status: TwoFactorStatusResponse = off) {
  let current = status;
  fakes.api.on('GET', STATUS, () => current);
  fakes.api.on('POST', '/api/v1/auth/2fa/setup', () => ({
    secret: SECRET,
    otpauth_url: `otpauth://totp/Dossiers:anna%40bouw.test?secret=${SECRET}&issuer=Dossiers`,
  }));
  fakes.api.on('POST', '/api/v1/auth/2fa/enable', (request) => {
    if ((request.body as { code: string }).code !== '123456') {
      return { status: 400, body: { detail: 'Deze code klopt niet. Controleer de tijd op je telefoon.' } };
    }
    current = { ...current, totp_enabled: true, recovery_codes_left: 10 };
    return { recovery_codes: CODES };
  });
  fakes.api.on('POST', '/api/v1/auth/2fa/disable', (request) => {
    const body = request.body as { password: string; code: string };
    if (body.password !== 'geheim') return { status: 401, body: { detail: 'Wachtwoord of code klopt niet' } };
    current = { ...current, totp_enabled: false, recovery_codes_left: 0 };
    return { status: 204 };
  });
  renderSignedIn(
    <>
      <TwoFactorSection />
      <ToastHost />
    </>,
  );
  return screen.findByRole('region', { name: /Tweestapsverificatie/ });
}

describe("'Tweestapsverificatie' on the account screen (issue 23)", () => {
  it('sets up the app: a QR code and the secret, a code confirms, then the recovery codes once', async () => {
    const section = await show();
    const user = userEvent.setup();
    expect(await within(section).findByText('Uit')).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Instellen' }));

    const dialog = await screen.findByRole('dialog');
    const qr = await within(dialog).findByRole('img', {
      name: 'QR-code om tweestapsverificatie in te stellen',
    });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(within(dialog).getByText(SECRET)).toBeTruthy();
    const code = within(dialog).getByRole('textbox', { name: /Code uit de app/ });
    expect(document.activeElement).toBe(code);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');

    await user.type(code, '999999');
    await user.click(within(dialog).getByRole('button', { name: 'Bevestigen' }));
    expect(
      await within(dialog).findByText('Deze code klopt niet. Controleer de tijd op je telefoon.'),
    ).toBeTruthy();

    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(within(dialog).getByRole('button', { name: 'Bevestigen' }));
    const list = await within(dialog).findByRole('list', { name: 'Herstelcodes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(fakes.api.requestsTo('POST', '/api/v1/auth/2fa/enable').at(-1)?.body).toEqual({ code: '123456' });
    expect(document.activeElement?.textContent).toBe('Je herstelcodes');

    await user.click(within(dialog).getByRole('button', { name: 'Kopiëren' }));
    expect(await navigator.clipboard.readText()).toBe(CODES.join('\n'));

    const saved = vi.spyOn(URL, 'createObjectURL');
    await user.click(within(dialog).getByRole('button', { name: 'Downloaden' }));
    const file = saved.mock.calls[0]?.[0] as Blob;
    expect(await file.text()).toContain(CODES.join('\n'));
    saved.mockRestore();

    const done = within(dialog).getByRole('button', { name: 'Klaar' }) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Ik heb de herstelcodes bewaard' }));
    await user.click(done);

    await waitFor(() => expect(screen.queryByText(CODES[0] as string)).toBeNull());
    expect(await within(section).findByText('Aan')).toBeTruthy();
    expect(within(section).getByText('Nog 10 herstelcodes over.')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Uitschakelen' })).toBeTruthy();
  });

  it('turns it off with the password and a code, and says why it did not', async () => {
    const section = await show({ ...off, totp_enabled: true, recovery_codes_left: 7 });
    const user = userEvent.setup();
    expect(await within(section).findByText('Nog 7 herstelcodes over.')).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Uitschakelen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tweestapsverificatie uitschakelen' });

    await user.click(within(dialog).getByRole('button', { name: 'Uitschakelen' }));
    expect(within(dialog).getByText('Voer je wachtwoord in')).toBeTruthy();
    expect(fakes.api.requestsTo('POST', '/api/v1/auth/2fa/disable')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Wachtwoord/), 'fout');
    await user.type(within(dialog).getByRole('textbox', { name: /Code of herstelcode/ }), '654 321');
    await user.click(within(dialog).getByRole('button', { name: 'Uitschakelen' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Wachtwoord of code klopt niet');

    await user.clear(within(dialog).getByLabelText(/^Wachtwoord/));
    await user.type(within(dialog).getByLabelText(/^Wachtwoord/), 'geheim');
    await user.click(within(dialog).getByRole('button', { name: 'Uitschakelen' }));
    expect(await screen.findByText('Tweestapsverificatie staat uit')).toBeTruthy();
    expect(fakes.api.requestsTo('POST', '/api/v1/auth/2fa/disable').at(-1)?.body).toEqual({
      password: 'geheim',
      code: '654321',
    });
    expect(await within(section).findByText('Uit')).toBeTruthy();
  });

  it("names the company's demand", async () => {
    const section = await show({
      ...off,
      totp_enabled: true,
      recovery_codes_left: 1,
      required_by_company: true,
    });
    expect(
      await within(section).findByText('Je bedrijf vereist tweestapsverificatie voor iedereen.'),
    ).toBeTruthy();
    expect(within(section).getByText('Nog 1 herstelcode over.')).toBeTruthy();
  });
});
