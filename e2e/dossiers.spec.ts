import type { APIRequestContext, Page, WebSocketRoute } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { bearer, type SeededAdmin, signUpCompany } from './support/api.ts';
import { openSignedIn } from './support/session.ts';
import { expect, test } from './support/test.ts';

/** A asks B for a relation and B accepts: both companies are clients of the product, so it starts pending. */
async function relate(request: APIRequestContext, from: SeededAdmin, to: SeededAdmin): Promise<void> {
  const asked = await request.post('/api/v1/relations', {
    headers: bearer(from.token),
    data: { company_2_id: to.company.id },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const { relation_id: relationId } = await asked.json();
  const accepted = await request.post(`/api/v1/relations/${relationId}/accept`, {
    headers: bearer(to.token),
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

/** Two client companies, Anna's (supplier) and Carla's (client), in an active relation. */
async function relatedSupplierAndClient(request: APIRequestContext) {
  const supplier = await signUpCompany(request, { firstName: 'Anna', lastName: 'de Vries' });
  const client = await signUpCompany(request, { firstName: 'Carla', lastName: 'Bakker' });
  await relate(request, supplier, client);
  return { supplier, client };
}

/** A dossier of `owner`'s company shared with `member` (a client of the product), created through the API. */
async function shareDossier(
  request: APIRequestContext,
  owner: SeededAdmin,
  member: SeededAdmin,
  title: string,
) {
  const response = await request.post('/api/v1/dossiers', {
    headers: bearer(owner.token),
    data: { title, company_id: member.company.id, user_id: member.user.id },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).id as string;
}

async function say(request: APIRequestContext, author: SeededAdmin, dossierId: string, message: string) {
  const response = await request.post(`/api/v1/dossiers/${dossierId}/messages`, {
    headers: bearer(author.token),
    data: { message_type: 'user', message },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const sidebarOf = (page: Page) => page.getByRole('complementary', { name: 'Dossierlijst' });
const chatLogOf = (page: Page) => page.getByRole('log', { name: 'Chat' });
const headerOf = (page: Page) => page.getByRole('main').locator('header');

async function openDossierMenuItem(page: Page, item: string) {
  await page.getByRole('button', { name: 'Dossiermenu' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('two companies share a dossier: create, chat live with unread counts, request closure, close', async ({
  browser,
  request,
}) => {
  // A whole two-user journey: about 20 s alone, more beside another worker.
  test.setTimeout(90_000);
  const { supplier, client } = await relatedSupplierAndClient(request);

  const a = await (await browser.newContext()).newPage();
  const b = await (await browser.newContext()).newPage();
  await openSignedIn(a, supplier.token, '/app');
  await openSignedIn(b, client.token, '/app');
  await expect(b.getByRole('heading', { name: 'Nog geen dossiers' })).toBeVisible();

  // A opens 'Nieuw dossier' and meets each validation rule on the way to a dossier shared with B.
  await sidebarOf(a).getByRole('button', { name: 'Nieuw dossier' }).click();
  const panel = a.getByRole('dialog', { name: 'Nieuw dossier' });
  await expect(panel.getByRole('radio', { name: 'Ja' })).toBeChecked();
  await panel.getByRole('button', { name: 'Dossier aanmaken' }).click();
  await expect(panel.getByText('Geef een titel op', { exact: true })).toBeVisible();
  await panel.getByLabel('Titel').fill('Levering staalconstructie hal B');
  await panel.getByRole('radio', { name: 'Nee' }).check();
  await panel.getByRole('button', { name: 'Dossier aanmaken' }).click();
  await expect(panel.getByText('Kies een bedrijf', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(a, 'new dossier panel, with field errors');
  await panel.getByRole('combobox', { name: 'Klant of leverancier' }).click();
  await a.getByRole('option', { name: client.company.name }).click();
  await expect(panel.getByText('Klant van het platform')).toBeVisible();
  await panel.getByRole('button', { name: 'Dossier aanmaken' }).click();
  await expect(panel.getByText('Kies een gebruiker', { exact: true })).toBeVisible();
  await panel.getByRole('combobox', { name: 'Gebruiker' }).click();
  await a.getByRole('option', { name: `Carla Bakker (${client.email})` }).click();
  await panel.getByRole('button', { name: 'Dossier aanmaken' }).click();

  // The panel closes, the new dossier opens and heads the list.
  await expect(a.getByText('Dossier aangemaakt', { exact: true })).toBeVisible();
  await expect(panel).toBeHidden();
  await expect(a).toHaveURL(/\/app\/dossier\/[0-9a-f-]{36}$/);
  const dossierUrl = a.url();
  await expect(a.getByRole('heading', { level: 1, name: 'Levering staalconstructie hal B' })).toBeVisible();
  await expect(headerOf(a)).toContainText(client.company.name);
  await expect(sidebarOf(a).getByRole('link', { name: /Levering staalconstructie hal B/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(chatLogOf(a).getByText('Anna de Vries heeft het dossier aangemaakt')).toBeVisible();
  await expect(
    a.locator('[data-toast-type]', { hasText: `${client.company.name} gekoppeld aan dossier` }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(a, 'dossier');

  // The first stop of the keyboard is the skip link, which goes to the chat's send box.
  await a.reload();
  await expect(a.getByRole('heading', { level: 1, name: 'Levering staalconstructie hal B' })).toBeVisible();
  await a.keyboard.press('Tab');
  await expect(a.getByRole('link', { name: 'Naar het gesprek' })).toBeFocused();
  await expect(a.getByRole('link', { name: 'Naar het gesprek' })).toBeInViewport();
  await a.keyboard.press('Enter');
  await expect(a.getByRole('textbox', { name: 'Bericht' })).toBeFocused();

  // B's list gets the dossier live; A's message raises B's unread count and preview before B opens it.
  const bRow = sidebarOf(b).getByRole('link', { name: /Levering staalconstructie hal B/ });
  await expect(bRow).toBeVisible();
  await a.getByRole('textbox', { name: 'Bericht' }).fill('Hallo Carla, de liggers komen donderdag om 7:00.');
  await a.getByRole('button', { name: 'Verzend' }).click();
  await expect(chatLogOf(a).locator('li[data-own="true"]')).toContainText(
    'Hallo Carla, de liggers komen donderdag om 7:00.',
  );
  await expect(a.getByRole('textbox', { name: 'Bericht' })).toHaveValue('');
  await expect(bRow).toContainText('Anna de Vries: Hallo Carla, de liggers komen donderdag om 7:00.');
  await expect(bRow.getByLabel('3 ongelezen')).toBeVisible();

  // The keyboard's place shows on a row of the list.
  await bRow.focus();
  await expect(bRow).toHaveCSS('outline-style', 'solid');

  // Opening it shows the chat and clears the badge.
  await bRow.click();
  await expect(b).toHaveURL(dossierUrl);
  await expect(chatLogOf(b).locator('li[data-own="false"]')).toContainText('Hallo Carla');
  await expect(bRow.getByLabel(/ongelezen/)).toHaveCount(0);
  await expect(headerOf(b)).toContainText(supplier.company.name);
  await expectNoSeriousA11yViolations(b, 'dossier, opened from the list');
  // ...and on the chat's messages, one Shift+Tab before the send box.
  await b.getByRole('textbox', { name: 'Bericht' }).focus();
  await b.keyboard.press('Shift+Tab');
  const messages = chatLogOf(b).locator('..');
  await expect(messages).toBeFocused();
  await expect(messages).toHaveCSS('outline-style', 'solid');

  // B types (A sees it) and answers; A, who has the dossier open, gets no unread badge.
  await b.getByRole('textbox', { name: 'Bericht' }).fill('Prima, de kraan staat klaar.');
  await expect(a.getByText('Carla Bakker is aan het typen...')).toBeVisible();
  await b.getByRole('textbox', { name: 'Bericht' }).press('Enter');
  await expect(chatLogOf(a).locator('li[data-own="false"]')).toContainText('Prima, de kraan staat klaar.');
  await expect(a.getByText('Carla Bakker is aan het typen...')).toBeHidden();
  const aRow = sidebarOf(a).getByRole('link', { name: /Levering staalconstructie hal B/ });
  await expect(aRow).toContainText('Carla Bakker: Prima, de kraan staat klaar.');
  await expect(aRow.getByLabel(/ongelezen/)).toHaveCount(0);

  // A requests closure; B sees it live and closes; both chats lose their send box.
  await openDossierMenuItem(a, 'Sluiten aanvragen');
  await expectNoSeriousA11yViolations(a, 'request closure dialog');
  await a
    .getByRole('dialog', { name: 'Sluiten aanvragen?' })
    .getByRole('button', { name: 'Sluiten aanvragen' })
    .click();
  // The dialog came from the menu: the focus goes back to the menu's button.
  await expect(a.getByRole('button', { name: 'Dossiermenu' })).toBeFocused();
  await expect(a.getByText('Sluitverzoek verstuurd')).toBeVisible();
  await expect(a.getByText('Sluiten aangevraagd')).toBeVisible();
  await expect(chatLogOf(b).getByText('Anna de Vries heeft gevraagd het dossier te sluiten')).toBeVisible();
  await expect(b.getByText('Sluiten aangevraagd')).toBeVisible();

  // Closing takes two (issue 24): the company asked confirms the request.
  await openDossierMenuItem(b, 'Sluiten bevestigen');
  await b
    .getByRole('dialog', { name: 'Dossier sluiten?' })
    .getByRole('button', { name: 'Sluiten bevestigen' })
    .click();
  await expect(b.getByText('Dossier gesloten', { exact: true })).toBeVisible();
  await expect(chatLogOf(a).getByText('Carla Bakker heeft het dossier gesloten')).toBeVisible();
  for (const page of [a, b]) {
    await expect(
      page.getByText('Dit dossier is gesloten. Er kunnen geen berichten meer worden geplaatst.'),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Bericht' })).toHaveCount(0);
  }
  await expectNoSeriousA11yViolations(b, 'closed dossier');
});

test('the chat loads older messages near the top and keeps the reader in place', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { supplier, client } = await relatedSupplierAndClient(request);
  const dossierId = await shareDossier(request, supplier, client, 'Lange geschiedenis');
  // 2 system messages and 70 chat messages: the first page of 50 starts at 'Bericht 21'.
  for (let number = 1; number <= 70; number += 1)
    await say(request, supplier, dossierId, `Bericht ${number}`);
  // B has read them all, so the chat opens at the newest (unread ones would open it at 'Nieuwe berichten').
  const read = await request.post(`/api/v1/dossiers/${dossierId}/read-status`, {
    headers: bearer(client.token),
  });
  expect(read.status(), await read.text()).toBe(200);

  const b = await (await browser.newContext()).newPage();
  await openSignedIn(b, client.token, `/app/dossier/${dossierId}`);
  const log = chatLogOf(b);
  await expect(log.getByText('Bericht 70', { exact: true })).toBeInViewport();
  await expect(log.getByText('Bericht 21', { exact: true })).toBeAttached();
  await expect(log.getByText('Bericht 20', { exact: true })).toHaveCount(0);

  await log.locator('..').evaluate((scroller) => {
    scroller.scrollTop = 0;
  });
  await expect(log.getByText('Bericht 1', { exact: true })).toBeAttached();
  // The page above was added without moving what the reader was looking at.
  await expect(log.getByText('Bericht 21', { exact: true })).toBeInViewport();
  await expect(log.getByText('Bericht 1', { exact: true })).not.toBeInViewport();
  // At the very top the history begins with the dossier's first line (the list renders only rows near the view,
  // so go there before looking for it).
  await log.locator('..').evaluate((scroller) => {
    scroller.scrollTop = 0;
  });
  await expect(log.getByText('Anna de Vries heeft het dossier aangemaakt')).toBeInViewport();
});

test('a dropped live connection loses no message: a seq gap and a reconnect both fetch what was missed', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { supplier, client } = await relatedSupplierAndClient(request);
  const dossierId = await shareDossier(request, supplier, client, 'Onderbroken verbinding');

  // B's socket runs through a relay that swallows the server's frames about one chosen message.
  const b = await (await browser.newContext()).newPage();
  const relays: WebSocketRoute[] = [];
  let swallow: string | null = null;
  await b.routeWebSocket(/\/ws/, (page) => {
    const server = page.connectToServer();
    server.onMessage((frame) => {
      if (swallow === null || !String(frame).includes(swallow)) page.send(frame);
    });
    relays.push(page);
  });
  await openSignedIn(b, client.token, `/app/dossier/${dossierId}`);
  const log = chatLogOf(b);
  await say(request, supplier, dossierId, 'Eerste bericht');
  await expect(log.getByText('Eerste bericht')).toBeVisible();

  // A frame lost in transit: the next one shows a gap in seq, and the missing message is fetched.
  swallow = 'Gemist bericht';
  await say(request, supplier, dossierId, 'Gemist bericht');
  await say(request, supplier, dossierId, 'Bericht na het gat');
  await expect(log.getByText('Bericht na het gat')).toBeVisible();
  await expect(log.locator('li')).toContainText(['Eerste bericht', 'Gemist bericht', 'Bericht na het gat']);
  expect(relays).toHaveLength(1);

  // The connection drops after a message it never delivered: the client reconnects and catches up.
  swallow = 'Tijdens de storing';
  await say(request, supplier, dossierId, 'Tijdens de storing');
  await relays[0].close({ code: 4000, reason: 'test drop' });
  await expect.poll(() => relays.length, { timeout: 10_000 }).toBe(2);
  await expect(log.getByText('Tijdens de storing')).toBeVisible({ timeout: 10_000 });
  swallow = null;
  await say(request, supplier, dossierId, 'Na het herstel');
  await expect(log.getByText('Na het herstel')).toBeVisible();
  await expect(log.locator('li').filter({ hasText: 'Tijdens de storing' })).toHaveCount(1);
});
