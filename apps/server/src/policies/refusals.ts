/**
 * Every policy's refusal detail, said once. Commands answer it as the body's `detail` and the web shows that detail
 * as given, so no text here is worded again elsewhere.
 */
export const refusals = {
  /** A closed dossier refuses every change (409), whoever asks. */
  dossierClosed: 'Dit dossier is gesloten',
  notAClientCreate: 'Je bent geen klant van het platform en kunt geen dossiers aanmaken',
  notAClientAdd: 'Je bent geen klant van het platform en kunt geen gebruikers toevoegen',
  hasCounterparty: 'Dit dossier heeft al een klant of leverancier',
  transitionRefused: 'Deze statuswijziging is niet toegestaan',
  /** Closing takes two (issue 24): the company that asked cannot confirm its own request. */
  closeNeedsOtherCompany:
    'Het andere bedrijf moet het sluiten bevestigen: jouw bedrijf heeft het sluitverzoek gedaan',
  /** Withdrawing a close request of a dossier that is open (issue 24). */
  noCloseRequest: 'Er is geen sluitverzoek om in te trekken',
  cannotLeave: 'Je kunt dit dossier niet verlaten',
  cannotRemoveMember: 'Je kunt deze gebruiker niet verwijderen',
  cannotRemoveYourself: 'Je kunt jezelf niet verwijderen',
  /** A guest after their access ended, on every route of the dossier but the token check and the extension request. */
  accessExpired: 'Uw toegang tot dit dossier is verlopen. Vraag verlenging aan.',
  guestsOnly: 'Alleen gasten kunnen verlenging van hun toegang aanvragen',
  invitersOnly: 'Alleen het bedrijf dat deze gast heeft uitgenodigd kan de toegang beheren',
  notAGuest: 'Deze gebruiker is geen gast van dit dossier',
  expiredRenewInstead: 'De toegang van deze gast is verlopen: verleng de toegang',
  uploadersOnly: 'Alleen het bedrijf dat dit document heeft toegevoegd kan het verwijderen',
  relationAdminsOnly: 'Alleen beheerders kunnen relaties beheren',
  relationReceiverOnly: 'Alleen het ontvangende bedrijf kan dit verzoek accepteren',
  alreadyRelated: 'Er bestaat al een relatie met dit bedrijf',
  alreadyAnswered: 'Dit verzoek is al afgehandeld',
  stillPending: 'Dit verzoek is nog niet geaccepteerd',
  billingAdminsOnly: 'Alleen beheerders kunnen de facturatiegegevens wijzigen',
  invoiceGuestsCannotCreate: 'Gasten kunnen geen facturen maken',
  invoiceGuestsCannotImport: 'Gasten kunnen geen facturen importeren',
  invoiceSellerOnly: 'Alleen de verkoper kan deze factuur wijzigen of versturen',
  invoiceNotDraft: 'Deze factuur is al verstuurd en kan niet meer worden gewijzigd',
  invoiceBuyerOnly: 'Alleen de ontvanger van de factuur kan de status ervan doorgeven',
  invoiceStatusRefused: 'Deze statuswijziging van de factuur is niet toegestaan',
  invoiceDraftHasNoUbl: 'Een concept heeft nog geen e-factuur: verstuur de factuur eerst',
  invoiceNotCreditable: 'De gecrediteerde factuur is al betaald, afgewezen of gecrediteerd',
  /** Closure waits for settlement (issue 21, item 8). */
  invoicesOutstanding:
    'Dit dossier heeft nog openstaande facturen: het kan pas worden gesloten als elke factuur is betaald, afgewezen of gecrediteerd',
  /** Two-step sign-in (issue 23). */
  guestsHaveNoSecondFactor: 'Gasten gebruiken geen tweestapsverificatie',
  companyRequiresSecondFactor:
    'Je bedrijf vereist tweestapsverificatie: je kunt die niet uitzetten zolang je geen passkey hebt',
  securityAdminsOnly: "Alleen beheerders kunnen de beveiliging van het bedrijf en van collega's beheren",
  cannotResetOwnSecondFactor:
    'Je kunt je eigen tweestapsverificatie niet herstellen: zet die uit met je wachtwoord en een code',
} as const;
