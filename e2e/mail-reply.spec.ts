import type { Page } from '@playwright/test';
import nodemailer from 'nodemailer';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { relatedSupplierAndClient, shareDossier } from './support/dossiers.ts';
import { startJourneyServer } from './support/journey-server.ts';
import { linkFrom, waitForMail } from './support/mail.ts';
import { freePort } from './support/server-process.ts';
import { openSignedIn } from './support/session.ts';
import { expect, test } from './support/test.ts';

const REPLY_DOMAIN = 'antwoord.e2e.test';
const chatLogOf = (page: Page) => page.getByRole('log', { name: 'Chat' });

test('Anna writes while Carla is away; Carla answers the notification by mail and Anna sees it appear live', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  // A server of its own: a delay of 2 seconds instead of 10 minutes, and the inbound SMTP listener for replies.
  const inboundPort = await freePort();
  const server = await startJourneyServer('mail-reply', {
    NOTIFY_DELAY_SECONDS: '2',
    NOTIFY_INTERVAL_SECONDS: '1',
    MAIL_REPLY_DOMAIN: REPLY_DOMAIN,
    INBOUND_SMTP_PORT: String(inboundPort),
    INBOUND_SMTP_HOST: '127.0.0.1',
  });
  const request = await playwright.request.newContext({ baseURL: server.url });
  const mailer = nodemailer.createTransport({
    host: '127.0.0.1',
    port: inboundPort,
    secure: false,
    ignoreTLS: true,
  });
  try {
    const { supplier: anna, client: carla } = await relatedSupplierAndClient(request);
    const title = 'Fundering hal 4';
    const dossierId = await shareDossier(request, anna, carla, title);

    // Anna writes in the dossier; Carla has no browser open.
    const a = await (await browser.newContext({ baseURL: server.url })).newPage();
    await openSignedIn(a, anna.token, `/app/dossier/${dossierId}`);
    const since = new Date();
    await a.getByRole('textbox', { name: 'Bericht' }).fill('Kun je de offerte voor de fundering sturen?');
    await a.getByRole('button', { name: 'Verzend' }).click();
    await expect(chatLogOf(a).getByText('Kun je de offerte voor de fundering sturen?')).toBeVisible();

    // Once the delay has passed, Carla's mailbox holds the message, with a reply address of her own for this dossier.
    const notification = await waitForMail(
      carla.email,
      new RegExp(`^Nieuw bericht van Anna de Vries in ${title}$`),
      {
        since,
      },
    );
    expect(notification.text).toContain('Kun je de offerte voor de fundering sturen?');
    expect(notification.text).toContain(anna.company.name);
    expect(linkFrom(notification, `/app/dossier/${dossierId}`).origin).toBe(server.url);
    expect(notification.replyTo).toMatch(new RegExp(`^r\\+[a-z2-7]{16}\\.[a-z2-7]{16}@${REPLY_DOMAIN}$`));

    // Carla answers from her mail client, quoting the notification as Gmail does.
    await mailer.sendMail({
      from: `Carla Bakker <${carla.email}>`,
      to: notification.replyTo,
      subject: `Re: ${notification.subject}`,
      text: [
        'Prima, je hebt hem morgen voor tienen.',
        '',
        `Op ma 2 mrt 2026 om 10:12 schreef Dossiers <no-reply@localhost>:`,
        '',
        '> Kun je de offerte voor de fundering sturen?',
      ].join('\n'),
    });

    // Anna sees the answer arrive in the open chat, as Carla's, without the quoted history.
    const answer = chatLogOf(a).locator('li', { hasText: 'Prima, je hebt hem morgen voor tienen.' });
    await expect(answer).toBeVisible();
    await expect(answer).toContainText('Carla Bakker');
    await expect(answer).not.toContainText('schreef Dossiers');
    await expect(chatLogOf(a).getByText('Kun je de offerte voor de fundering sturen?')).toHaveCount(1);
    await expectNoSeriousA11yViolations(a, 'dossier with an answer by mail');
  } finally {
    mailer.close();
    await request.dispose();
    await server.stop();
  }
});
