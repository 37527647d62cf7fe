import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { bearer, login } from './support/api.ts';
import { type SeededServer, startSeededServer } from './support/long-list-seed.ts';
import { openSignedIn } from './support/session.ts';
import { expect, test } from './support/test.ts';

const DOSSIERS = 2_000;
const MESSAGES = 20_000;
const PAGE_SIZE = 50;
const PAGES_UP = 5;
/** Virtualised lists keep the DOM small however long the list: far below this. */
const MAX_ROWS_IN_DOM = 100;

let server: SeededServer;

test.beforeAll(async () => {
  // Two server starts (the first one migrates) around the seeding: PGlite opens in 3-9 s each.
  test.setTimeout(180_000);
  server = await startSeededServer(DOSSIERS, MESSAGES);
});

test.afterAll(async () => {
  await server?.stop();
});

const sidebarOf = (page: Page) => page.getByRole('complementary', { name: 'Dossierlijst' });
const chatLogOf = (page: Page) => page.getByRole('log', { name: 'Chat' });

/** Long tasks (over 50 ms on the main thread) from the first byte on, kept in the page. */
async function recordLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: number[] = [];
    (window as unknown as { longTasks: number[] }).longTasks = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.push(Math.round(entry.duration));
    }).observe({ type: 'longtask', buffered: true });
  });
}

const longTasks = (page: Page) =>
  page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);

