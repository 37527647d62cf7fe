import type { SignedInResponse } from '@dossier/contract';
import { issueOneTimeToken } from '../../auth/one-time-tokens.ts';
import { type Device, openSession, sessionEndFrom } from '../../auth/sessions.ts';
import { hashSecret } from '../../auth/tokens.ts';
import type { User } from '../../db/schema.ts';
import { newSignInMail } from '../../mail/templates.ts';
import { mustEnrolFirst } from '../../policies/account-security.ts';
import type { Tx } from '../../transact.ts';
import { dutchDayAndTime } from '../../zoned-time.ts';
import { deviceName } from './device-name.ts';
import { hasSecondFactor, secondFactorsOf } from './second-factor.ts';

export const endSessionLink = (publicUrl: string, token: string) => `${publicUrl}/end-session?token=${token}`;

/**
 * The session of a finished sign-in (the password alone, or its second step): marked enrolment-only when the company
 * demands a second factor the user has not set up, and mailed about when it comes from a device not seen before.
 */
export async function startSignedInSession(
  tx: Tx,
  input: { user: User; device: Device; now: Date },
): Promise<SignedInResponse> {
  const { trx } = tx;
  const { user, device, now } = input;
  const company = await trx
    .selectFrom('companies')
    .select('require_2fa')
    .where('id', '=', user.company_id)
    .executeTakeFirstOrThrow();
  const enrolmentOnly = mustEnrolFirst(
    user,
    company.require_2fa,
    hasSecondFactor(await secondFactorsOf(trx, user.id)),
  );
  const { token, sessionId } = await openSession(trx, { userId: user.id, now, device, enrolmentOnly });
  if (await isNewDevice(tx, user.id, device, now)) {
    const endToken = await issueOneTimeToken(trx, {
      userId: user.id,
      purpose: 'end_session',
      sessionId,
      expiresAt: sessionEndFrom(now),
    });
    await tx.queueMail(
      user.email,
      newSignInMail({
        firstName: user.first_name,
        device: deviceName(device.userAgent),
        ip: device.ip ?? 'onbekend',
        time: dutchDayAndTime(now, user.time_zone),
        link: endSessionLink(tx.config.publicUrl, endToken),
      }),
    );
  }
  return {
    access_token: token,
    token_type: 'bearer',
    ...(enrolmentOnly ? { enrolment_required: true } : {}),
  };
}

/** Remembers the device; new when never seen for this user, though the very first sign-in has nothing to compare with. */
async function isNewDevice(tx: Tx, userId: string, device: Device, now: Date): Promise<boolean> {
  const deviceHash = hashSecret(`${device.userAgent ?? ''}\n${device.ip ?? ''}`);
  const added = await tx.trx
    .insertInto('sign_in_devices')
    .values({ user_id: userId, device_hash: deviceHash, first_seen_at: now })
    .onConflict((conflict) => conflict.columns(['user_id', 'device_hash']).doNothing())
    .returning('device_hash')
    .executeTakeFirst();
  if (!added) return false;
  const known = await tx.trx
    .selectFrom('sign_in_devices')
    .select('device_hash')
    .where('user_id', '=', userId)
    .where('device_hash', '!=', deviceHash)
    .limit(1)
    .executeTakeFirst();
  return known !== undefined;
}
