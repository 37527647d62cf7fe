/** Search (issue 22): what other modules may ask of it, the route, and the indexer main.ts runs. */
export { forgetDocumentText, queueDocumentText } from './document-text.ts';
export { DocumentIndexer } from './indexer.ts';
export { searchRoutes } from './routes.ts';
