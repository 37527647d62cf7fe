/**
 * The interface texts of two-step sign-in, the company's demand for it and sessions (issue 23): part of the text
 * catalogue beside nl.ts, in a module of its own because only the screens that use them load it (nl.ts is in
 * every route's first load, and /app's budget has no room for texts it never shows).
 */
export const nlSecurity = {
  /** The login page's second step. */
  codeStep: {
    title: 'Verificatiecode',
    intro: 'Open je authenticator-app en voer de code van 6 cijfers in.',
    codeLabel: 'Verificatiecode',
    recoveryTitle: 'Herstelcode',
    recoveryIntro: 'Voer een van je herstelcodes in. Elke herstelcode werkt één keer.',
    recoveryLabel: 'Herstelcode',
    recoveryRequired: 'Voer een herstelcode in',
    useRecovery: 'Herstelcode gebruiken',
    useApp: 'Code uit de app gebruiken',
    submit: 'Verifiëren',
    backToPassword: 'Terug naar inloggen',
    expired: 'De tijd om je code in te voeren is verlopen. Log opnieuw in met je wachtwoord.',
    'too-many-codes': 'Te veel onjuiste codes. Log opnieuw in met je wachtwoord.',
    failed: 'Verifiëren is niet gelukt. Probeer het opnieuw.',
  },

  twoFactor: {
    title: 'Tweestapsverificatie',
    intro:
      'Log in met je wachtwoord en een code uit een authenticator-app, zodat een gelekt wachtwoord alleen niet genoeg is.',
    statusOn: 'Aan',
    statusOff: 'Uit',
    requiredByCompany: 'Je bedrijf vereist tweestapsverificatie voor iedereen.',
    recoveryCodesLeft: (count: number) =>
      count === 1 ? 'Nog 1 herstelcode over.' : `Nog ${count} herstelcodes over.`,
    setUp: 'Instellen',
    turnOff: 'Uitschakelen',
    loadFailed: 'Kon de status van tweestapsverificatie niet laden.',
    setup: {
      scanTitle: 'Scan de QR-code',
      scanIntro:
        'Scan deze QR-code met een authenticator-app (zoals Microsoft Authenticator, Google Authenticator of 1Password).',
      qrAlt: 'QR-code om tweestapsverificatie in te stellen',
      manualLabel: 'Lukt scannen niet? Voer deze sleutel met de hand in:',
      codeLabel: 'Code uit de app',
      confirm: 'Bevestigen',
      cancel: 'Annuleren',
      startFailed: 'Kon tweestapsverificatie niet starten. Probeer het opnieuw.',
      confirmFailed: 'Bevestigen is niet gelukt. Probeer het opnieuw.',
      enabled: 'Tweestapsverificatie staat aan',
    },
    recoveryCodes: {
      title: 'Je herstelcodes',
      intro:
        'Bewaar deze codes op een veilige plek. Ben je je telefoon kwijt, dan log je met één van deze codes in. Elke code werkt één keer, en je ziet ze alleen nu.',
      listLabel: 'Herstelcodes',
      copy: 'Kopiëren',
      copied: 'Gekopieerd',
      copyFailed: 'Kopiëren is niet gelukt. Selecteer de codes en kopieer ze zelf.',
      download: 'Downloaden',
      fileName: 'herstelcodes-dossiers.txt',
      fileHeading: 'Herstelcodes voor Dossiers. Elke code werkt één keer.',
      saved: 'Ik heb de herstelcodes bewaard',
      done: 'Klaar',
    },
    disable: {
      title: 'Tweestapsverificatie uitschakelen',
      intro: 'Bevestig met je wachtwoord en een code uit je authenticator-app (of een herstelcode).',
      password: 'Wachtwoord',
      code: 'Code of herstelcode',
      codeRequired: 'Voer een code of herstelcode in',
      passwordRequired: 'Voer je wachtwoord in',
      submit: 'Uitschakelen',
      done: 'Tweestapsverificatie staat uit',
      failed: 'Uitschakelen is niet gelukt. Probeer het opnieuw.',
    },
  },

  sessions: {
    title: 'Sessies',
    intro: 'Waar je account nu is ingelogd. Herken je een sessie niet, meld die dan af.',
    thisDevice: 'Dit apparaat',
    ip: (ip: string) => `IP-adres ${ip}`,
    unknownIp: 'IP-adres onbekend',
    lastSeen: (when: string) => `Laatst actief ${when}`,
    signedIn: (when: string) => `Ingelogd ${when}`,
    end: 'Afmelden',
    endLabel: (device: string) => `${device} afmelden`,
    endOthers: 'Alle andere sessies afmelden',
    confirmEnd: {
      title: 'Sessie afmelden?',
      text: (device: string) => `${device} wordt afgemeld en moet opnieuw inloggen.`,
    },
    confirmEndOthers: {
      title: 'Alle andere sessies afmelden?',
      text: 'Elk ander apparaat of elke andere browser wordt afgemeld. Dit apparaat blijft ingelogd.',
    },
    ended: 'Sessie afgemeld',
    othersEnded: 'Alle andere sessies zijn afgemeld',
    endFailed: 'Afmelden is niet gelukt.',
    loadFailed: 'Kon je sessies niet laden.',
    none: 'Geen andere sessies.',
  },

  /** The users screen: the company's demand and an admin's reset of a colleague's second factor. */
  companyPolicy: {
    label: 'Tweestapsverificatie verplicht voor iedereen',
    description:
      'Wie nog geen tweestapsverificatie heeft, stelt die in direct na het inloggen en kan daarvoor niets anders doen.',
    on: 'Tweestapsverificatie is nu verplicht voor iedereen',
    off: 'Tweestapsverificatie is niet meer verplicht',
    failed: 'Kon de instelling niet opslaan.',
  },
  adminReset: {
    action: 'Tweestapsverificatie resetten',
    confirmTitle: (name: string) => `Tweestapsverificatie van ${name} resetten?`,
    confirmText:
      'De authenticator-app en herstelcodes van deze collega werken daarna niet meer. Je collega krijgt hierover een e-mail en kan tweestapsverificatie opnieuw instellen.',
    confirm: 'Resetten',
    done: (name: string) => `Tweestapsverificatie van ${name} is gereset`,
    failed: 'Resetten is niet gelukt.',
  },

  /** /end-session: the link of the mail about a sign-in from a new device. */
  endSessionLink: {
    title: 'Sessie beëindigen',
    intro:
      'Was jij het niet die zich aanmeldde? Beëindig die sessie hier en wijzig daarna meteen je wachtwoord.',
    submit: 'Deze sessie beëindigen',
    failed: 'De sessie kon niet worden beëindigd. De link is ongeldig, verlopen of al gebruikt.',
  },

  /** The screen a session of a company that demands a second factor sees first. */
  enrolment: {
    title: 'Stel tweestapsverificatie in',
    intro:
      'Je bedrijf vereist tweestapsverificatie voor iedereen. Stel die nu in om verder te gaan; dat duurt een minuut.',
    logout: 'Uitloggen',
  },
} as const;
