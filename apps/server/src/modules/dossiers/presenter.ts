import {
  type AvailableUser,
  type CloseRequest,
  type DossierDataResponse,
  type DossierMember,
  type DossierResponse,
  INTERNAL_DOSSIER_NAME,
  type SidebarItem,
} from '@dossier/contract';
import type { Dossier } from '../../db/schema.ts';
import { fullName } from '../users/index.ts';

type Company = { id: string; name: string; is_meru_client: boolean };

/** Names of the other companies, seen from the actor's; an internal dossier shows the placeholder. */
export function counterpartyNames(companies: Company[], actorCompanyId: string): string[] {
  const others = companies.filter((company) => company.id !== actorCompanyId).map((company) => company.name);
  return others.length > 0 ? others : [INTERNAL_DOSSIER_NAME];
}

/** Who asked to close a dossier and when (queries.ts closeRequestOf); the user's names are null once they are gone. */
export interface CloseRequestRow {
  company_id: string;
  company_name: string;
  user_id: string | null;
  user_first_name: string | null;
  user_last_name: string | null;
  requested_at: Date;
}

export function presentCloseRequest(row: CloseRequestRow): CloseRequest {
  const { company_id, company_name, user_id, user_first_name, user_last_name } = row;
  return {
    company_id,
    company_name,
    user_id,
    user_name:
      user_first_name === null
        ? null
        : fullName({ first_name: user_first_name, last_name: user_last_name ?? '' }),
    requested_at: row.requested_at.toISOString(),
  };
}

/** A dossier as its commands and reads return it: the row, its companies and who asked to close it (or null). */
export interface DossierView {
  dossier: Dossier;
  companies: Company[];
  closeRequest: CloseRequestRow | null;
}

export function presentDossier(
  { dossier, companies, closeRequest }: DossierView,
  actorCompanyId: string,
): DossierResponse {
  return {
    id: dossier.id,
    title: dossier.title,
    status: dossier.status,
    created_at: dossier.created_at.toISOString(),
    counterparty_names: counterpartyNames(companies, actorCompanyId),
    companies: companies.map(({ id, name, is_meru_client }) => ({ id, name, is_meru_client })),
    close_request: closeRequest && presentCloseRequest(closeRequest),
  };
}

export interface MemberRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: DossierMember['role'];
  company_id: string;
  company_name: string;
  status: DossierMember['status'];
  token_expires_at: Date | null;
  invited_by_company_id: string | null;
}

export function presentMember(member: MemberRow): DossierMember {
  return {
    ...member,
    full_name: fullName(member),
    token_expires_at: member.token_expires_at?.toISOString() ?? null,
  };
}

export function presentDossierData(
  view: DossierView & { members: MemberRow[] },
  actorCompanyId: string,
): DossierDataResponse {
  return { ...presentDossier(view, actorCompanyId), users: view.members.map(presentMember) };
}

export interface SidebarRow {
  id: string;
  title: string;
  status: Dossier['status'];
  last_message_at: Date | null;
  last_message_preview: string | null;
  last_message_sender: string | null;
  last_seq: string;
  read_seq: string;
}

export function presentSidebarItem(row: SidebarRow): SidebarItem {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    last_message_time: row.last_message_at?.toISOString() ?? null,
    last_message_preview: row.last_message_preview,
    last_message_sender: row.last_message_sender,
    last_seq: Number(row.last_seq),
    unread_count: Math.max(0, Number(row.last_seq) - Number(row.read_seq)),
  };
}

export function presentAvailableUser(
  user: Omit<AvailableUser, 'full_name'> & { first_name: string; last_name: string },
): AvailableUser {
  const { id, email, company_id, company_name } = user;
  return { id, full_name: fullName(user), email, company_id, company_name };
}
