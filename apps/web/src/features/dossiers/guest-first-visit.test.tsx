// @vitest-environment happy-dom
import type { DossierResponse, TokenValidateResponse } from '@dossier/contract';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DossierPage } from '../../routes/dossier-page.tsx';
import { chatMessage, ids, user } from '../../test-support/factories.ts';
import { MESSAGES_PATH, messagePageOf } from '../../test-support/fake-api.ts';
import { renderSignedIn, setUpSignedInFakes } from '../../test-support/render-signed-in.tsx';

// Issue 25, item 3: a guest gives their name before the dossier opens, and sees who invited them and until when.
const fakes = setUpSignedInFakes();
const GUEST_COMPANY = '44444444-4444-4444-8444-444444444444';
const VALIDATE = '/api/v1/auth/dossier/:id/token/validate';
const NAME = '/api/v1/users/:id/name';

const guest = user({
  role: 'viewer',
  first_name: 'pieter',
  last_name: '',
  full_name: 'pieter',
  email: 'pieter@extern.test',
  company_id: GUEST_COMPANY,
  company: { id: GUEST_COMPANY, name: 'Extern BV', is_meru_client: false },
});

const dossier: DossierResponse = {
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
};

let me = guest;
let access: TokenValidateResponse;

beforeEach(() => {
  me = guest;
  access = {
    valid: true,
    expires_at: '2099-12-12T12:00:00.000Z',
    invited_by: { name: 'Anna de Vries', company_name: 'Bouwbedrijf De Vries' },
    needs_name: true,
  };
  fakes.api
    .on('GET', '/api/v1/users/me', () => me)
    .on('GET', VALIDATE, () => access)
    .on('GET', '/api/v1/dossiers/:id', () => dossier)
    .on('GET', '/api/v1/dossiers/:id/data', () => ({ ...dossier, users: [] }))
    .on('POST', '/api/v1/dossiers/:id/read-status', () => ({ dossier_id: ids.dossier, read_seq: 1 }))
    .on('GET', MESSAGES_PATH, (request) =>
      messagePageOf([chatMessage(1, { message: 'Welkom in het dossier' })], request.query),
    )
    .on('GET', '/api/v1/dossiers/:id/documents', () => []);
});

afterEach(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 0));
  const { notifications } = await import('@mantine/notifications');
  act(() => notifications.clean());
});

function openDossier() {
  return renderSignedIn(
    <Routes>
      <Route path="/app/dossier/:dossierId" element={<DossierPage />} />
    </Routes>,
    { path: `/app/dossier/${ids.dossier}` },
  );
}

// The form is loaded lazily: a slow machine may take a while.
const nameForm = () => screen.findByRole('form', { name: 'Hoe heet u?' }, { timeout: 5000 });
const fill = (form: HTMLElement, first: string, last: string) => {
  fireEvent.change(within(form).getByLabelText(/Voornaam/), { target: { value: first } });
  fireEvent.change(within(form).getByLabelText(/Achternaam/), { target: { value: last } });
  fireEvent.click(within(form).getByRole('button', { name: 'Naar het dossier' }));
};

describe("a guest's first visit", () => {
  it('asks their name before the dossier opens, saves it, then opens the dossier', async () => {
    fakes.api.on('PUT', NAME, (request) => {
      access = { ...access, needs_name: false };
      me = { ...guest, ...(request.body as object), full_name: 'Pieter de Boer' };
      return me;
    });
    openDossier();
    const form = await nameForm();
    expect(screen.queryByRole('log', { name: 'Chat' })).toBeNull();

    fill(form, 'Pieter', 'de Boer');
    expect(await screen.findByText('Welkom in het dossier', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Hoe heet u?' })).toBeNull();
    expect(
      fakes.api.requestsTo('PUT', `/api/v1/users/${guest.id}/name`).map((request) => request.body),
    ).toEqual([{ first_name: 'Pieter', last_name: 'de Boer' }]);
  });

  it("checks the name with the contract's limits before sending", async () => {
    openDossier();
    const form = await nameForm();
    fill(form, '', 'B');
    expect(await within(form).findByText('Voornaam is required')).toBeTruthy();
    expect(within(form).getByText('Achternaam must be at least 2 characters')).toBeTruthy();
    expect(fakes.api.requestsTo('PUT', `/api/v1/users/${guest.id}/name`)).toHaveLength(0);
  });

  it("shows the server's refusal at its field (422), and the form stays", async () => {
    fakes.api.on('PUT', NAME, () => ({
      status: 422,
      body: { detail: [{ loc: ['body', 'last_name'], msg: 'Achternaam is te lang', type: 'too_big' }] },
    }));
    openDossier();
    const form = await nameForm();
    fill(form, 'Pieter', 'de Boer');
    expect(await within(form).findByText('Achternaam is te lang')).toBeTruthy();
    expect(screen.queryByRole('log', { name: 'Chat' })).toBeNull();
  });

  it('is not asked again once the name is given', async () => {
    access = { ...access, needs_name: false };
    openDossier();
    expect(await screen.findByText('Welkom in het dossier')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Hoe heet u?' })).toBeNull();
  });
});

describe('who invited the guest, and until when', () => {
  it('names the person with their company and the last day of the access', async () => {
    access = { ...access, needs_name: false };
    openDossier();
    expect(
      await screen.findByText(
        'Uitgenodigd door Anna de Vries (Bouwbedrijf De Vries), toegang tot 12-12-2099',
      ),
    ).toBeTruthy();
  });

  it('names the company alone for an invite from before people were kept', async () => {
    access = {
      ...access,
      needs_name: false,
      invited_by: { name: null, company_name: 'Bouwbedrijf De Vries' },
    };
    openDossier();
    expect(
      await screen.findByText('Uitgenodigd door Bouwbedrijf De Vries, toegang tot 12-12-2099'),
    ).toBeTruthy();
  });

  it('says nothing of the kind to a member of a client company', async () => {
    me = user();
    openDossier();
    expect(await screen.findByText('Welkom in het dossier')).toBeTruthy();
    expect(screen.queryByText(/Uitgenodigd door/)).toBeNull();
    expect(fakes.api.requestsTo('GET', `/api/v1/auth/dossier/${ids.dossier}/token/validate`)).toHaveLength(0);
  });
});
