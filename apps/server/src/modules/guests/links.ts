import type { Kysely } from 'kysely';
import { issueOneTimeToken } from '../../auth/one-time-tokens.ts';
import type { Database } from '../../db/schema.ts';

export const magicLink = (publicUrl: string, token: string) => `${publicUrl}/validate?token=${token}`;

/** Ends the guest's unused links to the dossier: on removal, and when a fresh link takes their place. */
export async function endOpenLinks(trx: Kysely<Database>, userId: string, dossierId: string, now: Date) {
  await trx
    .updateTable('one_time_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('dossier_id', '=', dossierId)
    .where('purpose', '=', 'magic_link')
    .where('used_at', 'is', null)
    .execute();
}

/** A fresh single-use link to the dossier, valid until the access ends; earlier unused ones stop working. */
export async function freshLink(
  trx: Kysely<Database>,
  input: { publicUrl: string; userId: string; dossierId: string; expiresAt: Date; now: Date },
): Promise<string> {
  await endOpenLinks(trx, input.userId, input.dossierId, input.now);
  const token = await issueOneTimeToken(trx, {
    userId: input.userId,
    purpose: 'magic_link',
    dossierId: input.dossierId,
    expiresAt: input.expiresAt,
  });
  return magicLink(input.publicUrl, token);
}
