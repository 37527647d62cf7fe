// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CHAT_REGION_ID, MAIN_REGION_ID, SkipLink } from './skip-link.tsx';

afterEach(cleanup);

function renderScreen({ toChat, closed = false }: { toChat: boolean; closed?: boolean }) {
  render(
    <MantineProvider>
      <SkipLink toChat={toChat} />
      <nav>
        <button type="button">Gebruikers</button>
      </nav>
      <main id={MAIN_REGION_ID} tabIndex={-1}>
        {toChat ? (
          <section id={CHAT_REGION_ID} tabIndex={-1} aria-label="Chat">
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: Virtuoso's scroller is focusable, to scroll by keyboard. */}
            <div data-virtuoso-scroller tabIndex={0}>
              berichten
            </div>
            {closed ? null : <textarea aria-label="Bericht" />}
          </section>
        ) : null}
      </main>
    </MantineProvider>,
  );
}

describe('the skip link (issue 24)', () => {
  it("is the first stop of the keyboard and takes the focus to the chat's send box: 'Naar het gesprek'", async () => {
    renderScreen({ toChat: true });
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Naar het gesprek' });
    expect(document.activeElement).toBe(link);
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Bericht' }));
  });

  it('takes the focus to the messages of a closed dossier, which has no send box', async () => {
    renderScreen({ toChat: true, closed: true });
    await userEvent.click(screen.getByRole('link', { name: 'Naar het gesprek' }));
    expect(document.activeElement?.textContent).toBe('berichten');
  });

  it("goes to the screen's content where no dossier is open: 'Naar de inhoud'", async () => {
    renderScreen({ toChat: false });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
