import type { NotificationPreferencesResponse, NotifyMode } from '@dossier/contract';
import type { Config } from '../../config.ts';

/** A user's notification preferences, with what this server does with them (the delay, replies by mail). */
export const presentPreferences = (
  config: Pick<Config, 'mailReplyDomain' | 'notifyDelaySeconds'>,
  user: { notify_mode: NotifyMode; time_zone: string },
): NotificationPreferencesResponse => ({
  mode: user.notify_mode,
  time_zone: user.time_zone,
  reply_by_mail: config.mailReplyDomain !== null,
  delay_seconds: config.notifyDelaySeconds,
});
