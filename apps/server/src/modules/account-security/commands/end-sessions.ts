import { consumeOneTimeToken } from '../../../auth/one-time-tokens.ts';
import { type Actor, endSessionsOf } from '../../../auth/sessions.ts';
import { badRequest, notFound } from '../../../http/errors.ts';
import { mayEndSession } from '../../../policies/account-security.ts';
import { authorize } from '../../../policies/decision.ts';
import { type CommandDeps, type TimedCommandDeps, transact } from '../../../transact.ts';
import { codeRefusals } from '../code-refusals.ts';

/** Ends one of the user's own sessions (this one too, if named) and closes its sockets on every instance. */
export async function endOwnSession(deps: CommandDeps, actor: Actor, sessionId: string): Promise<void> {
  return transact(deps, async ({ trx }) => {
    const session = await trx
      .selectFrom('sessions')
      .select(['id', 'user_id'])
      .where('id', '=', sessionId)
      .forUpdate()
      .executeTakeFirst();
    if (!session) throw notFound();
    authorize(mayEndSession(actor.user, session));
    await trx.deleteFrom('sessions').where('id', '=', session.id).execute();
    return {
      result: undefined,
      events: [{ kind: 'revoked', userId: session.user_id, sessionId: session.id }],
    };
  });
}

/** Ends every session of the user but this one. */
export async function endOtherSessions(deps: CommandDeps, actor: Actor): Promise<void> {
  return transact(deps, async ({ trx }) => ({
    result: undefined,
    events: [await endSessionsOf(trx, actor.user.id, { keepSessionId: actor.sessionId })],
  }));
}

/** The new-device mail's link: ends the session it names, once, without signing in. */
export async function endSessionByLink(deps: TimedCommandDeps, token: string): Promise<void> {
  return transact(deps, async ({ trx }) => {
    const used = await consumeOneTimeToken(trx, token, ['end_session'], deps.clock.now());
    if (!used?.session_id) throw badRequest(codeRefusals.linkInvalid);
    const ended = await trx
      .deleteFrom('sessions')
      .where('id', '=', used.session_id)
      .where('user_id', '=', used.user_id)
      .returning('id')
      .executeTakeFirst();
    if (!ended) throw badRequest(codeRefusals.linkInvalid);
    return { result: undefined, events: [{ kind: 'revoked', userId: used.user_id, sessionId: ended.id }] };
  });
}
