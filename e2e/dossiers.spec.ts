import type { APIRequestContext, Page } from '@playwright/test';
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
  const supplier = await signUpCompany(request, { firstName: 'Anna', lastName: 'de Vries' });
  const client = await signUpCompany(request, { firstName: 'Carla', lastName: 'Bakker' });
  await relate(request, supplier, client);

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

  // Opening it shows the chat and clears the badge.
  await bRow.click();
  await expect(b).toHaveURL(dossierUrl);
  await expect(chatLogOf(b).locator('li[data-own="false"]')).toContainText('Hallo Carla');
  await expect(bRow.getByLabel(/ongelezen/)).toHaveCount(0);
  await expect(headerOf(b)).toContainText(supplier.company.name);

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
  await a
    .getByRole('dialog', { name: 'Sluiten aanvragen?' })
    .getByRole('button', { name: 'Sluiten aanvragen' })
    .click();
  await expect(a.getByText('Sluitverzoek verstuurd')).toBeVisible();
  await expect(a.getByText('Sluiten aangevraagd')).toBeVisible();
  await expect(chatLogOf(b).getByText('Anna de Vries heeft gevraagd het dossier te sluiten')).toBeVisible();
  await expect(b.getByText('Sluiten aangevraagd')).toBeVisible();

  await openDossierMenuItem(b, 'Dossier sluiten');
  await b
    .getByRole('dialog', { name: 'Dossier sluiten?' })
    .getByRole('button', { name: 'Dossier sluiten' })
    .click();
  await expect(b.getByText('Dossier gesloten', { exact: true })).toBeVisible();
  await expect(chatLogOf(a).getByText('Carla Bakker heeft het dossier gesloten')).toBeVisible();
  for (const page of [a, b]) {
    await expect(
      page.getByText('Dit dossier is gesloten. Er kunnen geen berichten meer worden geplaatst.'),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Bericht' })).toHaveCount(0);
  }
});
