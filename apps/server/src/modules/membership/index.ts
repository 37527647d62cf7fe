/** Dossier membership: the one access API that dossiers, messages, guests, documents and realtime use. */
export {
  accessValidAt,
  activeMembership,
  activeMembershipsOf,
  activeMembersOfCompany,
  isActiveMember,
  membershipOf,
  membershipWithDossierStatus,
  readSeqOf,
} from './queries.ts';
export { addMembers, endMembership } from './writes.ts';
