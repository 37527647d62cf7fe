#!/usr/bin/env node
// The web app's size budget (a step of `npm test`, after the build): the first-load JavaScript of `/` and of
// `/app`, gzip, must stay within BUDGETS. First-load JS is what the browser fetches before the route is usable:
// the entry chunk, its static imports, and the lazily loaded chunks of the route's screens with their static
// imports. It is read from the build's manifest; bench/web-weight.ts loads the same routes in Chromium and
// checks that this walk names exactly the files the browser fetched.
// `--json` prints every route's files and sizes, and the budgets, instead of checking.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const scriptFile = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(scriptFile), '..');
const distDir = path.join(root, 'apps/web/dist');
const manifestFile = path.join(distDir, '.vite/manifest.json');

/**
 * Each measured route with the lazily loaded modules its screen needs at once (apps/web/src/router.tsx), or the
 * chunk holding them: `/app` is the signed-in shell showing a dossier with its chat, whose screens (app-area.tsx,
 * dossier-page.tsx) the build puts into the one chunk `app-shell` with what they import (apps/web/app-shell-chunk.ts).
 */
const ROUTES = {
  '/': ['src/features/shell/public-layout.tsx', 'src/features/landing/landing-page.tsx'],
  '/login': ['src/features/shell/public-layout.tsx', 'src/features/auth/login-page.tsx'],
  '/app': ['app-shell'],
};

/**
 * First-load JS budgets in gzip bytes (level 9), about 10% above the figures measured when route-level code
 * splitting came in (bench/RESULTS.md, section web-weight; the whole app, 288.3 kB, loaded on every route
 * before). Raise one only with a reason in the commit.
 */
const BUDGETS = {
  '/': 157_000, // measured 142.5 kB: React, the router, Mantine's core and the landing page
  // Issue 25: at most 200 kB. Measured 190.9 kB: the signed-in shell, a dossier with its chat's newest page (zod,
  // react-hook-form, react-virtuoso, Mantine's overlays and menus load after it; see apps/web/src/components).
  '/app': 200_000,
};

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length;

/** The files a route loads first: its modules' chunks and their static imports, the entry's included. */
function firstLoad(manifest, route) {
  const keys = ROUTES[route];
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const chunks = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(
        `${key} is not in the web build's manifest: update ROUTES in scripts/check-web-budget.mjs`,
      );
    if (chunks.has(key)) return;
    chunks.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  // A module's own chunk is keyed by its path; a chunk made by a group (app-shell) by its file, found by its name.
  const keyOf = (key) =>
    manifest[key] ? key : (Object.keys(manifest).find((k) => manifest[k].name === key) ?? key);
  for (const key of [entry, ...keys.map(keyOf)]) visit(key);
  const js = [...chunks].map((key) => manifest[key].file);
  const css = [...new Set([...chunks].flatMap((key) => manifest[key].css ?? []))];
  const weigh = (files) =>
    files.map((file) => ({ url: `/${file}`, gzip: gzipSize(file) })).sort((a, b) => b.gzip - a.gzip);
  return { route, js: weigh(js), css: weigh(css) };
}

const total = (files) => files.reduce((sum, file) => sum + file.gzip, 0);
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

function main() {
  if (!fs.existsSync(manifestFile)) {
    process.stderr.write(`No web build manifest at ${manifestFile}: run \`npm run build\` first.\n`);
    process.exit(1);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const routes = Object.keys(ROUTES).map((route) => firstLoad(manifest, route));
  if (process.argv.includes('--json')) {
    process.stdout.write(`${JSON.stringify({ routes, budgets: BUDGETS }, null, 2)}\n`);
    return;
  }
  let over = 0;
  for (const { route, js, css } of routes) {
    const budget = BUDGETS[route];
    const line = `${route.padEnd(7)} first-load JS ${kB(total(js))} gzip in ${js.length} files (CSS ${kB(total(css))})`;
    if (budget === undefined) {
      process.stdout.write(`       ${line} (no budget)\n`);
    } else if (total(js) <= budget) {
      process.stdout.write(`  ok   ${line}, budget ${kB(budget)}\n`);
    } else {
      over += 1;
      process.stdout.write(`  OVER ${line}, budget ${kB(budget)}: ${kB(total(js) - budget)} too much\n`);
      for (const file of js) process.stdout.write(`         ${kB(file.gzip).padStart(9)}  ${file.url}\n`);
    }
  }
  if (over > 0) {
    process.stderr.write(
      `The web app's first-load JavaScript is over its budget on ${over} route(s). Keep what the route does not need at once in lazily loaded chunks (apps/web/src/router.tsx, apps/web/vite.config.ts), or raise BUDGETS in scripts/check-web-budget.mjs with a reason.\n`,
    );
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === scriptFile) main();
