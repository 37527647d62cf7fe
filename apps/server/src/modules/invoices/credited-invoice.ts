import type { DossierStatus } from '@dossier/contract';
import type { Kysely } from 'kysely';
import type { Actor } from '../../auth/sessions.ts';
import type { Database } from '../../db/schema.ts';
import { fieldError } from '../../http/errors.ts';
import { mayCreditInvoice } from '../../policies/invoices.ts';
import { findInvoice } from './queries.ts';

const notCreditable = () =>
  fieldError(
    ['body', 'credited_invoice_id'],
    'Kies een verstuurde factuur van uw bedrijf in dit dossier die nog gecrediteerd kan worden',
  );

/** The invoice a credit note credits: a sent invoice of the actor's company in the same dossier (else 422). */
export async function creditableInvoice(
  db: Kysely<Database>,
  actor: Actor,
  dossier: { id: string; status: DossierStatus },
  creditedId: string | null | undefined,
) {
  if (!creditedId) throw notCreditable();
  const credited = await findInvoice(db, creditedId);
  if (!credited || credited.dossier_id !== dossier.id || credited.kind !== 'invoice') throw notCreditable();
  const facts = { ...credited, dossier_status: dossier.status };
  if (!mayCreditInvoice(actor.user, facts)) throw notCreditable();
  return credited;
}
