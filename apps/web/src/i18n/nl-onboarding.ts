/**
 * The interface texts of a company's first day (issue 25, item 1): part of the text catalogue beside nl.ts. After
 * registering, /login says to check the mail; the welcome link signs in; the empty app lists the first steps.
 */
export const nlOnboarding = {
  /** /login right after registering: the new admin has no password yet, the welcome mail sets it. */
  checkMail: {
    title: 'Kijk in je mail',
    text: (email: string) =>
      `We hebben een e-mail gestuurd naar ${email}. Stel via de knop 'Wachtwoord instellen' in die e-mail je wachtwoord in: daarna ben je meteen ingelogd.`,
    noMail: 'Geen e-mail ontvangen? Kijk in je spam of vraag een nieuwe link aan.',
    newLink: 'Nieuwe link aanvragen',
  },
  /** The reset page after a welcome link: signed in, the app opens. */
  signingIn: 'Je wachtwoord is ingesteld. Je wordt ingelogd…',
  /** The checklist of the empty app (admins). */
  firstSteps: {
    title: 'Aan de slag',
    intro: 'Een paar stappen om met je team en je relaties in dossiers te werken.',
    progress: (done: number, total: number) => `${done} van ${total} gedaan`,
    done: 'Gedaan',
    todo: 'Nog te doen',
    dismiss: 'Verbergen',
    dismissLabel: 'Checklist verbergen',
    invite: {
      title: "Nodig collega's uit",
      text: "Collega's werken mee in je dossiers.",
      action: "Collega's uitnodigen",
    },
    relation: {
      title: 'Voeg een relatie toe',
      text: 'Een klant of leverancier om dossiers mee te delen.',
      action: 'Relatie toevoegen',
    },
    billing: {
      title: 'Vul je facturatiegegevens in',
      text: 'Adres, btw-nummer en IBAN op je facturen.',
      action: 'Facturatiegegevens',
    },
    dossier: {
      title: 'Maak je eerste dossier',
      text: 'Eén dossier per opdracht of project, met chat en documenten.',
      action: 'Nieuw dossier',
    },
  },
  /** 'Nieuw dossier' without relations: the link to where an admin adds them. */
  noRelations: {
    lead: 'Je hebt nog geen actieve relaties. Een beheerder kan ze toevoegen onder',
    link: 'Relaties',
  },
};
