import type { Page } from '@playwright/test';
import { expect } from './test.ts';

/** A guest's first visit (issue 25): 'Hoe heet u?' before the dossier opens; the dossier opens once it is given. */
export async function giveGuestName(page: Page, firstName: string, lastName: string) {
  const form = page.getByRole('form', { name: 'Hoe heet u?' });
  await expect(form).toBeVisible();
  await form.getByLabel('Voornaam').fill(firstName);
  await form.getByLabel('Achternaam').fill(lastName);
  await form.getByRole('button', { name: 'Naar het dossier' }).click();
  await expect(form).toBeHidden();
}
