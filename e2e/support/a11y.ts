import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The impacts a journey does not accept; moderate and minor ones are left to review. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe (WCAG 2.1 A and AA, and best practices) on what the page shows now, and fails on any serious or critical
 * violation, naming the screen, the rule and the first elements it found. The page must come from
 * `browser.newContext()` (or the `page` fixture, which does the same).
 */
export async function expectNoSeriousA11yViolations(page: Page, screenName: string): Promise<void> {
  // A dialog or toast mid-transition is half transparent: axe would measure the contrast of a fading colour.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ),
      null,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact && BLOCKING.has(violation.impact))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
  expect(blocking, `serious or critical accessibility violations on ${screenName}`).toEqual([]);
}
