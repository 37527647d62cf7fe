import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders a lazily loaded overlay (a drawer, a dialog) from the first time it opens, and keeps it from then on so it
 * can animate closed and open again. Until then neither the overlay nor its code is there: Mantine's overlays bring
 * a focus trap, a scroll lock and transitions that a page's first load does not need.
 */
export function OpenedOnce({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [openedBefore, setOpenedBefore] = useState(opened);
  if (opened && !openedBefore) setOpenedBefore(true);
  return openedBefore ? <Suspense fallback={null}>{children}</Suspense> : null;
}
