/**
 * First-load weight of the web app: the JavaScript and CSS (gzip) Chromium fetches for `/`, `/login` and a
 * dossier in `/app` before the route is on screen, each in a cold browser context, beside the figures of the
 * build before route-level code splitting. Also proves that the manifest walk of `npm test`'s size budget
 * (scripts/check-web-budget.mjs) names exactly the files the browser fetched.
 * Run alone: `npx tsx bench/web-weight.ts` (builds what changed first).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { signInDemo, startBuiltServer } from './support/built-server.ts';
import { loadSummary, machineSummary } from './support/machine.ts';
import { print, writeResultsSection } from './support/report.ts';
import {
  type AssetWeight,
  launchChromium,
  type RouteVisit,
  type RouteWeight,
  sum,
  weighAsset,
  weighRoute,
} from './support/route-weight.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(repoRoot, 'apps/web/dist');

/**
 * Measured the same way on main before route-level code splitting (commit 882a417): every route loaded the
 * whole app, vendor (React, router, query, react-hook-form, zod, notifications, ...), mantine, virtuoso, the
 * app's own chunk and the runtime, in 5 files; CSS was Mantine's styles and the app's, in 2 files.
 */
const BEFORE = {
  commit: '882a417',
  js: { gzip: 288_257, raw: 950_842, files: 5 },
  css: { gzip: 36_499, raw: 251_761, files: 2 },
};

interface ManifestWalk {
  routes: { route: string; js: AssetWeight[]; css: AssetWeight[] }[];
  budgets: Record<string, number>;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const percent = (after: number, before: number) => {
  const change = Math.round(((after - before) / before) * 100);
  return `${change > 0 ? '+' : ''}${change}%`;
};
/** `dossier-page-DozA2QP-.js` -> `dossier-page`; the entry is `index`. */
const chunkName = (url: string) => path.basename(url).replace(/-[\w-]{8}\.(js|css)$/, '');
const headCommit = () =>
  execFileSync('git', ['log', '-1', '--format=%h'], { cwd: repoRoot, encoding: 'utf8' }).trim();
const urls = (assets: AssetWeight[]) => assets.map((asset) => asset.url).sort();

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The files a route's first load can import lazily (dynamic imports, with what they import in turn): what the
 * screen loads after it shows (issue 25: the chat's list code, the dossier menu, the live socket's frame reader).
 */
function lazyFrom(firstLoad: string[]): Set<string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
  const lazy = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, dynamic: boolean) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(`${key}:${dynamic}`)) return;
    seen.add(`${key}:${dynamic}`);
    if (dynamic) {
      lazy.add(`/${chunk.file}`);
      for (const css of chunk.css ?? []) lazy.add(`/${css}`);
    }
    for (const imported of chunk.imports ?? []) visit(imported, dynamic);
    for (const imported of chunk.dynamicImports ?? []) visit(imported, true);
  };
  for (const url of firstLoad) {
    const key = byFile.get(url);
    if (key) visit(key, false);
  }
  for (const url of firstLoad) lazy.delete(url);
  return lazy;
}

/**
 * The files the browser fetched and the manifest walk named, where they differ ('' when they agree). Files the
 * route's first load imports lazily may be fetched too (right after it showed): they are no difference.
 */
function difference(browser: RouteWeight, walk: ManifestWalk['routes'][number] | undefined): string {
  if (!walk) return 'not in the manifest walk';
  const fetched = [...urls(browser.js), ...urls(browser.css)];
  const named = [...urls(walk.js), ...urls(walk.css)];
  const lazy = lazyFrom(named);
  const onlyFetched = fetched.filter((url) => !named.includes(url) && !lazy.has(url));
  const onlyNamed = named.filter((url) => !fetched.includes(url));
  if (onlyFetched.length === 0 && onlyNamed.length === 0) return '';
  return `fetched but not named: ${onlyFetched.join(', ') || '-'}; named but not fetched: ${onlyNamed.join(', ') || '-'}`;
}

