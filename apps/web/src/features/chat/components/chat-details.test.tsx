// @vitest-environment happy-dom
import type { MessageResponse } from '@dossier/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatMessage, ids } from '../../../test-support/factories.ts';
import { TestProviders } from '../../../test-support/render-signed-in.tsx';
import type { ChatRow } from './message-item.tsx';
import { MessageList } from './message-list.tsx';

/** Issue 25: links in messages, day separators and the document lines that open their document. */

const reader = { userId: ids.me, name: 'Anna de Vries' };
const DOCUMENT = '00000000-0000-4000-8000-00000000d0c1';

// A test clock: Monday 23 November 2026, 12:00 where the test runs (the messages are in that same zone).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 23, 12, 0));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const sentAt = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute).toISOString();
const stored = (message: MessageResponse): ChatRow => ({ kind: 'stored', message });

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Adres">{`${pathname}${search}`}</output>;
}

function showList(rows: ChatRow[], unreadFrom?: number, path = `/app/dossier/${ids.dossier}`) {
  const list = (items: ChatRow[]) => (
    <TestProviders path={path}>
      <MessageList
        rows={items}
        reader={reader}
        onNearTop={() => undefined}
        takeFollowRequest={() => false}
        unreadFrom={unreadFrom}
      />
      <Address />
    </TestProviders>
  );
  const view = render(list(rows));
  return { ...view, showRows: (items: ChatRow[]) => view.rerender(list(items)) };
}

const log = () => screen.getByRole('log', { name: 'Chat' });
/** Each rendered row's text, in order. */
const rowTexts = () => [...log().querySelectorAll('li')].map((row) => row.textContent ?? '');
const separators = () =>
  [...log().querySelectorAll('[data-day-separator]')].map((separator) => ({
    text: separator.textContent,
    row: separator.closest('li')?.textContent ?? '',
  }));

describe('links in a message', () => {
  it('are links to http(s) addresses that open in a new tab, the text as written', async () => {
    const text =
      'Zie https://bouw.test/planning?week=48. en <b>niet</b> javascript:alert(1) of <img src=x onerror=alert(1)> (http://tekening.test/hal)';
    showList([stored(chatMessage(1, { message: text, created_at: sentAt(23, 9) }))]);
    const row = (await within(log()).findByText(/Zie/)).closest('div') as HTMLElement;

    expect(row.textContent).toBe(text);
    const links = await within(log()).findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://bouw.test/planning?week=48',
      'http://tekening.test/hal',
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    // Written markup stays text: no element was made of it.
    expect(row.querySelector('b, img, script')).toBeNull();
  });
});

describe('day separators', () => {
  const history = [
    stored(
      chatMessage(1, { message: 'Dossier aangemaakt', message_type: 'system', created_at: sentAt(20, 8) }),
    ),
    stored(chatMessage(2, { message: 'Vrijdagmiddag', created_at: sentAt(20, 16) })),
    stored(chatMessage(3, { message: 'Zondagavond', created_at: sentAt(22, 23, 59) })),
    stored(chatMessage(4, { message: 'Vannacht', created_at: sentAt(23, 0, 0) })),
    stored(chatMessage(5, { message: 'Vanochtend', created_at: sentAt(23, 9) })),
  ];

  it("stand above the first message of each day: the date, 'Gisteren', 'Vandaag'", async () => {
    showList(history);
    await within(log()).findByText('Vanochtend');
    expect(separators()).toEqual([
      { text: 'vrijdag 20 november 2026', row: expect.stringContaining('Dossier aangemaakt') },
      { text: 'Gisteren', row: expect.stringContaining('Zondagavond') },
      { text: 'Vandaag', row: expect.stringContaining('Vannacht') },
    ]);
    // One row per message still: a separator is part of its day's first row.
    expect(rowTexts()).toHaveLength(5);
  });

  it("stand above 'Nieuwe berichten' when the first unread message begins a day", async () => {
    showList(history, history[3]?.kind === 'stored' ? history[3].message.id : undefined);
    await within(log()).findByText('Vanochtend');
    const row = within(log()).getByText('Nieuwe berichten').closest('li') as HTMLElement;
    expect(row.textContent).toMatch(/^Vandaag\s*Nieuwe berichten.*Vannacht/);
  });

  it('wait for the page above before dating the oldest loaded message, and then date it once', async () => {
    const { showRows } = showList(history.slice(2));
    await within(log()).findByText('Vanochtend');
    // The oldest loaded is not the dossier's first: an older page may hold more of its day.
    expect(separators().map((separator) => separator.text)).toEqual(['Vandaag']);

    showRows(history);
    await within(log()).findByText('Dossier aangemaakt');
    expect(separators().map((separator) => separator.text)).toEqual([
      'vrijdag 20 november 2026',
      'Gisteren',
      'Vandaag',
    ]);
  });
});

