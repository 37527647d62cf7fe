/**
 * Every interface text of the web app, in one place. SPEC.md quotes many of them; those are kept
 * exactly as written there (including the English ones). Texts with placeholders are functions.
 */
export const nl = {
  product: {
    name: 'Dossiers',
    homeLink: 'Dossiers, naar de startpagina',
  },

  common: {
    loading: 'Laden...',
    submit: 'Submit',
    save: 'Opslaan',
    cancel: 'Annuleren',
    close: 'Sluiten',
    back: 'Terug',
    toLogin: 'Naar inloggen',
    emptyValue: '—',
    showPassword: 'Tekens tonen of verbergen',
    closeNotification: 'Melding sluiten',
    notFoundTitle: 'Pagina niet gevonden',
    notFoundText: 'Deze pagina bestaat niet (meer). Controleer het adres of ga terug naar de startpagina.',
    notFoundAction: 'Naar de startpagina',
    /** A wait as people say it: '45 seconden', '1 minuut', '15 minuten', '2 uur' (rounded up). */
    waitTime: (seconds: number) => {
      if (seconds < 60) return seconds === 1 ? '1 seconde' : `${Math.max(0, seconds)} seconden`;
      const minutes = Math.ceil(seconds / 60);
      if (minutes < 90) return minutes === 1 ? '1 minuut' : `${minutes} minuten`;
      return `${Math.ceil(minutes / 60)} uur`;
    },
  },

  /** A screen whose code could not be loaded (an older version after an update, or no connection) or shown. */
  routeError: {
    loadFailedTitle: 'Dit scherm kon niet worden geladen',
    loadFailedText:
      'Waarschijnlijk is Dossiers net bijgewerkt, of was de verbinding even weg. Laad de pagina opnieuw om verder te gaan.',
    failedTitle: 'Er ging iets mis',
    failedText:
      'Dit scherm kon niet worden getoond. Laad de pagina opnieuw; lukt het dan nog niet, probeer het later nog eens.',
    reload: 'Pagina opnieuw laden',
    home: 'Naar de startpagina',
  },

  roles: {
    admin: 'Beheerder',
    user: 'Gebruiker',
    viewer: 'Gast',
  },

  /** Client-side validation, worded as SPEC.md section 5. */
  validation: {
    required: (label: string) => `${label} is required`,
    tooShort: (label: string, min: number) => `${label} must be at least ${min} characters`,
    tooLong: (label: string, max: number) => `${label} must be ${max} characters or less`,
    registrationNumber: 'must be exactly 8 digits',
    invalidEmail: 'Voer een geldig e-mailadres in',
    passwordsDiffer: 'Wachtwoorden komen niet overeen.',
  },

  /** Transport errors of the API client (SPEC.md sections 7 and 8). */
  api: {
    unauthorized: 'Unauthorized',
    requestFailed: 'API request failed',
  },

  publicShell: {
    register: 'Account aanmaken',
    login: 'Inloggen',
    navigationLabel: 'Hoofdnavigatie',
  },

  landing: {
    hero: {
      eyebrow: 'Voor bouw, industrie en logistiek',
      title: 'Eén dossier per opdracht. Voor jou, je klant en je leverancier.',
      text: 'Chat, documenten en de status van elke opdracht op één plek, gedeeld met de bedrijven waarmee je werkt. Zo weet iedereen wat er is afgesproken, en wordt er sneller gefactureerd.',
      primaryAction: 'Start direct',
      secondaryAction: 'Bekijk de mogelijkheden',
      trust: 'Registreren is gratis. Je bent binnen twee minuten aan de slag.',
    },
    /** Sample content of the illustration beside the hero text. */
    preview: {
      label: 'Voorbeeld van een dossier',
      title: 'Levering staalconstructie hal B',
      counterparty: 'Staalhandel Bakker',
      status: 'Open',
      chatTitle: 'Chat',
      messages: [
        {
          sender: 'Carla Bakker',
          text: 'De liggers worden donderdag om 7:00 geleverd.',
          time: '09:12',
          own: false,
        },
        {
          sender: 'Bram Jansen',
          text: 'Prima, de kraan staat klaar. Zet je de pakbon in het dossier?',
          time: '09:20',
          own: true,
        },
      ],
      documentsTitle: 'Documenten',
      documents: ['Pakbon-2291.pdf', 'Werktekening-hal-B.pdf', 'Offerte-0412.xlsx'],
    },
    problem: {
      heading: 'Het probleem',
      title: 'Afspraken raken zoek tussen mail, telefoon en losse bestanden',
      points: [
        'Offertes, werkbonnen en pakbonnen staan verspreid over mailboxen van verschillende collega’s.',
        'Niemand weet precies welke versie van een document de laatste is.',
        'Facturen blijven liggen omdat onduidelijk is of het werk is afgerond en geaccepteerd.',
      ],
    },
    solution: {
      heading: 'De oplossing',
      title: 'Een gedeeld dossier voor elke opdracht of elk project',
      text: 'Open een dossier, nodig je klant of leverancier uit en werk samen in één overzicht. Berichten, documenten en de status van de opdracht blijven bij elkaar, van eerste afspraak tot afsluiting.',
      points: [
        'Iedere betrokkene ziet dezelfde, actuele informatie.',
        'Externe partijen krijgen tijdelijk toegang via een veilige link, zonder account.',
        'Een dossier sluit je samen af, zodat de factuur zonder discussie de deur uit kan.',
      ],
    },
    features: {
      heading: 'Wat je krijgt',
      title: 'Alles wat een opdracht nodig heeft',
      dossiers: {
        title: 'Dossiers',
        text: 'Per opdracht een overzichtelijk dossier met status, betrokken bedrijven en collega’s. Intern of gedeeld met je klant of leverancier.',
      },
      chat: {
        title: 'Gedeelde chat',
        text: 'Overleg direct in het dossier. Iedereen leest mee, ziet wat nieuw is en kan later terugvinden wat er is afgesproken.',
      },
      documents: {
        title: 'Documentbeheer',
        text: 'Upload tekeningen, offertes en werkbonnen in het dossier. Je ziet in één oogopslag welke documenten van jou zijn en welke van de andere partij.',
      },
    },
    audience: {
      heading: 'Voor wie',
      title: 'Gemaakt voor bedrijven die samen werk verzetten',
      sectors: [
        { title: 'Bouw', text: 'Aannemers, onderaannemers en installateurs die per project afstemmen.' },
        { title: 'Industrie', text: 'Producenten en toeleveranciers met maatwerk, orders en keuringen.' },
        {
          title: 'Logistiek',
          text: 'Vervoerders, verladers en warehouses met zendingen en afleverbewijzen.',
        },
      ],
      roles: {
        suppliers: {
          title: 'Leveranciers',
          text: 'Leg afspraken vast, deel documenten en laat de klant het werk accorderen voordat je factureert.',
        },
        clients: {
          title: 'Opdrachtgevers',
          text: 'Volg de voortgang van elke opdracht en houd alle stukken van je leveranciers bij elkaar.',
        },
      },
    },
    closing: {
      title: 'Klaar om samen te werken?',
      text: 'Registreer je bedrijf met je KvK-nummer en open vandaag nog je eerste dossier.',
      action: 'Gratis beginnen',
    },
    footer: {
      companyName: 'Dossiers B.V.',
      tagline: 'Het gedeelde dossier voor leveranciers en opdrachtgevers.',
      addressHeading: 'Adres',
      addressLines: ['Stationsplein 12', '3511 ED Utrecht'],
      contactHeading: 'Contact',
      email: 'info@dossiers.nl',
      phone: '030 123 45 67',
      phoneHref: '+31301234567',
      registrationHeading: 'Bedrijfsgegevens',
      kvk: 'KvK-nummer: 87654321',
      vat: 'Btw-nummer: NL864321987B01',
      copyright: (year: number) => `© ${year} Dossiers B.V. Alle rechten voorbehouden.`,
    },
  },

  auth: {
    emailLabel: 'E-mailadres',
    passwordLabel: 'Wachtwoord',
    newPasswordLabel: 'Nieuw wachtwoord',
    confirmPasswordLabel: 'Bevestig nieuw wachtwoord',
    login: {
      title: 'Inloggen',
      intro: 'Log in om je dossiers te openen.',
      submit: 'Inloggen',
      forgotPassword: 'Wachtwoord vergeten?',
      noAccount: 'Nog geen account?',
      registerLink: 'Registreer je bedrijf',
      invalidCredentials: 'Ongeldig e-mailadres of wachtwoord',
      invalidResponse: 'Invalid login response',
    },
    register: {
      title: 'Registreer je bedrijf',
      intro:
        'Maak een account aan voor je bedrijf. Je ontvangt een e-mail met een link om je wachtwoord in te stellen.',
      companySection: 'Bedrijf',
      userSection: 'Jouw gegevens',
      companyName: 'Bedrijfsnaam',
      registrationNumber: 'KvK-nummer',
      registrationNumberHint: '8 cijfers, te vinden op je uittreksel van de Kamer van Koophandel',
      firstName: 'Voornaam',
      lastName: 'Achternaam',
      submit: 'Submit',
      haveAccount: 'Heb je al een account?',
      loginLink: 'Log hier in',
      successTitle: 'Registratie gelukt',
      success: (email: string) =>
        `We hebben een e-mail gestuurd naar ${email} met een link om je wachtwoord in te stellen.`,
      failed: 'Registratie mislukt. Controleer de gegevens en probeer het opnieuw.',
    },
    forgotPassword: {
      title: 'Wachtwoord vergeten',
      intro:
        'Vul je e-mailadres in. Als het bij ons bekend is, sturen we je een link om een nieuw wachtwoord in te stellen.',
      submit: 'Verstuur resetlink',
      success:
        'Als dit e-mailadres bij ons bekend is, is er een e-mail verstuurd met een link om je wachtwoord opnieuw in te stellen.',
      failed: 'Er is iets misgegaan. Probeer het later opnieuw.',
      backToLogin: 'Terug naar inloggen',
    },
    resetPassword: {
      title: 'Nieuw wachtwoord instellen',
      intro: 'Kies een wachtwoord van minimaal 8 tekens.',
      submit: 'Wachtwoord opslaan',
      success: 'Je wachtwoord is bijgewerkt. Je kunt nu inloggen met je nieuwe wachtwoord.',
      missingToken: 'Ongeldige of ontbrekende token.',
      failed: 'Er is iets misgegaan. Probeer het later opnieuw.',
      requestNewLink: 'Nieuwe link aanvragen',
    },
    changePassword: {
      title: 'Wachtwoord wijzigen',
      currentPassword: 'Huidig wachtwoord',
      submit: 'Wachtwoord wijzigen',
      success: 'Je wachtwoord is succesvol gewijzigd! Log in met je nieuwe wachtwoord.',
      failed: 'Kon wachtwoord niet wijzigen.',
      notSignedIn: 'Log eerst in om je wachtwoord te wijzigen.',
    },
    magicLink: {
      title: 'Toegang tot dossier',
      pending: 'Even geduld, we stellen je toegang in…',
      failed: 'Er is iets misgegaan. Kijk in je inbox of vraag een nieuwe link aan.',
      /** The form under the error: a link is single use and runs out, so a guest can ask for a new one. */
      newLinkTitle: 'Nieuwe link aanvragen',
      newLinkIntro:
        'Vul het e-mailadres in waarop je de uitnodiging hebt ontvangen. We sturen je dan een nieuwe link.',
      newLinkSubmit: 'Stuur een nieuwe link',
      newLinkSent: 'Als dit e-mailadres toegang heeft, ontvang je binnen enkele minuten een nieuwe link.',
      newLinkFailed: 'Kon geen nieuwe link aanvragen. Probeer het later opnieuw.',
      newLinkRateLimited: (wait: string | undefined) =>
        wait
          ? `Je hebt te vaak een nieuwe link aangevraagd. Probeer het over ${wait} opnieuw.`
          : 'Je hebt te vaak een nieuwe link aangevraagd. Probeer het later opnieuw.',
    },
  },

  shell: {
    railLabel: 'Applicatiemenu',
    users: 'Gebruikers',
    relations: 'Relaties',
    billing: 'Facturatiegegevens',
    account: 'Account',
    logout: 'Uitloggen',
    sidebarLabel: 'Dossierlijst',
  },

  account: {
    title: 'Accountgegevens',
    name: 'Naam',
    email: 'E-mailadres',
    role: 'Rol',
    company: 'Bedrijf',
    changePassword: 'Wachtwoord wijzigen',
    loadFailed: 'Kon accountgegevens niet laden.',
    notifications: {
      title: 'Meldingen per e-mail',
      intro: 'Krijg een e-mail over berichten die je nog niet hebt gelezen.',
      mode: 'Wanneer wil je een e-mail?',
      modes: {
        immediate: 'Direct',
        hourly: 'Elk uur',
        daily: 'Dagelijks om 08:00',
        off: 'Nooit',
      },
      modeHints: {
        immediate: (minutes: string) => `Als je een bericht na ${minutes} nog niet hebt gelezen.`,
        hourly: 'Eén overzicht per uur van wat je nog niet hebt gelezen.',
        daily: 'Eén overzicht per dag, om 08:00 in jouw tijdzone.',
        off: 'Je ontvangt geen e-mails over berichten. Per dossier kun je meldingen ook uitzetten in het dossiermenu.',
      },
      timeZone: 'Tijdzone',
      timeZonePlaceholder: 'Zoek een tijdzone',
      timeZoneRequired: 'Kies een tijdzone',
      replyByMail:
        'Je kunt een melding gewoon beantwoorden: je antwoord verschijnt als jouw bericht in het dossier, met de bijlagen als documenten.',
      save: 'Opslaan',
      saved: 'Meldingen opgeslagen',
      saveFailed: 'Kon meldingen niet opslaan',
      loadFailed: 'Kon je meldingen niet laden.',
    },
  },

  users: {
    title: 'Gebruikers',
    intro: 'Collega’s met toegang tot de dossiers van je bedrijf.',
    newUser: 'Nieuwe gebruiker',
    columns: { name: 'Naam', email: 'E-mailadres', role: 'Rol' },
    you: '(jij)',
    empty: 'Er zijn nog geen gebruikers.',
    loadFailed: 'Fout bij laden gebruikers',
    openDetails: (name: string) => `Details van ${name} openen`,
    invite: {
      title: 'Nieuwe gebruiker',
      intro: 'De nieuwe gebruiker ontvangt een e-mail met een link om een wachtwoord in te stellen.',
      firstName: 'Voornaam',
      lastName: 'Achternaam',
      email: 'E-mailadres',
      role: 'Rol',
      submit: 'Uitnodigen',
      sent: (email: string) => `Uitnodiging verstuurd naar ${email}!`,
      failed: 'Uitnodiging mislukt',
    },
    details: {
      title: 'Gebruikersgegevens',
      name: 'Naam',
      email: 'E-mailadres',
      role: 'Rol',
      joined: 'Lid sinds',
      resetPassword: 'Reset Password',
      removeUser: 'Remove User',
      resetSent: (email: string) => `Password reset email sent to ${email}`,
      resetFailed: (message: string) => `Error resetting password: ${message}`,
      removed: (email: string) => `User ${email} removed`,
      removeFailed: (message: string) => `Error removing user: ${message}`,
    },
    added: 'Gebruiker toegevoegd',
    addFailed: 'Toevoegen mislukt',
  },

  billing: {
    title: 'Facturatiegegevens',
    intro: 'Wat er op de facturen van je bedrijf staat, en op welke rekening je betaald wordt.',
    legalName: 'Officiële naam',
    street: 'Straat en huisnummer',
    postalCode: 'Postcode',
    city: 'Plaats',
    country: 'Land',
    countryHint: 'Landcode van twee letters, bijvoorbeeld NL',
    vatId: 'Btw-nummer',
    iban: 'IBAN',
    ibanHint:
      'Een nieuw rekeningnummer wordt gemeld in de gedeelde dossiers en aan de beheerders van je relaties.',
    paymentTermDays: 'Betaaltermijn (dagen)',
    invoicePrefix: 'Factuurprefix',
    invoicePrefixHint: 'Factuurnummers worden prefix, jaar en volgnummer.',
    longPaymentTerm:
      'Let op: een grote afnemer mag een mkb-leverancier niet langer dan 30 dagen laten wachten (art. 6:119a BW).',
    save: 'Opslaan',
    saved: 'Facturatiegegevens opgeslagen',
    saveFailed: 'Opslaan mislukt',
    loadFailed: 'Fout bij laden facturatiegegevens',
  },

  relations: {
    title: 'Relaties',
    incoming: 'Binnengekomen verzoeken',
    sent: 'Verzonden verzoeken',
    active: 'Actieve relaties',
    columns: { company: 'Bedrijf', type: 'Type' },
    client: 'Klant van het platform',
    external: 'Extern',
    externalParty: 'Externe partij',
    newRelation: 'Nieuwe relatie',
    searchPlaceholder: 'Typ een bedrijfsnaam of KvK-nummer',
    noResults: 'Geen resultaten gevonden',
    added: 'Relatie toegevoegd',
    addFailed: 'Fout bij toevoegen relatie',
    loadFailed: 'Fout bij laden relaties',
    inviteSent: 'Uitnodiging verstuurd',
    inviteRequestSent: 'Verzoek tot uitnodiging verstuurd',
    inviteFailed: 'Fout bij uitnodigen relatie',
    intro: 'De bedrijven waarmee je dossiers deelt: klanten van het platform en externe partijen.',
    emptyActive: 'Nog geen actieve relaties. Voeg er een toe met Nieuwe relatie.',
    inactive: 'Inactief',
    actionsColumn: 'Acties',
    accept: 'Accepteren',
    reject: 'Weigeren',
    cancelRequest: 'Annuleren',
    activate: 'Activeren',
    deactivate: 'Deactiveren',
    acceptLabel: (company: string) => `Verzoek van ${company} accepteren`,
    rejectLabel: (company: string) => `Verzoek van ${company} weigeren`,
    cancelLabel: (company: string) => `Verzoek aan ${company} annuleren`,
    rejected: 'Verzoek geweigerd',
    cancelled: 'Verzoek geannuleerd',
    activated: 'Relatie geactiveerd',
    deactivated: 'Relatie gedeactiveerd',
    updateFailed: 'Fout bij bijwerken relatie',
    modal: {
      company: 'Bedrijf',
      searching: 'Zoeken...',
      companyRequired: 'Kies een bedrijf uit de lijst',
      requestHint:
        'Dit bedrijf gebruikt het platform: een beheerder van dat bedrijf moet je verzoek accepteren.',
      externalHint: 'Deze relatie is direct actief.',
      submit: 'Relatie toevoegen',
      notListed: 'Zoek op naam of KvK-nummer. Staat het bedrijf er niet bij?',
      registerExternal: 'Externe partij registreren',
      name: 'Bedrijfsnaam',
      registrationNumber: 'KvK-nummer',
      city: 'Plaats',
      registerSubmit: 'Registreren en toevoegen',
    },
  },

  dossiers: {
    sidebarTitle: 'Dossiers',
    newDossier: 'Nieuw dossier',
    noMessages: 'Geen berichten',
    unread: (count: number) => `${count} ongelezen`,
    internalPlaceholder: 'Intern dossier',
    emptyTitle: 'Nog geen dossiers',
    emptyText:
      'Je hebt nog geen dossiers. Maak je eerste dossier aan met de knop ‘Nieuw dossier’ in de dossierlijst.',
    listLoadFailed: 'Kon de dossierlijst niet laden.',
    chooseTitle: 'Kies een dossier',
    chooseText:
      'Open een dossier uit de dossierlijst, of maak een nieuw dossier aan met de knop ‘Nieuw dossier’.',
    loadFailed: 'Kon dit dossier niet laden.',
    notFound: 'Dit dossier bestaat niet of je hebt er geen toegang toe.',
    created: 'Dossier aangemaakt',
    createFailed: 'Fout bij aanmaken dossier',
    form: {
      title: 'Titel',
      titleRequired: 'Geef een titel op',
      internalUse: 'Intern gebruik?',
      yes: 'Ja',
      no: 'Nee',
      invalidEmail: 'Voer een geldig e-mailadres in',
      companyRequired: 'Kies een bedrijf',
      userRequired: 'Kies een gebruiker',
      company: 'Klant of leverancier',
      companyPlaceholder: 'Kies een bedrijf uit je relaties',
      user: 'Gebruiker',
      userPlaceholder: 'Kies een gebruiker',
      contactEmail: 'E-mailadres contactpersoon',
      noRelations: 'Je hebt nog geen actieve relaties. Een beheerder kan ze toevoegen onder Relaties.',
      submit: 'Dossier aanmaken',
      viewerNotClient:
        'Je bent geen klant van het platform en kunt daarom geen dossiers aanmaken. Wil je zelf dossiers starten? Registreer dan je bedrijf.',
      viewerRegister: 'Registreer je bedrijf',
    },
    menu: {
      addCounterparty: 'Klant/Leverancier toevoegen',
      addUser: 'Gebruiker toevoegen',
      details: 'Dossiergegevens',
      label: 'Dossiermenu',
      requestClose: 'Sluiten aanvragen',
      close: 'Dossier sluiten',
      leave: 'Dossier verlaten',
      mute: 'Meldingen uitzetten',
      unmute: 'Meldingen aanzetten',
    },
    muted: 'Je krijgt geen e-mails meer over dit dossier',
    unmuted: 'Je krijgt weer e-mails over dit dossier',
    muteFailed: 'Kon meldingen voor dit dossier niet wijzigen',
    mutedBadge: 'Meldingen uit',
    companyLinked: (company: string) => `${company} gekoppeld aan dossier`,
    companyLinkedGeneric: 'Bedrijf gekoppeld aan dossier',
    userAdded: 'Gebruiker toegevoegd aan dossier',
    usersLoadFailed: 'Fout bij ophalen gebruikers',
    dataLoadFailed: 'Fout bij laden dossiergegevens',
    userRemoved: 'Gebruiker verwijderd',
    userRemoveFailed: 'Fout bij verwijderen gebruiker',
    accessRenewed: 'Toegang verlengd',
    accessLinkResent: 'Toegangslink opnieuw verzonden',
    renewFailed: 'Vernieuwen mislukt',
    left: 'Je hebt het dossier verlaten',
    leaveFailed: 'Fout bij verlaten dossier',
    closeRequested: 'Sluitverzoek verstuurd',
    closeRequestFailed: 'Fout bij sluiten aanvragen',
    closed: 'Dossier gesloten',
    closeFailed: 'Sluiten mislukt',
    status: { open: 'Open', close_request: 'Sluiten aangevraagd', closed: 'Gesloten' },
    confirm: {
      leaveTitle: 'Dossier verlaten?',
      leaveText:
        'Je ziet dit dossier daarna niet meer in je lijst. Een collega kan je later opnieuw toevoegen.',
      requestCloseTitle: 'Sluiten aanvragen?',
      requestCloseText: 'De andere partij krijgt het verzoek om het dossier te sluiten.',
      closeTitle: 'Dossier sluiten?',
      closeText: 'Na het sluiten kan niemand meer berichten in dit dossier plaatsen.',
    },
    data: {
      title: 'Dossiergegevens',
      dossierTitle: 'Titel',
      status: 'Status',
      createdAt: 'Aangemaakt op',
      companies: 'Bedrijven',
      users: 'Gebruikers',
      remove: 'Verwijderen',
      removeLabel: (name: string) => `${name} uit het dossier verwijderen`,
      renew: 'Verlengen',
      renewLabel: (name: string) => `Toegang van ${name} verlengen`,
      resend: 'Link opnieuw sturen',
      resendLabel: (name: string) => `Link opnieuw sturen naar ${name}`,
    },
    addUser: {
      title: 'Gebruiker toevoegen',
      user: 'Gebruiker',
      placeholder: 'Kies een gebruiker',
      required: 'Kies een gebruiker',
      none: 'Er zijn geen gebruikers meer die je aan dit dossier kunt toevoegen.',
      submit: 'Toevoegen',
      failed: 'Toevoegen mislukt',
      viewerNotClient:
        'Je bent geen klant van het platform en kunt daarom geen andere gebruikers aan dossiers toevoegen.',
    },
    invite: {
      title: 'Klant/Leverancier toevoegen',
      submit: 'Toevoegen',
      sent: 'Uitnodiging verstuurd',
      failed: 'Fout bij uitnodigen relatie',
    },
    access: {
      expiredOverlay: 'Uw toegang is verlopen!',
      expiredText:
        'Uw tijdelijke toegang tot dit dossier is afgelopen. Vraag verlenging aan bij het bedrijf dat u heeft uitgenodigd.',
      extensionPending:
        'Uw aanvraag is verstuurd. Zodra uw toegang is verlengd, verschijnt het dossier hier vanzelf weer.',
      requestExtension: 'Vraag verlenging aan',
      extensionRequested: 'Verlenging aangevraagd!',
      extensionFailed: 'Kon verlenging niet aanvragen',
      expired: 'Toegang verlopen',
      until: (date: string) => `Toegang tot: ${date}`,
    },
  },

  /** The public screens behind the links in a notification mail (no sign-in). */
  mailLinks: {
    missingToken: 'Deze link is ongeldig of onvolledig. Gebruik de link uit de e-mail.',
    unsubscribe: {
      title: 'Afmelden voor meldingen',
      intro: 'Wil je geen e-mails meer ontvangen over berichten die je nog niet hebt gelezen?',
      submit: 'Afmelden',
      done: (email: string) =>
        `${email} ontvangt geen e-mails meer over ongelezen berichten. Je kunt ze weer aanzetten bij Accountgegevens.`,
      failed: 'Afmelden is niet gelukt. De link is ongeldig of verlopen.',
    },
    extension: {
      title: 'Verlenging aanvragen',
      intro:
        'Je toegang tot dit dossier is verlopen. Vraag verlenging aan; het bedrijf dat je uitnodigde krijgt je verzoek.',
      submit: 'Vraag verlenging aan',
      done: (title: string) =>
        `Verlenging aangevraagd voor "${title}". Zodra je toegang is verlengd, ontvang je een nieuwe link per e-mail.`,
      repeated: (title: string) =>
        `Je had al verlenging aangevraagd voor "${title}". Zodra je toegang is verlengd, ontvang je een nieuwe link per e-mail.`,
      failed: 'Kon verlenging niet aanvragen',
    },
  },

  chat: {
    send: 'Verzend',
    placeholder: 'Typ een bericht...',
    sendFailed: 'Verzenden mislukt.',
    sendError: 'Er is een fout opgetreden tijdens het verzenden.',
    label: 'Chat',
    messageLabel: 'Bericht',
    typing: (name: string) => `${name} is aan het typen...`,
    sending: 'Wordt verzonden...',
    empty: 'Nog geen berichten.',
    loadingOlder: 'Oudere berichten laden...',
    closed: 'Dit dossier is gesloten. Er kunnen geen berichten meer worden geplaatst.',
    own: 'Jij',
  },

  documents: {
    upload: 'Upload document',
    mine: 'Mijn Documenten',
    empty: 'Nog geen documenten.',
    /** The side panel, its button in the header on small screens and the drawer it opens there. */
    title: 'Documenten',
    counterparty: (names: string) => `Documenten van ${names}`,
    counterpartyUnnamed: 'Documenten van de andere partij',
    loading: 'Documenten laden...',
    loadFailed: 'Kon de documenten niet laden.',
    retry: 'Opnieuw proberen',
    /** Size in KB (SPEC.md section 2), e.g. '12,3 KB'. */
    sizeKb: (kilobytes: string) => `${kilobytes} KB`,
    preview: (file: string) => `${file} bekijken`,
    download: (file: string) => `${file} downloaden`,
    delete: (file: string) => `${file} verwijderen`,
    confirmDelete: {
      title: 'Document verwijderen?',
      text: (file: string) => `${file} verdwijnt voor iedereen in dit dossier.`,
      confirm: 'Verwijderen',
    },
    downloadStarted: 'Download gestart',
    downloadFailed: 'Download mislukt',
    deleted: 'Verwijderd',
    deleteFailed: 'Verwijeren mislukt',
    uploadDone: 'Upload voltooid',
    uploadFailed: 'Upload mislukt',
    uploadHttpError: (status: number, text: string) => `Upload failed: ${status} ${text}`,
    uploadNetworkError: 'Network error during upload',
    uploadModal: {
      title: 'Upload document',
      dropTitle: 'Sleep bestanden hierheen of klik om ze te kiezen',
      dropHint: 'PDF, Word, Excel, PNG of JPEG, maximaal 10MB per bestand',
      selection: 'Gekozen bestanden',
      unselect: (file: string) => `${file} uit de selectie halen`,
      submit: 'Uploaden',
      progress: 'Voortgang van de upload',
      stored: 'Geüpload',
      cancel: 'Annuleren',
      done: 'Klaar',
    },
    previewModal: {
      failed: 'Kon het voorbeeld niet laden.',
      download: 'Downloaden',
    },
  },
} as const;

export type Catalogue = typeof nl;
