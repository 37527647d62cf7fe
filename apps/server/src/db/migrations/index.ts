import type { Migration } from 'kysely';
import * as accounts from './001-accounts.ts';
import * as relations from './002-relations.ts';
import * as dossiers from './003-dossiers.ts';
import * as guestAccess from './004-guest-access.ts';
import * as documents from './005-documents.ts';
import * as notifications from './006-notifications.ts';
import * as notificationBatches from './007-notification-batches.ts';
import * as invoices from './008-invoices.ts';
import * as search from './009-search.ts';
import * as searchSpeed from './010-search-speed.ts';
import * as twoPartyClosure from './011-two-party-closure.ts';
import * as secondFactor from './012-second-factor.ts';
import * as passkeys from './013-passkeys.ts';
import * as documentVersions from './014-document-versions.ts';
import * as guestNames from './015-guest-names.ts';
import * as readableDossiersIndex from './016-readable-dossiers-index.ts';

/** Every migration, in order. Add a file and one line here. */
export const migrations: Record<string, Migration> = {
  '001-accounts': accounts,
  '002-relations': relations,
  '003-dossiers': dossiers,
  '004-guest-access': guestAccess,
  '005-documents': documents,
  '006-notifications': notifications,
  '007-notification-batches': notificationBatches,
  '008-invoices': invoices,
  '009-search': search,
  '010-search-speed': searchSpeed,
  '011-two-party-closure': twoPartyClosure,
  '012-second-factor': secondFactor,
  '013-passkeys': passkeys,
  '014-document-versions': documentVersions,
  '015-guest-names': guestNames,
  '016-readable-dossiers-index': readableDossiersIndex,
};
