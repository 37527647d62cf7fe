import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/connection.ts';
import type { Decision } from '../../../policies/decision.ts';
import { mayReplyByMail, REPLY_REFUSED } from '../../../policies/notifications.ts';
import type { MailSigner } from '../signing.ts';

/** The member and dossier behind a reply address, or undefined for an address that is not (or no longer) one. */
async function targetByKey(db: Db, replyKey: string) {
  return db
    .selectFrom('dossier_users as du')
    .innerJoin('users as u', 'u.id', 'du.user_id')
    .innerJoin('dossiers as d', 'd.id', 'du.dossier_id')
    .selectAll('u')
    .select([
      'du.dossier_id',
      'du.status as membership_status',
      'du.token_expires_at as access_ends_at',
      'd.status as dossier_status',
    ])
    .where('du.reply_key', '=', replyKey)
    .executeTakeFirst();
}

export type ReplyTarget = NonNullable<Awaited<ReturnType<typeof targetByKey>>>;

/** A policy's refusal: why a reply to an address is not taken. */
export type Refusal = Extract<Decision, { allowed: false }>;

const unknownAddress: Refusal = { allowed: false, status: 404, detail: REPLY_REFUSED.unknownAddress };

/** The local part of an address at the reply domain, else null. */
function localPartAt(address: string, domain: string | null): string | null {
  const at = address.lastIndexOf('@');
  if (!domain || at <= 0) return null;
  return address.slice(at + 1).toLowerCase() === domain.toLowerCase() ? address.slice(0, at) : null;
}

/**
 * Who a reply to this address would be written by, and whether they may write now: the address must be at
 * MAIL_REPLY_DOMAIN, carry this server's signature, and name a reply key still in use; then the member must be
 * active, a guest's access must last and the dossier must not be closed.
 */
export async function resolveReplyAddress(
  db: Db,
  config: Pick<Config, 'mailReplyDomain'>,
  signer: MailSigner,
  address: string,
  now: Date,
): Promise<{ target: ReplyTarget } | { refusal: Refusal }> {
  const local = localPartAt(address.trim(), config.mailReplyDomain);
  const key = local ? signer.replyKeyOf(local) : null;
  const target = (key && (await targetByKey(db, key))) || null;
  const decision = mayReplyByMail(
    target && {
      userDeleted: target.deleted_at !== null,
      role: target.role,
      membership: target.membership_status,
      tokenExpiresAt: target.access_ends_at,
      dossier: target.dossier_status,
    },
    now,
  );
  if (decision.allowed) return target ? { target } : { refusal: unknownAddress };
  return { refusal: decision };
}

/** The first address of the message at the reply domain: where a service posted it, when it does not say. */
export function replyAddressIn(addresses: string[], config: Pick<Config, 'mailReplyDomain'>): string | null {
  return addresses.find((address) => localPartAt(address, config.mailReplyDomain) !== null) ?? null;
}
