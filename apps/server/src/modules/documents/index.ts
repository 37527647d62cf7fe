/**
 * Documents of a dossier: upload, list, download links and removal (routes.ts); other modules store a file into a
 * dossier the way an upload does (storeFile: the same checks, row and chat entry), e.g. a reply's attachments.
 */
export type { DocumentDeps } from './deps.ts';
export { documentRoutes } from './routes.ts';
export { type FilePart, storeFile } from './store-file.ts';
