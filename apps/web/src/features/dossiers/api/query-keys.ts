/** Cache keys of the dossier feature; invalidating `dossierKeys.detail(id)` refreshes everything of that dossier. */
export const dossierKeys = {
  all: ['dossiers'] as const,
  sidebar: ['dossiers', 'sidebar'] as const,
  detail: (dossierId: string) => ['dossiers', dossierId] as const,
  data: (dossierId: string) => ['dossiers', dossierId, 'data'] as const,
  /** A guest's own access to the dossier (token/validate). */
  access: (dossierId: string) => ['dossiers', dossierId, 'access'] as const,
  availableUsers: (dossierId: string) => ['dossiers', dossierId, 'available-users'] as const,
  /** Whether the signed-in member muted the dossier's mail. */
  notifications: (dossierId: string) => ['dossiers', dossierId, 'notifications'] as const,
  relationOptions: ['dossiers', 'relation-options'] as const,
  companyUsers: (companyId: string) => ['dossiers', 'company-users', companyId] as const,
};
