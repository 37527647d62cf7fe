import { useEffect, useState } from 'react';

/**
 * Gives the focus back to what had it when a dialog mounted, once the dialog unmounts. Mantine's Modal returns the
 * focus only when its `opened` turns false: a dialog mounted open and unmounted on close (lazily loaded ones) gets
 * no return from it. Nothing happens if something else took the focus meanwhile, or the opener is gone.
 */
export function useReturnFocusOnUnmount(): void {
  // Read during the first render: before the dialog's focus trap has moved the focus inside.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  useEffect(
    () => () => {
      // After the dialog's own elements have left the page (and with them the focus).
      window.setTimeout(() => {
        const active = document.activeElement;
        if ((active === null || active === document.body) && opener?.isConnected) {
          opener.focus({ preventScroll: true });
        }
      }, 0);
    },
    [opener],
  );
}
