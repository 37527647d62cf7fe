/**
 * The texts of the pages that links in mails open without a session (unsubscribe, extension request, ending a
 * session): part of the text catalogue beside nl.ts, in a module of their own so that only those pages load them
 * (nl.ts is in every route's first load, the signed-in app's too).
 */
export const nlMailLinks = {
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
} as const;
