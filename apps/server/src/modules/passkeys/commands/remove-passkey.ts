import type { Actor } from '../../../auth/sessions.ts';
import { notFound } from '../../../http/errors.ts';
import { authorize } from '../../../policies/decision.ts';
import { mayRemovePasskey } from '../../../policies/passkeys.ts';
import { type CommandDeps, transact } from '../../../transact.ts';

/** Removes one of the user's own passkeys; it signs in no more. */
export async function removePasskey(deps: CommandDeps, actor: Actor, passkeyId: string): Promise<void> {
  return transact(deps, async ({ trx }) => {
    const passkey = await trx
      .selectFrom('passkeys')
      .select(['id', 'user_id'])
      .where('id', '=', passkeyId)
      .forUpdate()
      .executeTakeFirst();
    if (!passkey) throw notFound();
    authorize(mayRemovePasskey(actor.user, passkey));
    await trx.deleteFrom('passkeys').where('id', '=', passkey.id).execute();
    return { result: undefined, events: [] };
  });
}
