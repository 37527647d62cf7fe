/**
 * The interface texts of passkeys (issue 23): part of the text catalogue beside nl.ts, in a module of its own so
 * only the screens that use them load it.
 */
export const nlPasskeys = {
  section: {
    title: 'Passkeys',
    intro:
      'Log in zonder wachtwoord met je vingerafdruk, gezicht of pincode. Een passkey telt als beide stappen van tweestapsverificatie.',
    add: 'Passkey toevoegen',
    added: 'Passkey toegevoegd',
    none: 'Je hebt nog geen passkeys.',
    loadFailed: 'De passkeys konden niet worden geladen.',
    created: (date: string) => `Toegevoegd ${date}`,
    lastUsed: (date: string) => `Laatst gebruikt ${date}`,
    neverUsed: 'Nog niet gebruikt',
    remove: 'Verwijderen',
    removeLabel: (name: string) => `${name} verwijderen`,
    removed: 'Passkey verwijderd',
    removeFailed: 'De passkey kon niet worden verwijderd.',
    confirmRemove: {
      title: 'Passkey verwijderen?',
      text: (name: string) => `Met ${name} kun je daarna niet meer inloggen.`,
    },
  },
  /** The set-up screen of a company that demands a second factor: a passkey instead of the app. */
  enrolment: {
    or: 'Of log voortaan in met een passkey: je vingerafdruk, gezicht of pincode op dit apparaat.',
  },
  signIn: {
    button: 'Inloggen met een passkey',
    failed: 'Inloggen met een passkey is niet gelukt. Probeer het opnieuw.',
  },
  /** What the browser's side of a ceremony can end in. */
  ceremony: {
    unsupported:
      'Deze browser ondersteunt geen passkeys. Gebruik een recente versie van Chrome, Edge, Safari of Firefox.',
    registrationCancelled: 'Het toevoegen van de passkey is geannuleerd.',
    signInCancelled:
      'Inloggen met een passkey is geannuleerd, of er is op dit apparaat geen passkey gevonden.',
    alreadyAdded: 'Deze passkey is al toegevoegd.',
    failed: 'Er ging iets mis met de passkey. Probeer het opnieuw.',
  },
} as const;
