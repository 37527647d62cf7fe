// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Hint } from './hint.tsx';
import { OpenedOnce } from './opened-once.tsx';

afterEach(cleanup);

function Overlay() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened((now) => !now)}>
        Wissel
      </button>
      <OpenedOnce opened={opened}>
        <p>Paneel {opened ? 'open' : 'dicht'}</p>
      </OpenedOnce>
    </>
  );
}

describe('an overlay that is only there from its first opening (issue 25)', () => {
  it('renders nothing until first opened, then stays so it can close and open again', () => {
    render(<Overlay />);
    expect(screen.queryByText(/Paneel/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Wissel' }));
    expect(screen.getByText('Paneel open')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Wissel' }));
    expect(screen.getByText('Paneel dicht')).toBeTruthy();
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
