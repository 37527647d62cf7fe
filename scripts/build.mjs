#!/usr/bin/env node
// `npm run build`: builds the server (an esbuild bundle of its TypeScript) and the web app, each only when its
// sources changed since its last build (`--force` builds both). `npm start` runs this first.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { precompress } from './precompress.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

/** Each build: what it is made from, where it goes, and how it is made. */
const targets = [
  {
    name: 'server',
    sources: ['apps/server/src', 'packages/contract/src', 'apps/server/package.json', 'package-lock.json'],
    output: 'apps/server/dist',
    build: buildServer,
  },
  {
    name: 'web',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/app-shell-chunk.ts',
      'packages/contract/package.json',
      'packages/contract/src',
      'scripts/precompress.mjs',
      'package-lock.json',
    ],
    output: 'apps/web/dist',
    build: () => {
      run('npm', ['run', 'build:web']);
      // Brotli and gzip copies beside each text asset, which the server sends by Accept-Encoding (http/spa.ts).
      precompress(at('apps/web/dist'));
    },
  },
];

const STAMP = '.sources-hash';

/** A hash of every source file's path and content (not times: a copied or checked-out tree is still current). */
function sourcesHash(sources) {
  const hash = createHash('sha256');
  const visit = (file) => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(file).sort())
        if (!entry.endsWith('.test.ts')) visit(path.join(file, entry));
      return;
    }
    hash
      .update(`${path.relative(root, file)}\0`)
      .update(fs.readFileSync(file))
      .update('\0');
  };
  for (const source of sources) visit(at(source));
  return hash.digest('hex');
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

async function buildServer() {
  let esbuild;
  try {
    esbuild = await import('esbuild');
  } catch {
    throw new Error(
      'the server sources changed, but esbuild is not installed: run `npm ci` (with dev dependencies) to build',
    );
  }
  const { dependencies } = JSON.parse(fs.readFileSync(at('apps/server/package.json'), 'utf8'));
  await esbuild.build({
    entryPoints: [
      at('apps/server/src/main.ts'),
      at('apps/server/src/ops/cli.ts'),
      // The document text reader's worker thread (modules/search/extract): its own file, loaded by new Worker().
      at('apps/server/src/modules/search/extract/extract-worker.ts'),
    ],
    outdir: at('apps/server/dist'),
    outbase: at('apps/server/src'),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    sourcemap: true,
    // Libraries stay in node_modules (a production install has them); our workspaces are bundled in.
    external: Object.keys(dependencies).filter((name) => !name.startsWith('@dossier/')),
    chunkNames: 'chunks/[name]-[hash]',
    logLevel: 'warning',
  });
}

/** Builds what is out of date; returns the names of the builds it made. */
export async function buildIfChanged({ force = false, only } = {}) {
  const built = [];
  for (const target of targets) {
    if (only && !only.includes(target.name)) continue;
    const stampFile = at(target.output, STAMP);
    const hash = sourcesHash(target.sources);
    const current = fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === hash;
    if (current && !force) continue;
    process.stdout.write(`Building the ${target.name} (its sources changed since the last build)...\n`);
    await target.build();
    fs.mkdirSync(at(target.output), { recursive: true });
    fs.writeFileSync(stampFile, hash);
    built.push(target.name);
  }
  return built;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const force = process.argv.includes('--force');
  const only = ['server', 'web'].filter((name) => process.argv.includes(name));
  buildIfChanged({ force, only: only.length > 0 ? only : undefined }).catch((error) => {
    process.stderr.write(`Build failed: ${error.message}\n`);
    process.exit(1);
  });
}
