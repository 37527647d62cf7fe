/** Invoices: what other modules may ask of a dossier's invoices (closure waits for settlement, issue 21). */
export { invoiceStatusesOfDossier } from './queries.ts';
export { invoiceRoutes } from './routes.ts';
