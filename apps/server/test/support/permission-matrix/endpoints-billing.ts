import { type Endpoint, plainRoute } from './endpoint.ts';
import type { CompanyKey } from './model.ts';

/** A whole billing profile with real check digits (the Belastingdienst's example VAT id, ABN AMRO's example IBAN). */
const profile = {
  legal_name: 'Matrix Facturatie B.V.',
  street: 'Stationsplein 1',
  postal_code: '3511 ED',
  city: 'Utrecht',
  country_code: 'NL',
  vat_id: 'NL123456782B01',
  iban: 'NL91ABNA0417164300',
  payment_term_days: 30,
  invoice_prefix: 'MX',
};

/** Issue 21, item 1: a company's own billing profile (A's), and a guest's company's (X's, which its guest may not see). */
const billing = (company: CompanyKey): Endpoint[] => [
  plainRoute({
    method: 'GET',
    route: '/api/v1/companies/:id/billing',
    variant: `${company}'s profile`,
    action: "read a company's billing profile",
    subject: { company },
    request: ({ world }) => ({ method: 'GET', url: `/api/v1/companies/${world.companyId(company)}/billing` }),
  }),
  plainRoute({
    method: 'PUT',
    route: '/api/v1/companies/:id/billing',
    variant: `${company}'s profile`,
    action: "change a company's billing profile",
    subject: { company },
    // The same profile every time: a first save, then no change of account to announce in A's dossiers.
    request: ({ world }) => ({
      method: 'PUT',
      url: `/api/v1/companies/${world.companyId(company)}/billing`,
      payload: profile,
    }),
  }),
];

export const billingEndpoints: Endpoint[] = [...billing('A'), ...billing('X')];
