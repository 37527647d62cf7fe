import { type Decision, deny, firstRefusal, hide } from './decision.ts';
import { isViewer, type PolicyActor } from './policy.ts';

interface PasskeyResource {
  user_id: string;
}

/** A passkey is a sign-in of one's own account: guests (viewers) sign in by link and keep none. */
export const mayManageOwnPasskeys = (actor: PolicyActor): Decision =>
  firstRefusal([isViewer(actor), () => deny()]);

/** Only one's own passkey; another user's stays hidden, whoever asks. */
export const mayRemovePasskey = (actor: PolicyActor, passkey: PasskeyResource): Decision =>
  firstRefusal([passkey.user_id !== actor.id, hide], [isViewer(actor), () => deny()]);
