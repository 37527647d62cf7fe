import { z } from 'zod';
import { Email, Id, Timestamp } from './common.ts';
import { DossierStatus, MembershipStatus, Role } from './enums.ts';
import { limits } from './limits.ts';

export const DossierChannel = z
  .string()
  .startsWith('dossier:', 'must look like dossier:{id}')
  .transform((channel) => channel.slice('dossier:'.length))
  .pipe(Id);

/** Shown as counterparty of a dossier that has none (SPEC section 3). */
export const INTERNAL_DOSSIER_NAME = 'Intern dossier';

export const DossierTitle = z.string().trim().min(1).max(limits.dossierTitle.max);

export const CreateDossierRequest = z.object({
  title: DossierTitle,
  /** A counterparty from the active relations; with a client of the product, one of its users too. */
  company_id: Id.optional(),
  user_id: Id.optional(),
  /** The contact of an external counterparty, invited as a guest (viewer). */
  email: Email.optional(),
});
export type CreateDossierRequest = z.infer<typeof CreateDossierRequest>;

export const DossierCompany = z.object({ id: Id, name: z.string(), is_meru_client: z.boolean() });
export type DossierCompany = z.infer<typeof DossierCompany>;

/** Who asked to close and when (issue 24), while the dossier waits in close_request; null otherwise. */
export const CloseRequest = z.object({
  company_id: Id,
  company_name: z.string(),
  /** The user who asked; null once that user's account is gone. */
  user_id: Id.nullable(),
  user_name: z.string().nullable(),
  requested_at: Timestamp,
});
export type CloseRequest = z.infer<typeof CloseRequest>;

export const DossierResponse = z.object({
  id: Id,
  title: z.string(),
  status: DossierStatus,
  created_at: Timestamp,
  counterparty_names: z.array(z.string()),
  companies: z.array(DossierCompany),
  close_request: CloseRequest.nullable(),
});
export type DossierResponse = z.infer<typeof DossierResponse>;

export const DossierMember = z.object({
  id: Id,
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  role: Role,
  company_id: Id,
  company_name: z.string(),
  status: MembershipStatus,
  token_expires_at: Timestamp.nullable(),
  /** A guest's inviting company, which manages their access (canManageGuest); null for a colleague. */
  invited_by_company_id: Id.nullable(),
});
export type DossierMember = z.infer<typeof DossierMember>;

export const DossierDataResponse = DossierResponse.extend({ users: z.array(DossierMember) });
export type DossierDataResponse = z.infer<typeof DossierDataResponse>;

export const SidebarItem = z.object({
  id: Id,
  title: z.string(),
  status: DossierStatus,
  last_message_time: Timestamp.nullable(),
  last_message_preview: z.string().nullable(),
  last_message_sender: z.string().nullable(),
  last_seq: z.number().int(),
  unread_count: z.number().int(),
});
export type SidebarItem = z.infer<typeof SidebarItem>;

export const DossierParams = z.object({ id: Id });
export const DossierUserParams = z.object({ id: Id, userId: Id });

/**
 * Withdrawing a close request (POST /api/v1/dossiers/{id}/cancel-close): the requester's 'Sluitverzoek intrekken'
 * without a reason, or the other company's 'Nog niet' with one; the system line names who withdrew and the reason.
 */
export const CancelCloseRequest = z.object({
  reason: z.string().trim().min(1).max(limits.closeRequestReason.max).optional(),
});
export type CancelCloseRequest = z.infer<typeof CancelCloseRequest>;

/** dossier_id in these bodies repeats the path (SPEC section 7); the path is what counts. */
export const AddDossierCompanyRequest = z.object({ company_id: Id, dossier_id: Id.optional() });
export const AddDossierUserRequest = z.object({ user_id: Id, dossier_id: Id.optional() });
export const PatchDossierUserRequest = z.object({ status: z.literal('removed') });

export const AvailableUser = z.object({
  id: Id,
  full_name: z.string(),
  email: z.string(),
  company_id: Id,
  company_name: z.string(),
});
export type AvailableUser = z.infer<typeof AvailableUser>;

/** A counterparty linked to a dossier ('Klant/Leverancier toevoegen'). */
export const LinkedCompanyResponse = z.object({ dossier_id: Id, company_id: Id, company_name: z.string() });
export type LinkedCompanyResponse = z.infer<typeof LinkedCompanyResponse>;

/** Invite relation (SPEC section 7): the contact of an external company becomes a guest of the dossier. */
export const InviteGuestRequest = z.object({ email: Email, company_id: Id, dossier_id: Id.optional() });
export type InviteGuestRequest = z.infer<typeof InviteGuestRequest>;

export const MagicLinkQuery = z.object({ token: z.string().min(1) });
/**
 * A fresh link gives a new session. A used or ended link, opened with the bearer of a session that can read the
 * link's dossier (the same browser again), answers with that session's own token: the browser goes straight in.
 */
export const MagicLinkResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  dossier_id: Id,
});