describe("a 'Document toegevoegd' line", () => {
  const added = (overrides: Partial<MessageResponse> = {}) =>
    chatMessage(2, {
      message: 'Document toegevoegd: tekening-hal-b.pdf',
      message_type: 'document_added',
      document_id: DOCUMENT,
      document: { id: DOCUMENT, filename: 'tekening-hal-b.pdf' },
      created_at: sentAt(23, 9),
      ...overrides,
    });
  const created = stored(chatMessage(1, { message_type: 'system', created_at: sentAt(23, 8) }));

  it('opens its document on the dossier screen (?document=), keeping where the screen was', async () => {
    showList([created, stored(added())], undefined, `/app/dossier/${ids.dossier}?bericht=1001`);
    const link = await within(log()).findByRole('link', { name: 'tekening-hal-b.pdf openen' });
    expect(link.closest('li')?.textContent).toContain('Document toegevoegd: tekening-hal-b.pdf');
    expect(link.textContent).toBe('tekening-hal-b.pdf');
    expect(link.getAttribute('target')).toBeNull();

    await userEvent.click(link);
    expect(screen.getByRole('status', { name: 'Adres' }).textContent).toBe(
      `/app/dossier/${ids.dossier}?bericht=1001&document=${DOCUMENT}`,
    );
  });

  it('names a new version and still links the file name', async () => {
    showList([created, stored(added({ message: 'Document toegevoegd: tekening-hal-b.pdf (versie 2)' }))]);
    const link = await within(log()).findByRole('link', { name: 'tekening-hal-b.pdf openen' });
    expect(link.closest('li')?.textContent).toContain('Document toegevoegd: tekening-hal-b.pdf (versie 2)');
  });

  it('says the document was removed, without a link, once a later line says so', async () => {
    const removed = chatMessage(3, {
      message: 'Document verwijderd: tekening-hal-b.pdf',
      message_type: 'document_removed',
      document_id: DOCUMENT,
      document: { id: DOCUMENT, filename: 'tekening-hal-b.pdf' },
      created_at: sentAt(23, 10),
    });
    const { showRows } = showList([created, stored(added())]);
    await within(log()).findByRole('link', { name: 'tekening-hal-b.pdf openen' });

    showRows([created, stored(added()), stored(removed)]);
    await within(log()).findByText('Document verwijderd: tekening-hal-b.pdf');
    expect(within(log()).getByText(/Document toegevoegd: tekening-hal-b\.pdf \(verwijderd\)/)).toBeTruthy();
    expect(within(log()).queryByRole('link')).toBeNull();
  });

  it('says so too when the server no longer names the document', async () => {
    showList([created, stored(added({ document: null }))]);
    expect(
      await within(log()).findByText(/Document toegevoegd: tekening-hal-b\.pdf \(verwijderd\)/),
    ).toBeTruthy();
    expect(within(log()).queryByRole('link')).toBeNull();
  });
});
