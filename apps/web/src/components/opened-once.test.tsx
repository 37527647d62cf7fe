// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Hint } from './hint.tsx';
import { OpenedOnce } from './opened-once.tsx';

afterEach(cleanup);

/** What the overlay was told, render by render. */
let seen: boolean[] = [];

function Panel({ opened }: { opened: boolean }) {
  seen.push(opened);
  return <p>Paneel {opened ? 'open' : 'dicht'}</p>;
}

function Overlay() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened((now) => !now)}>
        Wissel
      </button>
      <OpenedOnce opened={opened}>{(shown) => <Panel opened={shown} />}</OpenedOnce>
    </>
  );
}

describe('an overlay that is only there from its first opening (issue 25)', () => {
  it('renders nothing until first opened, then shows it closed and opens it, and keeps it to close and open again', () => {
    seen = [];
    render(<Overlay />);
    expect(screen.queryByText(/Paneel/)).toBeNull();
    expect(seen).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Wissel' }));
    expect(screen.getByText('Paneel open')).toBeTruthy();
    // Closed first, then open: the overlay sees itself open as if it had always been there (its transition runs).
    expect(seen.slice(0, 2)).toEqual([false, true]);
    fireEvent.click(screen.getByRole('button', { name: 'Wissel' }));
    expect(screen.getByText('Paneel dicht')).toBeTruthy();
  });
});

describe('an overlay loaded early', () => {
  it('is there closed right after the page shows, before any opening', async () => {
    seen = [];
    render(
      <OpenedOnce opened={false} early>
        {(shown) => <Panel opened={shown} />}
      </OpenedOnce>,
    );
    expect(await screen.findByText('Paneel dicht')).toBeTruthy();
    expect(seen.every((shown) => !shown)).toBe(true);
  });
});

describe("an icon button's hint", () => {
  it('shows the name beside the button, hidden from assistive technology, and Escape puts it away', () => {
    const { container } = render(
      <Hint label="Gebruikers" position="right">
        <button type="button" aria-label="Gebruikers">
          G
        </button>
      </Hint>,
    );
    const hint = container.firstElementChild as HTMLElement;
    expect(screen.getByRole('button', { name: 'Gebruikers' })).toBeTruthy();
    expect(screen.getByText('Gebruikers').getAttribute('aria-hidden')).toBe('true');
    expect(hint.dataset.position).toBe('right');
    fireEvent.keyDown(screen.getByRole('button'), { key: 'Escape' });
    expect(hint.dataset.dismissed).toBe('true');
    fireEvent.mouseLeave(hint);
    expect(hint.dataset.dismissed).toBeUndefined();
  });
});
