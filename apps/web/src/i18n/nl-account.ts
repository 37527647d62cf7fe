/**
 * The account screen's texts ('Accountgegevens'): part of the text catalogue beside nl.ts, in a module of their
 * own so that only the account screen loads them (nl.ts is in every route's first load, the signed-in app's too).
 */
export const nlAccount = {
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
} as const;
