import type { Page } from '@playwright/test';

/** The local-storage key the web app keeps its session under (apps/web/src/lib/session.ts, SPEC section 3). */
export const ACCESS_TOKEN_KEY = 'access_token';

/** Signs the page in with a token from the API (skipping the login form), then opens `path`. */
export async function openSignedIn(page: Page, token: string, path = '/app'): Promise<void> {
  await page.goto('/');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [ACCESS_TOKEN_KEY, token]);
  await page.goto(path);
}
