/**
 * What browsers say when the code of a screen cannot be fetched (Chromium, Firefox, Safari), and what Vite's
 * preload helper says for a screen's stylesheet: after an update the old build's files are gone, or the
 * connection dropped.
 */
const CHUNK_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** True for a screen's code or stylesheet that failed to load; a reload (of the new build) is the remedy. */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
