import type { Endpoint } from './endpoint.ts';
import { accountEndpoints } from './endpoints-account.ts';
import { accountSecurityEndpoints } from './endpoints-account-security.ts';
import { billingEndpoints } from './endpoints-billing.ts';
import { documentEndpoints } from './endpoints-documents.ts';
import { dossierEndpoints } from './endpoints-dossier.ts';
import { guestEndpoints } from './endpoints-guests.ts';
import { invoiceEndpoints } from './endpoints-invoices.ts';
import { liveEndpoints } from './endpoints-live.ts';
import { memberEndpoints } from './endpoints-members.ts';
import { passkeyEndpoints } from './endpoints-passkeys.ts';
import { publicEndpoints } from './endpoints-public.ts';

/** Every row of the matrix: one per route the app serves, or more where a route is tested in more than one way. */
export const endpoints: Endpoint[] = [
  ...publicEndpoints,
  ...accountEndpoints,
  ...accountSecurityEndpoints,
  ...passkeyEndpoints,
  ...billingEndpoints,
  ...dossierEndpoints,
  ...memberEndpoints,
  ...guestEndpoints,
  ...documentEndpoints,
  ...invoiceEndpoints,
  ...liveEndpoints,
];
