import { test as base } from '@playwright/test';
import { type SeededAdmin, signUpCompany } from './api.ts';

export { expect } from '@playwright/test';

/**
 * Playwright's `test` with the harness's fixtures: import { test, expect } from './support/test.ts'.
 * - admin: a freshly registered company with its signed-in admin (created only when a test asks for it).
 */
export const test = base.extend<{ admin: SeededAdmin }>({
  admin: async ({ request }, use) => {
    await use(await signUpCompany(request));
  },
});
