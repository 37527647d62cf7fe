import type { GuestInviter } from '@dossier/contract';

/**
 * A guest's own texts (issue 25, item 3): the name asked on the first visit and who invited them. Part of the text
 * catalogue beside nl.ts; the guest speaks to the platform formally, as the access overlay does.
 */
export const nlGuests = {
  name: {
    title: 'Hoe heet u?',
    intro:
      'Welkom! Vul uw naam in voordat u het dossier opent. De andere deelnemers zien dan uw naam bij uw berichten, in plaats van uw e-mailadres.',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    submit: 'Naar het dossier',
    failed: 'Kon uw naam niet opslaan. Probeer het opnieuw.',
  },
  /** On the account screen: a guest changes the name they gave. */
  rename: {
    button: 'Naam wijzigen',
    title: 'Naam wijzigen',
    save: 'Opslaan',
    saved: 'Uw naam is gewijzigd',
  },
  /** 'Uitgenodigd door Anna de Vries (Bouwbedrijf X), toegang tot 12-12-2026'. */
  invitedBy: (inviter: GuestInviter, until: string | null) => {
    const who = inviter.name ? `${inviter.name} (${inviter.company_name})` : inviter.company_name;
    return until ? `Uitgenodigd door ${who}, toegang tot ${until}` : `Uitgenodigd door ${who}`;
  },
};
