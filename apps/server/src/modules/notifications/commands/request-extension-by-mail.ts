import { badRequest, notFound } from '../../../http/errors.ts';
import { authorize } from '../../../policies/decision.ts';
import { mayRequestExtension } from '../../../policies/guests.ts';
import { type TimedCommandDeps, transact } from '../../../transact.ts';
import { guestAccessOf, requestAccessExtension } from '../../guests/index.ts';
import { lockDossierOf } from '../queries.ts';
import type { MailSigner } from '../signing.ts';

const INVALID = 'Deze link is ongeldig.';

/**
 * 'Vraag verlenging aan' from the mail an expired guest gets instead of the messages: the link is signed for that
 * guest and dossier, so it works without signing in, under the same rule as the button in the app.
 */
export async function requestExtensionByMail(deps: TimedCommandDeps, signer: MailSigner, token: string) {
  const [userId, dossierId] = signer.verifyLink('extension', token, 2) ?? [];
  if (!userId || !dossierId) throw badRequest(INVALID);
  return transact(deps, async (tx) => {
    const dossier = await lockDossierOf(tx.trx, dossierId);
    const guest = dossier ? await guestAccessOf(tx.trx, dossierId, userId) : undefined;
    if (!dossier || !guest) throw notFound();
    authorize(
      mayRequestExtension({ id: userId, role: guest.role, company_id: guest.company_id }, dossier, guest),
    );
    const { requestedAt, repeated, events } = await requestAccessExtension(tx, {
      dossier,
      guest,
      now: deps.clock.now(),
    });
    return {
      result: { dossier_title: dossier.title, requested_at: requestedAt.toISOString(), repeated },
      events,
    };
  });
}
