// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DaySeparator, MessageItem } from '../features/chat/components/message-item.tsx';
import { DossierRow } from '../features/dossiers/components/dossier-row.tsx';
import { chatMessage, ids, sidebarItem } from '../test-support/factories.ts';
import { TestProviders } from '../test-support/render-signed-in.tsx';

/** A screen left open overnight: what it says relative to today changes at midnight, without a reload. */

// Monday 23 November 2026, half a minute before midnight where the test runs.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(new Date(2026, 10, 23, 23, 59, 30));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute).toISOString();
const pastMidnight = () => act(() => vi.advanceTimersByTime(60_000));

describe('past midnight, with the screen still open', () => {
  it("a day separator says 'Gisteren' where it said 'Vandaag', and the date where it said 'Gisteren'", () => {
    render(
      <>
        <DaySeparator time={at(22, 9)} />
        <DaySeparator time={at(23, 10)} />
      </>,
    );
    const labels = () => screen.getAllByRole('time').map((time) => time.textContent);
    expect(labels()).toEqual(['Gisteren', 'Vandaag']);
    pastMidnight();
    expect(labels()).toEqual(['zondag 22 november 2026', 'Gisteren']);
  });

  it("a message's time gets its date once its day is over", () => {
    const message = chatMessage(4, { message: 'Tot morgen', created_at: at(23, 21, 15) });
    render(
      <TestProviders>
        <MessageItem row={{ kind: 'stored', message }} reader={{ userId: ids.me, name: 'Anna de Vries' }} />
      </TestProviders>,
    );
    expect(screen.getByText('21:15')).toBeTruthy();
    pastMidnight();
    expect(screen.getByText('23/11/2026 21:15')).toBeTruthy();
  });

  it("a sidebar row's time becomes the date of its last message", () => {
    const dossier = sidebarItem(ids.dossier, 0, { last_message_time: at(23, 16, 40) });
    render(
      <TestProviders>
        <DossierRow dossier={dossier} current={false} />
      </TestProviders>,
    );
    expect(screen.getByText('16:40')).toBeTruthy();
    pastMidnight();
    expect(screen.getByText('23-11-2026')).toBeTruthy();
  });

  it('stays as it was until midnight', () => {
    render(<DaySeparator time={at(23, 10)} />);
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByRole('time').textContent).toBe('Vandaag');
  });
});
