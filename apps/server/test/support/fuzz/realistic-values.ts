import fc from 'fast-check';
import { PASSWORD } from '../factories.ts';
import { emailAddress, type Hints, timestamp } from './schema-arbitrary.ts';
import type { IdKind, IdPool, World } from './world.ts';

/**
 * The values that take a request past the checks to the deep paths: ids the actors may see (and some they may
 * not), taken addresses, known time zones, tokens from the mails, and whole payloads whose fields depend on each
 * other.
 */

/** Body fields that name an id, and which pool feeds them. */
export const ID_FIELDS: Record<string, IdKind> = {
  company_id: 'company',
  company_2_id: 'company',
  user_id: 'user',
  dossier_id: 'dossier',
  buyer_company_id: 'company',
  credited_invoice_id: 'invoice',
  line_id: 'invoice',
};

export const someOf = <T>(values: T[]) => fc.constantFrom(...values);

/** Accounts whose check digits hold (ABN AMRO's and ING's examples): saving one after the other announces a change. */
const BILLING_IBANS = ['NL91ABNA0417164300', 'nl69 ingb 0123 4567 89'];

export const visibleId = (pool: IdPool) =>
  fc.oneof(
    { weight: 6, arbitrary: someOf(pool.visible) },
    {
      weight: pool.created.length > 0 ? 3 : 0,
      arbitrary: someOf(pool.created.length > 0 ? pool.created : pool.visible),
    },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: someOf(pool.foreign) },
  );

/** Realistic values by field name: the ids the actors may see, taken addresses, known time zones, signed tokens. */
export function hintsFor(world: World): Hints {
  const names = someOf(['Jan', 'Zoë', 'Van der Berg', "O'Neill", 'Ærø']);
  const texts: Record<string, fc.Arbitrary<unknown>> = {
    email: fc.oneof(someOf(world.emails), emailAddress),
    guest_email: fc.oneof(someOf(world.emails), emailAddress),
    time_zone: someOf([
      'Europe/Amsterdam',
      'UTC',
      'America/New_York',
      'Asia/Kolkata',
      'Mars/Olympus',
      'europe/AMSTERDAM',
    ]),
    token: fc.oneof(someOf(world.mailTokens), fc.string({ minLength: 1, maxLength: 60 })),
    registrationNumber: fc.oneof(someOf(world.registrationNumbers), fc.stringMatching(/^\d{8}$/)),
    registration_number: fc.oneof(someOf(world.registrationNumbers), fc.stringMatching(/^\d{8}$/)),
    message: someOf(['De levering komt dinsdag.', '  Zie bijlage  ', 'Ø 12 mm, 4 stuks à € 3,50']),
    title: someOf(['Levering staal', 'Offerte 2026-114', 'Zoë & Co']),
    name: someOf(['Staalhandel Noord', 'Bouw & Zn', 'Ærø Transport']),
    firstName: names,
    lastName: names,
    first_name: names,
    last_name: names,
    password: someOf([PASSWORD, 'verkeerd wachtwoord']),
    current_password: someOf([PASSWORD, 'verkeerd wachtwoord']),
    currentPassword: someOf([PASSWORD, 'verkeerd wachtwoord']),
    new_password: someOf([PASSWORD, 'een nieuw wachtwoord']),
    newPassword: someOf([PASSWORD, 'een nieuw wachtwoord']),
    client_id: someOf(['retry-1', 'retry-2']),
    deleted_at: timestamp,
    q: fc.oneof(someOf(['Bedrijf', 'Zwijgzaam', 'utrecht', 'BEDRIJF']), someOf(world.registrationNumbers)),
    to: fc.constantFrom('r+aaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbb@reply.app.test', 'iemand@example.test'),
    // Billing profiles (issue 21): identifiers whose check digits hold, and near misses.
    iban: someOf([...BILLING_IBANS, 'NL92ABNA0417164300', null]),
    vat_id: someOf(['NL123456782B01', 'nl0000.99998.b57', 'NL123456789B01', '', null]),
    country_code: someOf(['NL', 'be', 'N1']),
    invoice_prefix: someOf(['F', 'inv-', '-F', 'F/26']),
  };
  return (property) => {
    const kind = ID_FIELDS[property];
    return kind ? visibleId(world.pools[kind]) : texts[property];
  };
}

/**
 * Whole payloads that reach the deepest paths, for operations whose fields depend on each other (a counterparty
 * with one of its users, an external one with an e-mail address): mixed in with the derived ones.
 */
export function examplesFor(path: string, world: World): fc.Arbitrary<unknown> | null {
  const { client, clientUser, external } = world.counterparties;
  const title = someOf(['Levering staal', 'Offerte 2026-114']);
  const examples: Record<string, fc.Arbitrary<unknown>> = {
    '/api/v1/dossiers': fc.oneof(
      fc.record({ title, company_id: fc.constant(client), user_id: fc.constant(clientUser) }),
      fc.record({ title, company_id: fc.constant(external), email: emailAddress }),
    ),
    '/api/v1/dossiers/{id}/counterparty': fc.oneof(
      fc.constant({ company_id: client, user_id: clientUser }),
      fc.record({ company_id: fc.constant(external), guest_email: emailAddress }),
    ),
    '/api/v1/dossiers/{id}/invite': fc.record({ email: emailAddress, company_id: fc.constant(external) }),
    '/api/v1/dossiers/{id}/companies': someOf([client, external]).map((company_id) => ({ company_id })),
    '/api/v1/relations': someOf(world.unrelated).map((company_2_id) => ({ company_2_id })),
    '/api/v1/companies/{id}/billing': fc.record({
      legal_name: someOf(['Staalhandel Noord B.V.', 'Ærø Transport']),
      street: fc.constant('Havenkade 12'),
      postal_code: fc.constant('1013 AB'),
      city: fc.constant('Amsterdam'),
      country_code: fc.constant('NL'),
      vat_id: someOf(['NL123456782B01', null]),
      iban: someOf(BILLING_IBANS),
      payment_term_days: someOf([0, 30, 60]),
      invoice_prefix: fc.constant('SN'),
    }),
  };
  return examples[path] ?? null;
}

/** Path parameters that belong together, for the operations that name two ids or need the guest's dossier. */
export function paramExamplesFor(path: string, world: World): fc.Arbitrary<Record<string, string>> | null {
  const { guestDossier, guest, documents } = world.pairs;
  const guestInDossier = fc.constant({ id: guestDossier, userId: guest });
  const examples: Record<string, fc.Arbitrary<Record<string, string>>> = {
    '/api/v1/dossiers/{id}/users/{userId}/renew-token': guestInDossier,
    '/api/v1/dossiers/{id}/users/{userId}/resend-link': guestInDossier,
    '/api/v1/dossiers/{id}/users/{userId}': guestInDossier,
    '/api/v1/documents/{docId}/{dossierId}': someOf(documents),
    '/api/v1/dossiers/{id}/invite': fc.constant({ id: guestDossier }),
    '/api/v1/dossiers/{id}/counterparty': someOf(world.pairs.internal).map((id) => ({ id })),
    '/api/v1/dossiers/{id}/companies': someOf(world.pairs.internal).map((id) => ({ id })),
    // The actors' own company (the first visible one): its admin's profile saves succeed.
    '/api/v1/companies/{id}/billing': someOf(world.pools.company.visible.slice(0, 1)).map((id) => ({ id })),
  };
  return examples[path] ?? null;
}
