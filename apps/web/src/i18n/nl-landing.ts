/**
 * The landing page's texts: part of the text catalogue beside nl.ts, in a module of their own so that only the
 * landing page loads them (nl.ts is in every route's first load, the signed-in app's too).
 */
export const nlLanding = {
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
} as const;
