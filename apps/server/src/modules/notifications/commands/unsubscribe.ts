import { badRequest } from '../../../http/errors.ts';
import { type CommandDeps, transact } from '../../../transact.ts';
import { dropBatches } from '../queries.ts';
import type { MailSigner } from '../signing.ts';

const INVALID = 'Deze afmeldlink is ongeldig.';

/**
 * One click in a notification (RFC 8058), without signing in: mail is off for the user the mail went to. The token
 * is signed for that user; a changed one is refused. Repeating it changes nothing.
 */
export async function unsubscribe(deps: CommandDeps, signer: MailSigner, token: string) {
  const [userId] = signer.verifyLink('unsubscribe', token, 1) ?? [];
  if (!userId || !/^[0-9a-f-]{36}$/.test(userId)) throw badRequest(INVALID);
  return transact(deps, async ({ trx }) => {
    const user = await trx
      .updateTable('users')
      .set({ notify_mode: 'off' })
      .where('id', '=', userId)
      .where('deleted_at', 'is', null)
      .returning('email')
      .executeTakeFirst();
    if (!user) throw badRequest(INVALID);
    await dropBatches(trx, userId);
    return { result: { mode: 'off' as const, email: user.email }, events: [] };
  });
}
