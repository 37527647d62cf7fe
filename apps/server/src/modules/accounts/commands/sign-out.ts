import { type Actor, endSession } from '../../../auth/sessions.ts';
import { type CommandDeps, transact } from '../../../transact.ts';

/** Ends the signed-in session: its token stops working and its sockets close, on every instance. */
export async function signOut(deps: CommandDeps, actor: Actor): Promise<void> {
  return transact(deps, async ({ trx }) => ({ result: undefined, events: [await endSession(trx, actor)] }));
}
