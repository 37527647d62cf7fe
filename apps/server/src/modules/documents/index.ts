/** Documents of a dossier: upload, list, download links and removal (routes.ts); no other module needs more. */
export { documentRoutes } from './routes.ts';
