/** Companies: the lookups, search and presentation other modules need. */
export { presentCompany } from './presenter.ts';
export { companyById, findCompanyById, registrationNumberTaken } from './queries.ts';
export { searchCompanies } from './search.ts';
