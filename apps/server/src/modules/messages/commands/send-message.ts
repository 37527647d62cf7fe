import type { SendMessageRequest } from '@dossier/contract';
import type { Actor } from '../../../auth/sessions.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { notFound } from '../../../http/errors.ts';
import { authorize } from '../../../policies/decision.ts';
import { maySendMessage } from '../../../policies/dossiers.ts';
import { inOneStatement, type TimedCommandDeps } from '../../../transact.ts';
import { membershipWithDossierStatus } from '../../membership/index.ts';
import { fullName } from '../../users/index.ts';
import { appendMessage } from '../append.ts';
import { messageStored } from '../live.ts';
import { type MessageWithSender, messageWithSender } from '../queries.ts';

/**
 * Stores a chat message in one statement, which itself checks that the sender is an active member of a dossier
 * that is not closed and that the client_id is new (the hottest write: no transaction around it). Only when it
 * stores nothing does the command ask why: not a member (404), the policy's refusal (closed: 409), or a retry of a
 * message already stored, which is answered with that message (created false).
 */
export async function sendMessage(
  deps: TimedCommandDeps,
  actor: Actor,
  dossierId: string,
  input: SendMessageRequest,
) {
  const { user } = actor;
  const now = deps.clock.now();
  return inOneStatement(deps, async (db) => {
    let stored: Awaited<ReturnType<typeof appendMessage>>;
    try {
      stored = await appendMessage(db, {
        dossierId,
        sender: { id: user.id, name: fullName(user) },
        type: 'user',
        body: input.message,
        clientId: input.client_id,
        at: now,
        asMember: true,
      });
    } catch (error) {
      // A retry racing its original past the client_id check: the unique index refused it, nothing was stored.
      if (!isUniqueViolation(error, 'messages_idempotent')) throw error;
    }
    if (stored) {
      const message: MessageWithSender = {
        ...stored,
        sender_first_name: user.first_name,
        sender_last_name: user.last_name,
        sender_email: user.email,
      };
      return { result: { message, created: true }, events: [messageStored(stored, user)] };
    }
    const membership = await membershipWithDossierStatus(db, dossierId, user.id, now);
    if (!membership) throw notFound();
    authorize(maySendMessage(membership));
    const earlier = input.client_id
      ? await messageWithSender(db, { dossierId, senderId: user.id, clientId: input.client_id })
      : undefined;
    if (!earlier) throw new Error(`a message to ${dossierId} was neither stored nor found`);
    return { result: { message: earlier, created: false }, events: [] };
  });
}
