import { z } from 'zod';
import { boundedText, Email, Id, Timestamp } from './common.ts';
import { DossierChannel } from './dossiers.ts';
import { limits } from './limits.ts';

/**
 * The life of a guest (an external viewer) after the invite: SPEC sections 2, 4 and 7.
 * A guest's session outlives the dossier access; after `token_expires_at` only these calls answer.
 */

/** Who invited a guest: the person (null for invites from before issue 25, or once they are gone) and their company. */
export const GuestInviter = z.object({ name: z.string().nullable(), company_name: z.string() });
export type GuestInviter = z.infer<typeof GuestInviter>;

/**
 * GET /api/v1/auth/dossier/{id}/token/validate: is the caller's access to this dossier still valid, and, for a guest,
 * who invited them ('Uitgenodigd door ...') and whether they still have to give their name (the first visit).
 */
export const TokenValidateResponse = z.object({
  valid: z.boolean(),
  expires_at: Timestamp.nullable(),
  invited_by: GuestInviter.nullable(),
  needs_name: z.boolean(),
});
export type TokenValidateResponse = z.infer<typeof TokenValidateResponse>;

/**
 * POST /api/v1/dossiers/{id}/request-extension by the guest (before or after expiry). A second request within
 * `limits.extensionRequestQuietMinutes` is answered alike but writes, mails and announces nothing new.
 */
export const ExtensionRequestResponse = z.object({ requested_at: Timestamp, repeated: z.boolean() });
export type ExtensionRequestResponse = z.infer<typeof ExtensionRequestResponse>;

/** POST /api/v1/dossiers/{id}/users/{userId}/renew-token: a new expiry and a fresh single-use link by mail. */
export const RenewTokenResponse = z.object({ user_id: Id, token_expires_at: Timestamp });
export type RenewTokenResponse = z.infer<typeof RenewTokenResponse>;

/** POST /api/v1/dossiers/{id}/users/{userId}/resend-link: a fresh single-use link, the expiry unchanged. */
export const ResendLinkResponse = z.object({ user_id: Id, token_expires_at: Timestamp });
export type ResendLinkResponse = z.infer<typeof ResendLinkResponse>;

/**
 * PUT /api/v1/users/{id}/name by the guest themself: the name shown instead of their address everywhere (the first
 * visit asks for it; it may be changed later). Answers the user as GET /users/me does.
 */
export const GuestNameRequest = z.object({
  first_name: boundedText(limits.personName.min, limits.personName.max),
  last_name: boundedText(limits.personName.min, limits.personName.max),
});
export type GuestNameRequest = z.infer<typeof GuestNameRequest>;

/**
 * Live frame to every dossier a user is an active member of when they gave or changed their name: open screens
 * show the new name on their messages, in the member list and in the sidebar.
 */
export const MemberRenamedFrame = z.object({
  type: z.literal('member_renamed'),
  dossier_id: DossierChannel,
  user_id: Id,
  full_name: z.string(),
});
export type MemberRenamedFrame = z.infer<typeof MemberRenamedFrame>;

/**
 * POST /api/v1/auth/magic-link (anonymous, rate limited like password resets): a way back in. Always 202 with the
 * same body whether or not the address is known: a guest with valid access gets a new link by mail, an expired
 * guest's inviting side gets an extension request instead.
 */
export const NewMagicLinkRequest = z.object({ email: Email });
export type NewMagicLinkRequest = z.infer<typeof NewMagicLinkRequest>;
export const NewMagicLinkResponse = z.object({ accepted: z.literal(true) });

/**
 * POST /api/v1/dossiers/{id}/counterparty: link a counterparty company and, in the same transaction, either one of
 * its users (`user_id`) or a guest invited by e-mail (`guest_email`). Exactly one of the two.
 */
export const LinkCounterpartyRequest = z
  .object({ company_id: Id, user_id: Id.optional(), guest_email: Email.optional() })
  .refine((body) => (body.user_id === undefined) !== (body.guest_email === undefined), {
    message: 'Kies een gebruiker of een e-mailadres',
    path: ['user_id'],
  });
export type LinkCounterpartyRequest = z.infer<typeof LinkCounterpartyRequest>;
export const LinkCounterpartyResponse = z.object({
  dossier_id: Id,
  company_id: Id,
  company_name: z.string(),
  user_id: Id,
});
export type LinkCounterpartyResponse = z.infer<typeof LinkCounterpartyResponse>;

/**
 * Live frame to a guest's own sockets when their access to a dossier changes: renewed (valid true, the overlay goes
 * away), expired or revoked (valid false). After it, an invalid guest hears nothing more of that dossier.
 */
export const AccessChangedFrame = z.object({
  type: z.literal('access_changed'),
  dossier_id: DossierChannel,
  valid: z.boolean(),
  expires_at: Timestamp.nullable(),
});
export type AccessChangedFrame = z.infer<typeof AccessChangedFrame>;
