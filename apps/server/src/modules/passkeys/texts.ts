/** The passkey ceremonies' refusals, said once: the web shows the detail as given. */
export const passkeyTexts = {
  signInFailed: 'Inloggen met deze passkey is niet gelukt',
  signInExpired: 'Het inloggen met een passkey duurde te lang. Probeer het opnieuw.',
  registrationFailed: 'De passkey kon niet worden toegevoegd. Probeer het opnieuw.',
  registrationExpired: 'Het toevoegen van de passkey duurde te lang. Probeer het opnieuw.',
  alreadyAdded: 'Deze passkey is al toegevoegd',
} as const;
