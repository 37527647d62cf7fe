/** The dossier rules live once in the contract, shared with the web; the server enforces them from here. */
export {
  canAddCounterparty,
  canAddMember,
  canCloseDossier,
  canCreateDossier,
  canLeaveDossier,
  canRemoveDossierMember,
  canRequestClosure,
  canSendMessage,
  type DossierFacts,
} from '@dossier/contract';
