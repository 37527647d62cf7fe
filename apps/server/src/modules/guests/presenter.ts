import type { GuestInviter, TokenValidateResponse } from '@dossier/contract';
import { fullName } from '../users/index.ts';

interface InviterRow {
  first_name: string | null;
  last_name: string | null;
  company_name: string;
}

export function presentInviter(row: InviterRow): GuestInviter {
  return {
    name:
      row.first_name === null
        ? null
        : fullName({ first_name: row.first_name, last_name: row.last_name ?? '' }),
    company_name: row.company_name,
  };
}

/** The caller's own access to a dossier: until when, who invited them, and whether they still have to give a name. */
export function presentDossierAccess(access: {
  valid: boolean;
  expiresAt: Date | null;
  inviter: InviterRow | undefined;
  needsName: boolean;
}): TokenValidateResponse {
  return {
    valid: access.valid,
    expires_at: access.expiresAt?.toISOString() ?? null,
    invited_by: access.inviter ? presentInviter(access.inviter) : null,
    needs_name: access.needsName,
  };
}

/** How the dossier's lines name a guest: the name they gave, or their address until then (issue 25). */
export const guestLabel = (guest: {
  email: string;
  first_name: string;
  last_name: string;
  name_given_at: Date | null;
}) => (guest.name_given_at ? fullName(guest) : guest.email);
