import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expect, test } from './support/test.ts';

test('the landing page offers to create an account and to log in', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Account aanmaken' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Inloggen' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'landing');
});

test('the health check answers ok', async ({ request }) => {
  const response = await request.get('/healthz');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toEqual({ status: 'ok' });
});
