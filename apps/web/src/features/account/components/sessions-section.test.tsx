// @vitest-environment happy-dom
import type { SessionInfo } from '@dossier/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ToastHost } from '../../../lib/toast-host.tsx';
import { uuidFor } from '../../../test-support/factories.ts';
import { renderSignedIn, setUpSignedInFakes } from '../../../test-support/render-signed-in.tsx';
import { formatSessionTime, SessionsSection } from './sessions-section.tsx';

const fakes = setUpSignedInFakes();
const SESSIONS = '/api/v1/auth/sessions';

const session = (n: number, overrides: Partial<SessionInfo> = {}): SessionInfo => ({
  id: uuidFor(n),
  device: 'Firefox op Linux',
  ip: `192.0.2.${n}`,
  created_at: '2026-11-20T08:00:00.000Z',
  last_seen_at: `2026-11-2${n}T09:30:00.000Z`,
  current: false,
  ...overrides,
});

function show(stored: SessionInfo[]) {
  let sessions = stored;
  fakes.api.on('GET', SESSIONS, () => ({ sessions }));
  fakes.api.on('DELETE', `${SESSIONS}/:id`, (request) => {
    sessions = sessions.filter(({ id }) => !request.path.endsWith(id));
    return { status: 204 };
  });
  fakes.api.on('DELETE', SESSIONS, () => {
    sessions = sessions.filter(({ current }) => current);
    return { status: 204 };
  });
  renderSignedIn(
    <>
      <SessionsSection />
      <ToastHost />
    </>,
  );
  return screen.findByRole('region', { name: 'Sessies' });
}

const rows = (section: HTMLElement) => within(section).getAllByRole('listitem');

describe("'Sessies' on the account screen (issue 23)", () => {
  const mine = session(1, { device: 'Chrome op Windows', current: true, ip: '198.51.100.7' });
  const phone = session(3, { device: 'Safari op iPhone', ip: null });
  const laptop = session(2);

  it('lists where the account is signed in: this device first with its badge, then the most recently seen', async () => {
    const section = await show([laptop, mine, phone]);
    await within(section).findByText('Chrome op Windows');
    expect(rows(section).map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Chrome op Windows',
      'Safari op iPhone',
      'Firefox op Linux',
    ]);
    const [current, iphone] = rows(section) as [HTMLElement, HTMLElement];
    expect(within(current).getByText('Dit apparaat')).toBeTruthy();
    expect(current.getAttribute('aria-current')).toBe('true');
    expect(within(current).queryByRole('button')).toBeNull();
    expect(within(current).getByText(/IP-adres 198\.51\.100\.7/)).toBeTruthy();
    expect(within(iphone).getByText(/IP-adres onbekend/)).toBeTruthy();
    expect(
      within(iphone).getByText(new RegExp(`Laatst actief ${formatSessionTime(phone.last_seen_at)}`)),
    ).toBeTruthy();
    expect(within(iphone).queryByText('Dit apparaat')).toBeNull();
  });

  it('shows times as nl-NL writes them', () => {
    expect(formatSessionTime('2026-11-23T09:30:00.000Z')).toMatch(/^23 nov(\.)? 2026/);
  });

  it('ends one session after asking', async () => {
    const section = await show([mine, laptop, phone]);
    const user = userEvent.setup();
    await user.click(await within(section).findByRole('button', { name: 'Safari op iPhone afmelden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sessie afmelden?' });
    expect(
      within(dialog).getByText('Safari op iPhone wordt afgemeld en moet opnieuw inloggen.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Afmelden' }));

    expect(await screen.findByText('Sessie afgemeld')).toBeTruthy();
    expect(fakes.api.requestsTo('DELETE', `${SESSIONS}/:id`).map((request) => request.path)).toEqual([
      `${SESSIONS}/${phone.id}`,
    ]);
    await waitFor(() => expect(within(section).queryByText('Safari op iPhone')).toBeNull());
    expect(within(section).getByText('Firefox op Linux')).toBeTruthy();
  });

  it('changes nothing when the question is cancelled', async () => {
    const section = await show([mine, laptop]);
    const user = userEvent.setup();
    await user.click(await within(section).findByRole('button', { name: 'Firefox op Linux afmelden' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Annuleren' }));
    expect(fakes.api.requestsTo('DELETE', `${SESSIONS}/:id`)).toHaveLength(0);
    expect(within(section).getByText('Firefox op Linux')).toBeTruthy();
  });

  it('ends all other sessions, keeping this one', async () => {
    const section = await show([mine, laptop, phone]);
    const user = userEvent.setup();
    await user.click(await within(section).findByRole('button', { name: 'Alle andere sessies afmelden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alle andere sessies afmelden?' });
    await user.click(within(dialog).getByRole('button', { name: 'Alle andere sessies afmelden' }));

    expect(await screen.findByText('Alle andere sessies zijn afgemeld')).toBeTruthy();
    expect(fakes.api.requestsTo('DELETE', SESSIONS)).toHaveLength(1);
    await waitFor(() => expect(rows(section)).toHaveLength(1));
    expect(within(section).getByText('Geen andere sessies.')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Alle andere sessies afmelden' })).toBeNull();
  });

  it("says when ending failed, with the server's words", async () => {
    const section = await show([mine, laptop]);
    fakes.api.on('DELETE', `${SESSIONS}/:id`, () => ({
      status: 404,
      body: { detail: 'Sessie niet gevonden' },
    }));
    const user = userEvent.setup();
    await user.click(await within(section).findByRole('button', { name: 'Firefox op Linux afmelden' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Afmelden' }));
    expect(await screen.findByText('Sessie niet gevonden')).toBeTruthy();
  });
});
