import { consumeOneTimeToken } from '../../../auth/one-time-tokens.ts';
import { startSession } from '../../../auth/sessions.ts';
import { badRequest } from '../../../http/errors.ts';
import { type CommandDeps, transact } from '../../../transact.ts';
import { membershipOf } from '../../membership/index.ts';

/** Exchanges a single-use magic link for a session that lasts as long as the guest's access to the dossier. */
export async function signInWithLink(deps: CommandDeps, token: string) {
  return transact(deps, async ({ trx }) => {
    const used = await consumeOneTimeToken(trx, token, ['magic_link']);
    const membership = used?.dossier_id ? await membershipOf(trx, used.dossier_id, used.user_id) : undefined;
    const expiresAt = membership?.status === 'active' ? membership.token_expires_at : null;
    if (!used || !membership || !expiresAt || expiresAt <= new Date()) {
      throw badRequest('Deze link is ongeldig of verlopen. Vraag een nieuwe link aan.');
    }
    const accessToken = await startSession(trx, used.user_id, expiresAt);
    return { result: { accessToken, dossierId: membership.dossier_id }, events: [] };
  });
}