/** Chunks by name with their gzip size, the biggest first; the `lib~<screens>` library chunks summed up as one. */
function describe(assets: AssetWeight[]): string {
  const libraries = assets.filter((asset) => chunkName(asset.url).startsWith('lib~'));
  const named = assets.filter((asset) => !libraries.includes(asset)).sort((a, b) => b.gzip - a.gzip);
  const big = named.filter((asset) => asset.gzip >= 1000);
  const small = named.filter((asset) => asset.gzip < 1000);
  return [
    ...big.map((asset) => `${chunkName(asset.url)} ${kB(asset.gzip)}`),
    small.length > 0 ? `${small.length} smaller app chunks ${kB(sum(small, 'gzip'))}` : '',
    libraries.length > 0 ? `${libraries.length} lib~ chunks ${kB(sum(libraries, 'gzip'))}` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** The build's JavaScript chunks the route did not load. */
function notLoaded(weight: RouteWeight): AssetWeight[] {
  const loaded = new Set(weight.js.map((asset) => asset.url));
  return fs
    .readdirSync(path.join(distDir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => weighAsset(distDir, `/assets/${file}`))
    .filter((asset) => !loaded.has(asset.url));
}

function table(weights: RouteWeight[], budgets: Record<string, number>): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const header = [
    'route',
    'JS before',
    'JS after',
    'change',
    'budget',
    'CSS before',
    'CSS after',
    'JS files',
  ];
  return [
    line(header),
    line(header.map((_, index) => (index === 0 ? '---' : '---:'))),
    ...weights.map((weight) => {
      const js = sum(weight.js, 'gzip');
      const budget = budgets[weight.route];
      return line([
        `\`${weight.route}\``,
        kB(BEFORE.js.gzip),
        kB(js),
        percent(js, BEFORE.js.gzip),
        budget === undefined ? '-' : `${kB(budget)} (${js <= budget ? 'met' : 'OVER'})`,
        kB(BEFORE.css.gzip),
        kB(sum(weight.css, 'gzip')),
        `${BEFORE.js.files} -> ${weight.js.length}`,
      ]);
    }),
  ].join('\n');
}

export async function main(): Promise<void> {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: repoRoot, stdio: 'inherit' });
  const walk = JSON.parse(
    execFileSync(process.execPath, ['scripts/check-web-budget.mjs', '--json'], {
      cwd: repoRoot,
      encoding: 'utf8',
    }),
  ) as ManifestWalk;
  const server = await startBuiltServer(repoRoot);
  const browser = await launchChromium();
  const weights: RouteWeight[] = [];
  try {
    const { token, dossierId } = await signInDemo(server.url);
    const visits: RouteVisit[] = [
      { label: '/', path: '/', ready: 'h1' },
      { label: '/login', path: '/login', ready: 'input[type=password]' },
      { label: '/app', path: `/app/dossier/${dossierId}`, ready: 'main textarea', token },
    ];
    for (const visit of visits) weights.push(await weighRoute(browser, server.url, distDir, visit));
  } finally {
    await browser.close();
    await server.stop();
  }

  // What the route loads before it shows (the walk's files) and what it fetched lazily right after.
  const later = new Map<string, AssetWeight[]>();
  for (const weight of weights) {
    const walked = walk.routes.find((r) => r.route === weight.route);
    const named = new Set(walked ? [...urls(walked.js), ...urls(walked.css)] : []);
    later.set(
      weight.route,
      weight.js.filter((asset) => walked && !named.has(asset.url)),
    );
  }
  const firstLoad = (weight: RouteWeight): RouteWeight => ({
    ...weight,
    js: weight.js.filter((asset) => !later.get(weight.route)?.includes(asset)),
  });
  const lazily = (weight: RouteWeight) => {
    const assets = later.get(weight.route) ?? [];
    return assets.length === 0 ? '' : `; then lazily ${kB(sum(assets, 'gzip'))} in ${assets.length} files`;
  };

  const mismatches = weights
    .map((weight) => ({
      route: weight.route,
      diff: difference(
        weight,
        walk.routes.find((r) => r.route === weight.route),
      ),
    }))
    .filter(({ diff }) => diff !== '');
  for (const weight of weights) {
    const first = firstLoad(weight);
    print(
      `${weight.route.padEnd(7)} JS ${kB(sum(first.js, 'gzip'))} gzip in ${first.js.length} files (${kB(sum(first.js, 'raw'))} raw), CSS ${kB(sum(weight.css, 'gzip'))} gzip; before ${kB(BEFORE.js.gzip)} and ${kB(BEFORE.css.gzip)}${lazily(weight)}`,
    );
  }
  print(`  ${loadSummary()}`);
  const agreement =
    mismatches.length === 0
      ? 'The manifest walk of the budget check named exactly the files Chromium fetched, on every route.'
      : `The manifest walk of the budget check DIFFERS from what Chromium fetched: ${mismatches.map(({ route, diff }) => `${route}: ${diff}`).join('; ')}.`;
  print(`  ${agreement}`);

  writeResultsSection(
    'web-weight',
    [
      '## Web weight: first-load JavaScript and CSS per route (bench/web-weight.ts)',
      '',
      `Machine: ${machineSummary()}.`,
      'Each route loaded once in headless Chromium (/usr/bin/chromium) in a fresh context (empty cache), against the compiled server with the demo data: every script and stylesheet it fetched until the route showed (`/`: its heading; `/login`: the password field; `/app`: a dossier of the demo user with its chat composer) and the network then stayed quiet for 500 ms. The first load is what the route imports before it shows; what it imports lazily and fetched right after (issue 25: the list code of the chat, the dossier menu, the frame reader of the live socket) is named apart. Sizes are gzip -9 of those files (our server sends them uncompressed; a proxy in front would gzip them); kB = 1,000 bytes.',
      `Before: main at ${BEFORE.commit}, measured the same way, where every route loaded the whole app: ${kB(BEFORE.js.gzip)} of JavaScript in ${BEFORE.js.files} files (${kB(BEFORE.js.raw)} raw) and ${kB(BEFORE.css.gzip)} of CSS. After: this build (${headCommit()}), with route-level code splitting (apps/web/src/router.tsx).`,
      '',
      table(weights.map(firstLoad), walk.budgets),
      '',
      "What each route loads, and what of the build it does not load (gzip; `lib~<screens>` chunks hold the libraries only those screens use; index is the entry, nl the Dutch texts, src the contract's schemas):",
      '',
      ...weights.map(
        (weight) =>
          `- \`${weight.route}\` loads ${describe(firstLoad(weight).js)}${lazily(weight)} (${describe(later.get(weight.route) ?? []) || '-'}). Not loaded: ${describe(notLoaded(weight))}.`,
      ),
      '',
      `Budgets: \`npm test\` fails when the first-load JS of \`/\` or \`/app\` (gzip) exceeds its budget in scripts/check-web-budget.mjs, which reads the build's manifest instead of starting a browser. ${agreement}`,
      '',
      loadSummary(),
    ].join('\n'),
  );
  if (mismatches.length > 0) throw new Error(agreement);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
