import { lazy } from 'react';
import type { Virtuoso as VirtuosoComponent } from 'react-virtuoso';

/**
 * react-virtuoso, loaded when a list first renders rather than with the page (issue 25: the first load of `/app`
 * within 200 kB gzip; Virtuoso is 20 kB of it). A list shows its first rows plainly meanwhile (the sidebar's first
 * dossiers, the chat's newest page): what a reader sees first needs no windowing, and Virtuoso takes over with the
 * same rows a moment later. Typed as Virtuoso itself: lazy() would drop its generic props.
 */
export const LazyVirtuoso = lazy(() =>
  import('react-virtuoso').then((module) => ({ default: module.Virtuoso })),
) as unknown as typeof VirtuosoComponent;
