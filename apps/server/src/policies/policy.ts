import type { Role } from '@dossier/contract';

/** What a policy knows of the one acting: pure data, no I/O. */
export interface PolicyActor {
  id: string;
  role: Role;
  company_id: string;
}

export const isAdmin = (actor: PolicyActor) => actor.role === 'admin';
export const isViewer = (actor: PolicyActor) => actor.role === 'viewer';
export const sameCompany = (actor: PolicyActor, companyId: string) => actor.company_id === companyId;
