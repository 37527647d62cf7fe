import type { SendMessageRequest } from '@dossier/contract';
import type { Actor } from '../../../auth/sessions.ts';
import { notFound } from '../../../http/errors.ts';
import { authorize } from '../../../policies/decision.ts';
import { maySendMessage } from '../../../policies/dossiers.ts';
import { type CommandDeps, transact } from '../../../transact.ts';
import { membershipWithDossierStatus } from '../../membership/index.ts';
import { fullName } from '../../users/index.ts';
import { appendMessage } from '../append.ts';
import { messageStored } from '../live.ts';
import { type MessageWithSender, messageWithSender } from '../queries.ts';

/**
 * Stores a chat message: one query locks the dossier row and checks the membership and status, one statement
 * stores the message and its counters. A retry with a client_id already stored answers that message instead
 * (created false); the row lock orders a retry after its original, so neither is stored twice.
 */
export async function sendMessage(
  deps: CommandDeps,
  actor: Actor,
  dossierId: string,
  input: SendMessageRequest,
) {
  const { user } = actor;
  return transact(deps, async ({ trx }) => {
    const membership = await membershipWithDossierStatus(trx, dossierId, user.id, { lock: true });
    if (!membership) throw notFound();
    authorize(maySendMessage(membership));
    const stored = await appendMessage(trx, {
      dossierId,
      sender: { id: user.id, name: fullName(user) },
      type: 'user',
      body: input.message,
      clientId: input.client_id,
    });
    if (!stored) {
      const earlier = await messageWithSender(trx, {
        dossierId,
        senderId: user.id,
        clientId: input.client_id!,
      });
      return { result: { message: earlier, created: false }, events: [] };
    }
    const message: MessageWithSender = {
      ...stored,
      sender_first_name: user.first_name,
      sender_last_name: user.last_name,
      sender_email: user.email,
    };
    return { result: { message, created: true }, events: [messageStored(stored, user)] };
  });
}
