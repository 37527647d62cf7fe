/** What a refused code, ticket or link answers (issue 23), said once; the web shows the detail as given. */
export const codeRefusals = {
  wrongCode: 'Deze code klopt niet. Controleer de code en probeer het opnieuw.',
  codeReused:
    'Deze code is al gebruikt. Wacht op de volgende code van je app of gebruik een andere herstelcode.',
  signInExpired: 'Je aanmelding is verlopen of al afgerond. Log opnieuw in met je wachtwoord.',
  wrongPassword: 'Het wachtwoord klopt niet',
  noPendingSetup: 'Start eerst het instellen van de authenticator-app',
  alreadyEnabled: 'Tweestapsverificatie met een authenticator-app staat al aan',
  notEnabled: 'Tweestapsverificatie met een authenticator-app staat niet aan',
  linkInvalid: 'Deze link is ongeldig, verlopen of al gebruikt',
} as const;
