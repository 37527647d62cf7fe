import { escapeHtml } from './escape-html.ts';

/** Dutch transactional mails. Each returns the subject and both bodies of one message. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** Where an answer goes (a notification's reply address); unset: to MAIL_FROM. */
  replyTo?: string;
  /** Further headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058), Auto-Submitted. */
  headers?: Record<string, string>;
}

function compose(
  subject: string,
  greeting: string,
  paragraphs: string[],
  action: { label: string; url: string },
): MailContent {
  const text = [
    greeting,
    '',
    ...paragraphs,
    '',
    `${action.label}: ${action.url}`,
    '',
    'Met vriendelijke groet,',
    'Het Dossiers-team',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`,
    '<p>Met vriendelijke groet,<br>Het Dossiers-team</p>',
  ].join('\n');
  return { subject, text, html };
}

export function welcomeAdminMail(input: {
  firstName: string;
  companyName: string;
  link: string;
}): MailContent {
  return compose(
    `Welkom bij Dossiers, ${input.companyName}`,
    `Beste ${input.firstName},`,
    [
      `${input.companyName} is geregistreerd. Stel via de knop hieronder je wachtwoord in om in te loggen.`,
      'Deze link is 7 dagen geldig en werkt één keer.',
    ],
    { label: 'Wachtwoord instellen', url: input.link },
  );
}

export function inviteUserMail(input: { firstName: string; companyName: string; link: string }): MailContent {
  return compose(
    `Je bent uitgenodigd voor ${input.companyName} op Dossiers`,
    input.firstName ? `Beste ${input.firstName},` : 'Beste collega,',
    [
      `Je bent uitgenodigd om samen te werken in de dossiers van ${input.companyName}.`,
      'Stel je wachtwoord in via de knop hieronder. Deze link is 7 dagen geldig en werkt één keer.',
    ],
    { label: 'Wachtwoord instellen', url: input.link },
  );
}

export function passwordResetMail(input: { firstName: string; link: string }): MailContent {
  return compose(
    'Je wachtwoord opnieuw instellen',
    `Beste ${input.firstName},`,
    [
      'Er is gevraagd om je wachtwoord opnieuw in te stellen. Heb je dit niet gevraagd? Dan kun je deze mail negeren.',
      'Deze link is 60 minuten geldig en werkt één keer.',
    ],
    { label: 'Nieuw wachtwoord instellen', url: input.link },
  );
}

export function guestInviteMail(input: {
  inviterName: string;
  dossierTitle: string;
  link: string;
  days: number;
}): MailContent {
  return compose(
    `Uitnodiging voor dossier ${input.dossierTitle}`,
    'Beste relatie,',
    [
      `${input.inviterName} nodigt je uit om mee te lezen en te reageren in het dossier "${input.dossierTitle}".`,
      `Je hebt geen account nodig: de knop hieronder geeft je ${input.days} dagen toegang tot dit dossier. De link werkt één keer.`,
    ],
    { label: 'Dossier openen', url: input.link },
  );
}

export function extensionRequestedMail(input: {
  firstName: string;
  guestName: string;
  guestEmail: string;
  dossierTitle: string;
  link: string;
}): MailContent {
  return compose(
    `Verlenging van toegang aangevraagd voor dossier ${input.dossierTitle}`,
    `Beste ${input.firstName},`,
    [
      `${input.guestName} (${input.guestEmail}) vraagt om verlenging van de toegang tot het dossier "${input.dossierTitle}".`,
      'Open het dossier en verleng de toegang bij Dossiergegevens.',
    ],
    { label: 'Dossier openen', url: input.link },
  );
}

export function accessRenewedMail(input: {
  renewerName: string;
  dossierTitle: string;
  until: string;
  link: string;
}): MailContent {
  return compose(
    `Je toegang tot dossier ${input.dossierTitle} is verlengd`,
    'Beste relatie,',
    [
      `${input.renewerName} heeft je toegang tot het dossier "${input.dossierTitle}" verlengd tot ${input.until}.`,
      'Open het dossier met de knop hieronder. De link werkt één keer.',
    ],
    { label: 'Dossier openen', url: input.link },
  );
}

export function newGuestLinkMail(input: { dossierTitle: string; until: string; link: string }): MailContent {
  return compose(
    `Nieuwe link voor dossier ${input.dossierTitle}`,
    'Beste relatie,',
    [
      `Hier is een nieuwe link naar het dossier "${input.dossierTitle}". Je toegang loopt tot ${input.until}.`,
      'De link werkt één keer. Heb je geen nieuwe link gevraagd? Dan kun je deze mail negeren.',
    ],
    { label: 'Dossier openen', url: input.link },
  );
}

/** To the admins of the companies sharing an open dossier with one whose bank account changed (issue 21). */
export function ibanChangedMail(input: {
  firstName: string;
  companyName: string;
  ending: string;
  dossierTitles: string[];
  link: string;
}): MailContent {
  return compose(
    `Let op: ${input.companyName} heeft een ander bankrekeningnummer`,
    `Beste ${input.firstName},`,
    [
      `${input.companyName} heeft het bankrekeningnummer voor facturen gewijzigd naar een rekening eindigend op ${input.ending}.`,
      `Dit staat ook in de gedeelde dossiers: ${input.dossierTitles.map((title) => `"${title}"`).join(', ')}.`,
      `Een gewijzigd rekeningnummer is de bekendste vorm van factuurfraude. Controleer de wijziging bij een bekende contactpersoon van ${input.companyName}, met contactgegevens die je al had, voordat je naar de nieuwe rekening betaalt.`,
    ],
    { label: 'Dossiers openen', url: input.link },
  );
}

/** To the other party's members of a dossier when an invoice is sent or answered there (issue 21). */
export function invoiceNewsMail(input: {
  firstName: string;
  dossierTitle: string;
  invoiceNumber: string;
  /** The chat line of the step, with the buyer's reason: in the body only, never in the subject. */
  news: string;
  link: string;
}): MailContent {
  return compose(
    `Factuur ${input.invoiceNumber} in dossier "${input.dossierTitle}"`,
    `Beste ${input.firstName},`,
    [
      `In het dossier "${input.dossierTitle}": ${input.news}.`,
      'Je vindt de factuur bij Facturen in het dossier.',
    ],
    { label: 'Dossier openen', url: input.link },
  );
}

/** To a user who signed in from a device not seen before (issue 23), with a link that ends that session. */
export function newSignInMail(input: {
  firstName: string;
  device: string;
  ip: string;
  time: string;
  link: string;
}): MailContent {
  return compose(
    'Nieuwe aanmelding op je account',
    `Beste ${input.firstName},`,
    [
      `Er is zojuist aangemeld op je account vanaf een nieuw apparaat: ${input.device}, IP-adres ${input.ip}, op ${input.time}.`,
      'Was jij dit? Dan hoef je niets te doen.',
      'Was jij dit niet? Beëindig deze sessie via de knop hieronder en wijzig meteen je wachtwoord.',
    ],
    { label: 'Deze sessie beëindigen', url: input.link },
  );
}

/** To a user whose second factor an admin of their company reset (issue 23). */
export function secondFactorResetMail(input: {
  firstName: string;
  adminName: string;
  link: string;
}): MailContent {
  return compose(
    'Je tweestapsverificatie is hersteld',
    `Beste ${input.firstName},`,
    [
      `${input.adminName}, beheerder van je bedrijf, heeft je tweestapsverificatie hersteld. Je authenticator-app, herstelcodes en passkeys werken niet meer, en je bent overal afgemeld.`,
      'Log opnieuw in met je wachtwoord en stel tweestapsverificatie opnieuw in.',
      'Heb je hier niet om gevraagd? Neem dan direct contact op met je beheerder.',
    ],
    { label: 'Inloggen', url: input.link },
  );
}
