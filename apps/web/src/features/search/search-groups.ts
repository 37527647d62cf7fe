import type { SearchResult } from '@dossier/contract';

/** The hits of one dossier, under its title. */
export interface SearchGroup {
  dossierId: string;
  title: string;
  results: SearchResult[];
}

/** One key per hit: a message, a document or a dossier's title. */
export function resultKey(result: SearchResult): string {
  if (result.kind === 'message') return `message:${result.message_id ?? result.created_at}`;
  if (result.kind === 'document') return `document:${result.document_id ?? result.filename}`;
  return `dossier:${result.dossier_id}`;
}

/**
 * Hits grouped per dossier, in the server's order: a dossier's group stands where its best hit stood, and inside
 * a group the hits keep their order (best first).
 */
export function groupByDossier(results: readonly SearchResult[]): SearchGroup[] {
  const groups = new Map<string, SearchGroup>();
  for (const result of results) {
    const group = groups.get(result.dossier_id);
    if (group) group.results.push(result);
    else
      groups.set(result.dossier_id, {
        dossierId: result.dossier_id,
        title: result.dossier_title,
        results: [result],
      });
  }
  return [...groups.values()];
}

/** The hits in the order they are shown (group by group): the order the arrow keys move through. */
export const shownOrder = (groups: readonly SearchGroup[]): SearchResult[] =>
  groups.flatMap((group) => group.results);
