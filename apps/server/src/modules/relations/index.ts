/** Relations: whether two companies may share a dossier. */
export { hasActiveRelation } from './queries.ts';
