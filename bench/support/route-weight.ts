import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { type Browser, chromium } from 'playwright-core';

/** What one route made the browser fetch from the built app, with each file's gzip size. */
export interface RouteWeight {
  route: string;
  js: AssetWeight[];
  css: AssetWeight[];
}

export interface AssetWeight {
  /** The URL path, e.g. /assets/index-BzG-fIkM.js. */
  url: string;
  raw: number;
  gzip: number;
}

/** A route to load cold and the element that shows it is on screen and usable. */
export interface RouteVisit {
  label: string;
  path: string;
  ready: string;
  /** A session token to put in local storage before the page loads (signed-in routes). */
  token?: string;
}

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });

/** Our server sends the files uncompressed; a proxy in front would gzip them: measured as gzip -9 of dist. */
export function weighAsset(distDir: string, url: string): AssetWeight {
  const content = fs.readFileSync(path.join(distDir, decodeURIComponent(url)));
  return { url, raw: content.length, gzip: zlib.gzipSync(content, { level: 9 }).length };
}

export const sum = (assets: AssetWeight[], key: 'raw' | 'gzip') =>
  assets.reduce((total, asset) => total + asset[key], 0);

/**
 * Loads the route in a fresh browser context (empty cache) and records every script and stylesheet it fetched
 * until the route's `ready` element showed and the network then stayed quiet for 500 ms.
 */
export async function weighRoute(
  browser: Browser,
  baseUrl: string,
  distDir: string,
  visit: RouteVisit,
): Promise<RouteWeight> {
  const context = await browser.newContext();
  try {
    if (visit.token) {
      await context.addInitScript((token) => window.localStorage.setItem('access_token', token), visit.token);
    }
    const page = await context.newPage();
    const fetched = new Map<string, 'script' | 'stylesheet'>();
    const failed: string[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      const url = new URL(response.url());
      if (url.origin !== baseUrl || (type !== 'script' && type !== 'stylesheet')) return;
      if (response.ok()) fetched.set(url.pathname, type);
      else failed.push(`${url.pathname} (${response.status()})`);
    });
    await page.goto(`${baseUrl}${visit.path}`, { waitUntil: 'networkidle' });
    await page.locator(visit.ready).first().waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    if (failed.length > 0) throw new Error(`${visit.path} could not load ${failed.join(', ')}`);
    const of = (type: 'script' | 'stylesheet') =>
      [...fetched]
        .filter(([, kind]) => kind === type)
        .map(([url]) => weighAsset(distDir, url))
        .sort((a, b) => b.gzip - a.gzip);
    return { route: visit.label, js: of('script'), css: of('stylesheet') };
  } finally {
    await context.close();
  }
}