/** Measures the gaps between animation frames while `work` runs: what a user feels as smooth or janky. */
async function frameTimesDuring(page: Page, work: () => Promise<void>) {
  const tasksBefore = (await longTasks(page)).length;
  await page.evaluate(() => {
    const probe = { gaps: [] as number[], running: true };
    (window as unknown as { frameProbe: typeof probe }).frameProbe = probe;
    let last = performance.now();
    const tick = (now: number) => {
      probe.gaps.push(now - last);
      last = now;
      if (probe.running) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await work();
  const gaps = await page.evaluate(() => {
    const probe = (window as unknown as { frameProbe: { gaps: number[]; running: boolean } }).frameProbe;
    probe.running = false;
    return probe.gaps.slice(1).sort((a, b) => a - b);
  });
  const tasks = (await longTasks(page)).slice(tasksBefore);
  const at = (share: number) =>
    Math.round(gaps[Math.min(gaps.length - 1, Math.floor(gaps.length * share))] ?? 0);
  return {
    frames: gaps.length,
    frameMsP50: at(0.5),
    frameMsP95: at(0.95),
    frameMsMax: Math.round(gaps.at(-1) ?? 0),
    longTasks: tasks.length,
    longestTaskMs: Math.max(0, ...tasks),
  };
}

/** Scrolls `scroller` to its end until `target` shows: a virtual list learns its real height on the way. */
async function scrollToEndUntilVisible(scroller: Locator, target: Locator) {
  await expect(async () => {
    await scroller.evaluate((element) => {
      element.scrollTop = element.scrollHeight;
    });
    await expect(target).toBeInViewport({ timeout: 500 });
  }).toPass({ timeout: 20_000 });
}

test('a user in 2,000 dossiers opens one with 20,000 messages: few rows in the DOM, older pages above, a live message below', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(180_000);
  const api = await playwright.request.newContext({ baseURL: server.url });
  const page = await (await browser.newContext({ baseURL: server.url })).newPage();
  await recordLongTasks(page);
  await openSignedIn(page, await login(api, server.anna), `/app/dossier/${server.bigDossierId}`);

  // First render: the newest message at the bottom of the chat, the newest dossier at the top of the list.
  const log = chatLogOf(page);
  const sidebar = sidebarOf(page);
  await expect(log.getByText(`Bericht ${MESSAGES}`, { exact: true })).toBeInViewport();
  const firstRenderMs = Math.round(await page.evaluate(() => performance.now()));
  expect(firstRenderMs).toBeLessThan(10_000);
  await expect(sidebar.getByRole('link').first()).toContainText('Groot dossier');
  const atOpen = {
    sidebarRows: await sidebar.locator('li').count(),
    chatRows: await log.locator('li').count(),
  };
  expect(atOpen.sidebarRows).toBeLessThan(MAX_ROWS_IN_DOM);
  expect(atOpen.chatRows).toBeLessThan(MAX_ROWS_IN_DOM);
  expect(await log.getByText(`Bericht ${MESSAGES - PAGE_SIZE}`, { exact: true }).count()).toBe(0);

  // The sidebar scrolled to its end, the way a user flicks through it, then to the very last row.
  const sidebarScroller = sidebar.locator('[data-virtuoso-scroller]');
  const lastDossier = sidebar.getByRole('link', { name: new RegExp(`^${server.lastDossierTitle}\\b`) });
  const sidebarScroll = await frameTimesDuring(page, async () => {
    for (let step = 0; step < 40; step += 1) {
      await sidebarScroller.evaluate((element) => {
        element.scrollTop += element.clientHeight * 3;
      });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    }
    await scrollToEndUntilVisible(sidebarScroller, lastDossier);
  });
  const sidebarRowsAtEnd = await sidebar.locator('li').count();
  expect(sidebarRowsAtEnd).toBeLessThan(MAX_ROWS_IN_DOM);

  // The chat scrolled up through several older pages; each is put above without moving the reader.
  const chatScroller = log.locator('..');
  const chatPaging = await frameTimesDuring(page, async () => {
    for (let loaded = 1; loaded <= PAGES_UP; loaded += 1) {
      const olderPage = page.waitForResponse(
        (response) => response.url().includes('/messages?') && response.url().includes('before='),
      );
      await chatScroller.evaluate((element) => {
        element.scrollTop = 0;
      });
      await olderPage;
      const oldestLoaded = MESSAGES - PAGE_SIZE * (loaded + 1) + 1;
      await expect(log.getByText(`Bericht ${oldestLoaded}`, { exact: true })).toBeAttached();
    }
  });
  const olderMessage = log.getByText(`Bericht ${MESSAGES - PAGE_SIZE * (PAGES_UP + 1) + 1}`, { exact: true });
  await olderMessage.scrollIntoViewIfNeeded();
  await expect(olderMessage).toBeInViewport();
  const chatRowsAfterPaging = await log.locator('li').count();
  expect(chatRowsAfterPaging).toBeLessThan(MAX_ROWS_IN_DOM);

  // Back at the bottom, a message Bram sends arrives live as the last row, in view.
  await scrollToEndUntilVisible(chatScroller, log.getByText(`Bericht ${MESSAGES}`, { exact: true }));
  const sent = await api.post(`/api/v1/dossiers/${server.bigDossierId}/messages`, {
    headers: bearer(await login(api, server.bram)),
    data: { message_type: 'user', message: 'Live bericht van Bram' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const newestRow = log.locator('li').last();
  await expect(newestRow).toContainText('Live bericht van Bram');
  await expect(newestRow).toBeInViewport();
  const chatRowsAtEnd = await log.locator('li').count();
  expect(chatRowsAtEnd).toBeLessThan(MAX_ROWS_IN_DOM);

  const figures = {
    engine: server.engine,
    seeded: { dossiers: DOSSIERS, messages: MESSAGES, seedMs: server.seedMs },
    firstRenderMs,
    domRows: { ...atOpen, sidebarRowsAtEnd, chatRowsAfterPaging, chatRowsAtEnd },
    sidebarScroll,
    chatPaging: { pages: PAGES_UP, ...chatPaging },
    longTasksSinceLoad: (await longTasks(page)).length,
  };
  console.log(`long-lists figures: ${JSON.stringify(figures)}`);
  // After the measurements: axe's own work would show as long tasks.
  await expectNoSeriousA11yViolations(page, 'dossier among 2,000, with 20,000 messages');
  await api.dispose();
});
