// @vitest-environment happy-dom
import type { BillingProfileResponse } from '@dossier/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ToastHost } from '../../lib/toast-host.tsx';
import { ids, user } from '../../test-support/factories.ts';
import { renderSignedIn, setUpSignedInFakes } from '../../test-support/render-signed-in.tsx';
import { BillingPage } from './billing-page.tsx';

const fakes = setUpSignedInFakes();
const BILLING = `/api/v1/companies/${ids.company}/billing`;
const saved: BillingProfileResponse = {
  company_id: ids.company,
  legal_name: 'Bouwbedrijf De Vries B.V.',
  street: 'Havenkade 12',
  postal_code: '1013 AB',
  city: 'Amsterdam',
  country_code: 'NL',
  vat_id: 'NL123456782B01',
  iban: 'NL91ABNA0417164300',
  payment_term_days: 30,
  invoice_prefix: 'BV',
  updated_at: '2026-11-20T10:00:00.000Z',
};

function show(answer: BillingProfileResponse = saved) {
  fakes.api.on('GET', '/api/v1/users/me', () => user({ role: 'admin' }));
  fakes.api.on('GET', BILLING, () => answer);
  renderSignedIn(
    <>
      <BillingPage />
      <ToastHost />
    </>,
  );
  return screen.findByRole('textbox', { name: 'Officiële naam' });
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const paymentTerm = () => screen.getByLabelText('Betaaltermijn (dagen)') as HTMLInputElement;
const LONG_TERM = /niet langer dan 30 dagen laten wachten \(art\. 6:119a BW\)/;

describe("'Facturatiegegevens' (issue 21, item 1)", () => {
  it("says 'Laden...' while the profile loads", async () => {
    fakes.api.on('GET', '/api/v1/users/me', () => user({ role: 'admin' }));
    fakes.api.on('GET', BILLING, () => new Promise(() => undefined) as never);
    renderSignedIn(<BillingPage />);
    expect(await screen.findByText('Laden...')).toBeTruthy();
  });

  it('shows the saved profile under its Dutch labels', async () => {
    await show();
    expect(field('Officiële naam').value).toBe('Bouwbedrijf De Vries B.V.');
    expect(field('Straat en huisnummer').value).toBe('Havenkade 12');
    expect(field('Postcode').value).toBe('1013 AB');
    expect(field('Plaats').value).toBe('Amsterdam');
    expect(field('Land').value).toBe('NL');
    expect(field('Btw-nummer').value).toBe('NL123456782B01');
    expect(field('IBAN').value).toBe('NL91ABNA0417164300');
    expect(paymentTerm().value).toBe('30');
    expect(field('Factuurprefix').value).toBe('BV');
    expect(screen.queryByText(LONG_TERM)).toBeNull();
  });

  it('saves the profile, normalised by the contract, and says so', async () => {
    fakes.api.on('PUT', BILLING, (request) => ({ ...saved, ...(request.body as object) }));
    await show();
    const user = userEvent.setup();
    await user.clear(field('IBAN'));
    await user.type(field('IBAN'), 'nl69 ingb 0123 4567 89');
    await user.clear(field('Btw-nummer'));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('Facturatiegegevens opgeslagen')).toBeTruthy();
    expect(fakes.api.requestsTo('PUT', BILLING).map((request) => request.body)).toEqual([
      {
        legal_name: 'Bouwbedrijf De Vries B.V.',
        street: 'Havenkade 12',
        postal_code: '1013 AB',
        city: 'Amsterdam',
        country_code: 'NL',
        vat_id: null,
        iban: 'NL69INGB0123456789',
        payment_term_days: 30,
        invoice_prefix: 'BV',
      },
    ]);
  });

  it('warns under the payment term above 30 days (art. 6:119a BW), and saves it', async () => {
    fakes.api.on('PUT', BILLING, (request) => ({ ...saved, ...(request.body as object) }));
    await show();
    const user = userEvent.setup();
    await user.clear(paymentTerm());
    await user.type(paymentTerm(), '60');
    expect(await screen.findByText(LONG_TERM)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(fakes.api.requestsTo('PUT', BILLING).map((request) => request.body)).toMatchObject([
        { payment_term_days: 60 },
      ]),
    );
  });

  it('refuses an IBAN whose check digits fail before sending anything', async () => {
    await show();
    const user = userEvent.setup();
    await user.clear(field('IBAN'));
    await user.type(field('IBAN'), 'NL92ABNA0417164300');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Geen geldig IBAN: de controlecijfers kloppen niet')).toBeTruthy();
    expect(fakes.api.requestsTo('PUT', BILLING)).toHaveLength(0);
  });

  it("puts the server's field errors on their fields, and says saving failed", async () => {
    fakes.api.on('PUT', BILLING, () => ({
      status: 422,
      body: {
        detail: [{ loc: ['body', 'vat_id'], msg: 'Dit btw-nummer is ingetrokken', type: 'value_error' }],
      },
    }));
    await show();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Dit btw-nummer is ingetrokken')).toBeTruthy();
    expect(await screen.findByText('Opslaan mislukt')).toBeTruthy();
    expect(field('Btw-nummer').getAttribute('aria-invalid')).toBe('true');
  });
});
