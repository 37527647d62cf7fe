import { z } from 'zod';

export const roles = ['admin', 'user', 'viewer'] as const;
export const Role = z.enum(roles);
export type Role = z.infer<typeof Role>;

/** Roles an admin may give when inviting a colleague (SPEC section 6). */
export const InviteRole = z.enum(['user', 'admin']);
export type InviteRole = z.infer<typeof InviteRole>;

export const RelationStatus = z.enum(['pending', 'active', 'inactive']);
export type RelationStatus = z.infer<typeof RelationStatus>;

export const DossierStatus = z.enum(['open', 'close_request', 'closed']);
export type DossierStatus = z.infer<typeof DossierStatus>;

export const MembershipStatus = z.enum(['active', 'removed']);
export type MembershipStatus = z.infer<typeof MembershipStatus>;

export const MessageType = z.enum(['user', 'chat_message', 'system', 'document_added', 'document_removed']);
export type MessageType = z.infer<typeof MessageType>;

/** The types a stored message has ('chat_message' names a user's message only as a live event). */
export const StoredMessageType = MessageType.exclude(['chat_message']);
export type StoredMessageType = z.infer<typeof StoredMessageType>;

/** Every company is active today (SPEC section 3); the column keeps room for more. */
export const CompanyStatus = z.enum(['active']);
export type CompanyStatus = z.infer<typeof CompanyStatus>;

/** A user's status as shown: a removed user keeps their row with deleted_at set. */
export const UserStatus = z.enum(['active', 'removed']);
export type UserStatus = z.infer<typeof UserStatus>;
