import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { randomRegistrationNumber, signUpCompany } from './support/api.ts';
import { openSignedIn } from './support/session.ts';
import { expect, test } from './support/test.ts';

const unique = () => Math.random().toString(36).slice(2, 8);

const section = (page: Page, title: string) => page.getByRole('region', { name: title });
const rowOf = (page: Page, title: string, company: string) =>
  section(page, title).getByRole('row').filter({ hasText: company });

/** What a user does by coming back to the tab: the relations list asks the server again. */
async function returnToTab(page: Page) {
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
}

test('A requests a relation, B accepts, both see it active; A adds an external company', async ({
  browser,
  request,
}) => {
  // Two companies in two browsers and three modal flows, with an accessibility check per screen: long, not slow.
  test.setTimeout(90_000);
  const suffix = unique();
  const a = await signUpCompany(request, { companyName: `Staalbouw Aurora ${suffix}` });
  const b = await signUpCompany(request, { companyName: `Installatiebedrijf Borealis ${suffix}` });

  const pageA = await (await browser.newContext()).newPage();
  const pageB = await (await browser.newContext()).newPage();
  await openSignedIn(pageA, a.token, '/app/relations');
  await openSignedIn(pageB, b.token, '/app/relations');
  await expect(pageB.getByRole('heading', { name: 'Relaties', level: 1 })).toBeVisible();
  await expect(section(pageB, 'Actieve relaties')).toBeVisible();
  await expect(section(pageB, 'Binnengekomen verzoeken')).toHaveCount(0);
  await expect(section(pageA, 'Verzonden verzoeken')).toHaveCount(0);
  await expectNoSeriousA11yViolations(pageA, 'relations');

  // A finds B with the autocomplete and sends a request: B is a client of the product, so it waits for B.
  await pageA.getByRole('button', { name: 'Nieuwe relatie' }).click();
  const modal = pageA.getByRole('dialog', { name: 'Nieuwe relatie' });
  const search = modal.getByPlaceholder('Typ een bedrijfsnaam of KvK-nummer');
  await modal.getByRole('button', { name: 'Relatie toevoegen' }).click();
  await expect(modal.getByText('Kies een bedrijf uit de lijst')).toBeVisible();
  await search.fill(`borealis ${suffix}`);
  const option = pageA.getByRole('option', { name: new RegExp(b.company.name) });
  await expect(option).toContainText(b.company.registration_number);
  await option.click();
  await expect(modal.getByTestId('picked-company')).toContainText('Klant van het platform');
  await expectNoSeriousA11yViolations(pageA, 'new relation dialog');
  await modal.getByRole('button', { name: 'Relatie toevoegen' }).click();
  await expect(pageA.getByText('Verzoek tot uitnodiging verstuurd')).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(rowOf(pageA, 'Verzonden verzoeken', b.company.name)).toContainText('Klant van het platform');

  // B's screen shows the request without a reload, and B accepts it.
  await returnToTab(pageB);
  const incoming = rowOf(pageB, 'Binnengekomen verzoeken', a.company.name);
  await expect(incoming).toBeVisible();
  await expectNoSeriousA11yViolations(pageB, 'relations, with an incoming request');
  await incoming.getByRole('button', { name: /accepteren/ }).click();
  await expect(pageB.getByText('Relatie toegevoegd')).toBeVisible();
  await expect(section(pageB, 'Binnengekomen verzoeken')).toHaveCount(0);
  await expect(rowOf(pageB, 'Actieve relaties', a.company.name)).toContainText('Klant van het platform');

  await returnToTab(pageA);
  await expect(rowOf(pageA, 'Actieve relaties', b.company.name)).toContainText('Klant van het platform');
  await expect(section(pageA, 'Verzonden verzoeken')).toHaveCount(0);

  // A adds a company that is not on the platform: nothing is found, so A registers it from the same modal.
  const external = `Grondverzet Zeldzaam ${suffix}`;
  const registrationNumber = randomRegistrationNumber();
  await pageA.getByRole('button', { name: 'Nieuwe relatie' }).click();
  await search.fill(external);
  await expect(pageA.getByText('Geen resultaten gevonden')).toBeVisible();
  await modal.getByRole('button', { name: 'Externe partij registreren' }).click();
  const registration = pageA.getByRole('dialog', { name: 'Externe partij registreren' });
  await expect(registration.getByLabel('Bedrijfsnaam')).toHaveValue(external);
  await registration.getByLabel('KvK-nummer').fill(registrationNumber);
  await registration.getByLabel('Plaats').fill('Zwolle');
  await expectNoSeriousA11yViolations(pageA, 'register external company dialog');
  await registration.getByRole('button', { name: 'Registreren en toevoegen' }).click();
  await expect(pageA.getByText('Relatie toegevoegd')).toBeVisible();
  const externalRow = rowOf(pageA, 'Actieve relaties', external);
  await expect(externalRow).toContainText('Extern');
  await expect(externalRow).not.toContainText('Klant van het platform');

  // The new external company is now found by its registration number, labelled as an external party.
  await pageA.getByRole('button', { name: 'Nieuwe relatie' }).click();
  await search.fill(registrationNumber);
  await pageA.getByRole('option', { name: new RegExp(external) }).click();
  await expect(modal.getByTestId('picked-company')).toContainText('Externe partij');
});
