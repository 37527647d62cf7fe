import type { MouseEvent } from 'react';
import { nl } from '../i18n/nl.ts';

/** The chat's region on the dossier screen: where the skip link takes the focus. */
export const CHAT_REGION_ID = 'gesprek';
/** The main area of every signed-in screen. */
export const MAIN_REGION_ID = 'inhoud';

/** In the chat: the send box, else (a closed dossier) the messages, else the region itself. */
function focusTarget(): HTMLElement | null {
  const chat = document.getElementById(CHAT_REGION_ID);
  if (chat) {
    return (
      chat.querySelector<HTMLElement>('textarea') ??
      chat.querySelector<HTMLElement>('[data-virtuoso-scroller]') ??
      chat
    );
  }
  return document.getElementById(MAIN_REGION_ID);
}

/**
 * The first stop of the keyboard on every signed-in screen, shown only when focused (global.css): past the rail and
 * the dossier list, to the chat ('Naar het gesprek') where a dossier is open, else to the screen's content.
 */
export function SkipLink({ toChat }: { toChat: boolean }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = focusTarget();
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <a className="skip-link" href={`#${toChat ? CHAT_REGION_ID : MAIN_REGION_ID}`} onClick={skip}>
      {toChat ? nl.shell.skipToChat : nl.shell.skipToContent}
    </a>
  );
}
