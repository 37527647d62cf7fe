import { z } from 'zod';
import { Timestamp } from './common.ts';

/**
 * Mail about unread messages (issue 13): when a user hears of what they missed, per dossier a mute, the one-click
 * unsubscribe of every notification, and an expired guest's way to ask for more time from the mail.
 */

/** immediate: once the delay has passed; hourly and daily: a digest on the hour, or at 08:00; off: never. */
export const notifyModes = ['immediate', 'hourly', 'daily', 'off'] as const;
export const NotifyMode = z.enum(notifyModes);
export type NotifyMode = z.infer<typeof NotifyMode>;

export const notificationDefaults = {
  mode: 'immediate' as NotifyMode,
  timeZone: 'Europe/Amsterdam',
  /** The daily digest goes out at this hour in the user's own time zone. */
  dailyDigestHour: 8,
};

/** An IANA time zone name the runtime knows (Europe/Amsterdam, America/New_York, UTC). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const TimeZone = z.string().trim().min(1).max(64).refine(isTimeZone, 'is not a known time zone');

/** GET and PUT /api/v1/users/me/notifications. */
export const NotificationPreferences = z.object({ mode: NotifyMode, time_zone: TimeZone });
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

export const NotificationPreferencesResponse = NotificationPreferences.extend({
  /** Whether this server accepts answers by mail (MAIL_REPLY_DOMAIN is set). */
  reply_by_mail: z.boolean(),
  /** How long an unread message waits before it is mailed (NOTIFY_DELAY_SECONDS). */
  delay_seconds: z.number().int().min(0),
});
export type NotificationPreferencesResponse = z.infer<typeof NotificationPreferencesResponse>;

/** GET and PUT /api/v1/dossiers/{id}/notifications: a muted dossier sends its member no mail. */
export const DossierNotifications = z.object({ muted: z.boolean() });
export type DossierNotifications = z.infer<typeof DossierNotifications>;

/** The signed token of a link in a notification mail (unsubscribe, extension request). */
export const MailTokenQuery = z.object({ token: z.string().trim().min(1).max(512) });
export type MailTokenQuery = z.infer<typeof MailTokenQuery>;

/**
 * POST /api/v1/notifications/unsubscribe?token= (RFC 8058 one-click, no sign-in): mail is off for the address the
 * notification went to. GET on the same address sends a person to the confirmation screen /unsubscribe?token=.
 */
export const UnsubscribeResponse = z.object({ mode: z.literal('off'), email: z.string() });
export type UnsubscribeResponse = z.infer<typeof UnsubscribeResponse>;

/** POST /api/v1/notifications/extension-request?token=: an expired guest asks for more time from the mail. */
export const MailExtensionRequestResponse = z.object({
  dossier_title: z.string(),
  requested_at: Timestamp,
  repeated: z.boolean(),
});
export type MailExtensionRequestResponse = z.infer<typeof MailExtensionRequestResponse>;

/**
 * POST /api/v1/inbound-mail (for inbound-mail services; shared secret in `x-inbound-secret`), the body the raw
 * RFC 822 message. The answer says what became of it; a refusal also goes back to the sender as a bounce mail.
 */
export const InboundMailOutcome = z.enum(['stored', 'duplicate', 'ignored', 'refused']);
export type InboundMailOutcome = z.infer<typeof InboundMailOutcome>;
export const InboundMailResponse = z.object({
  outcome: InboundMailOutcome,
  reason: z.string().nullable(),
});
export type InboundMailResponse = z.infer<typeof InboundMailResponse>;

/** The envelope recipient when the service names it (else the message's own Delivered-To, To or Cc is used). */
export const InboundMailQuery = z.object({ to: z.string().trim().max(320).optional() });
export type InboundMailQuery = z.infer<typeof InboundMailQuery>;
