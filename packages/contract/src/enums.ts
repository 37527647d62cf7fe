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
