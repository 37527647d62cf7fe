import { useCallback, useRef } from 'react';

/** Frames to keep trying: a list placing its rows keeps them hidden (not focusable) for a frame or a few. */
const FRAMES_TO_TRY = 30;

/**
 * A ref callback that moves the focus to its element the first time one is shown for `request` (a search hit's
 * key). A virtualised list may render a row once to measure it and keep it hidden while it scrolls into place:
 * the focus is tried frame by frame until it holds, on the row still in the document; a row scrolled away and
 * back later does not take it a second time.
 */
export function useFocusOnce(request: string | undefined) {
  const served = useRef<string | undefined>(undefined);
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element || request === undefined || served.current === request) return;
      let frame = 0;
      const attempt = (tries: number) => {
        if (!element.isConnected || served.current === request) return;
        element.focus({ preventScroll: true });
        if (element.ownerDocument.activeElement === element) served.current = request;
        else if (tries > 1) frame = requestAnimationFrame(() => attempt(tries - 1));
      };
      frame = requestAnimationFrame(() => attempt(FRAMES_TO_TRY));
      return () => cancelAnimationFrame(frame);
    },
    [request],
  );
}
