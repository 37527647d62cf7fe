import { dutchDate } from '../../zoned-time.ts';

/** The Dutch texts of the system messages a dossier's changes write into its chat. */
export const systemText = {
  created: (actor: string) => `${actor} heeft het dossier aangemaakt`,
  companyLinked: (company: string) => `${company} gekoppeld aan dossier`,
  memberAdded: (member: string, actor: string) => `${member} is door ${actor} toegevoegd aan het dossier`,
  memberLeft: (member: string) => `${member} heeft het dossier verlaten`,
  memberRemoved: (member: string, actor: string) => `${member} is door ${actor} verwijderd uit het dossier`,
  guestInvited: (email: string, actor: string) => `${email} is door ${actor} uitgenodigd als gast`,
  closureRequested: (actor: string) => `${actor} heeft gevraagd het dossier te sluiten`,
  closed: (actor: string) => `${actor} heeft het dossier gesloten`,
  /** A withdrawn close request (issue 24), by the company that asked, or declined by the other ('Nog niet'). */
  closureWithdrawn: (actor: string, reason?: string) =>
    `${actor} heeft het sluitverzoek ingetrokken${reason ? `: ${reason}` : ''}`,
  closureDeclined: (actor: string, reason?: string) =>
    `${actor} sluit het dossier nog niet${reason ? `: ${reason}` : ''}`,
  extensionRequested: (guest: string) => `${guest} heeft verlenging van de toegang aangevraagd`,
  accessRenewed: (guest: string, until: Date, actor: string) =>
    `Toegang van ${guest} verlengd tot ${dutchDate(until)} door ${actor}`,
  guestRemoved: (guest: string, actor: string) =>
    `${guest} is door ${actor} uit het dossier verwijderd; de toegang is ingetrokken`,
  /** A changed bank account is the classic invoice fraud: said in every open dossier the company shares (issue 21). */
  ibanChanged: (company: string, ending: string) =>
    `Let op: het bankrekeningnummer van ${company} is gewijzigd naar een rekening eindigend op ${ending}. Twijfel je? Vraag het na bij een bekende contactpersoon voordat je betaalt.`,
  /** An invoice's steps in the dossier's chat (issue 21): the amount as '1.210,00', the reason where one is given. */
  invoiceSent: (number: string, amount: string) => `Factuur ${number} verstuurd: € ${amount}`,
  creditNoteSent: (number: string, amount: string, credited: string) =>
    `Creditnota ${number} voor factuur ${credited} verstuurd: € ${amount}`,
  /** An invoice the seller's accounting software wrote, imported as sent (issue 21 item 7). */
  invoiceImported: (number: string, amount: string) => `Factuur ${number} geïmporteerd: € ${amount}`,
  creditNoteImported: (number: string, amount: string) => `Creditnota ${number} geïmporteerd: € ${amount}`,
  invoiceInProcess: (number: string, reason?: string) =>
    `Factuur ${number}: in behandeling${reason ? `: ${reason}` : ''}`,
  invoiceQueried: (number: string, reason: string) => `Factuur ${number}: vraag gesteld: ${reason}`,
  invoiceAccepted: (number: string, reason?: string) =>
    `Factuur ${number}: geaccepteerd${reason ? `: ${reason}` : ''}`,
  invoiceRejected: (number: string, reason: string) => `Factuur ${number}: afgewezen: ${reason}`,
  invoicePaid: (number: string, reason?: string) =>
    `Factuur ${number}: betaald${reason ? `: ${reason}` : ''}`,
  invoiceCredited: (number: string) => `Factuur ${number}: volledig gecrediteerd`,
  /** A query or rejection about one line names it. */
  invoiceLineMention: (position: number, description: string) => ` (regel ${position}: ${description})`,
};
