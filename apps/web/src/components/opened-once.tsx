import { type ReactNode, Suspense, useEffect, useState } from 'react';

interface OpenedOnceProps {
  opened: boolean;
  /**
   * Load it (closed) right after the page has shown rather than at its first opening: for an overlay that is the
   * way around on that screen (the phone's dossier list), whose first opening should then not wait for its code.
   */
  early?: boolean;
  /** The overlay, told whether it is open. */
  children: (opened: boolean) => ReactNode;
}

/** Tells once its content (past the Suspense of a lazily loaded overlay) is on screen. */
function Mounted({ onMounted, children }: { onMounted: () => void; children: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the content first shows.
  useEffect(() => onMounted(), []);
  return children;
}

/**
 * Renders a lazily loaded overlay (a drawer, a dialog) from the first time it opens, and keeps it from then on so it
 * can animate closed and open again. Until then neither the overlay nor its code is there: Mantine's overlays bring
 * a focus trap, a scroll lock and transitions that a page's first load does not need. Once loaded it is first shown
 * closed and then opened, as if it had always been there: Mantine then runs its opening as usual (the transition and
 * its end, and noting what had the focus, to give it back on closing).
 */
export function OpenedOnce({ opened, early = false, children }: OpenedOnceProps) {
  const [wanted, setWanted] = useState(opened);
  const [mounted, setMounted] = useState(false);
  if (opened && !wanted) setWanted(true);
  useEffect(() => {
    if (early) setWanted(true);
  }, [early]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Mounted onMounted={() => setMounted(true)}>{children(opened && mounted)}</Mounted>
    </Suspense>
  );
}
