#!/usr/bin/env node
// `npm start` and the operations commands: build what changed, then run the compiled server.
//   node scripts/run.mjs start | migrate | backup FILE | restore FILE
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildIfChanged } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [command = 'start', ...args] = process.argv.slice(2);
const NEEDS_WEB = new Set(['start']);

try {
  await buildIfChanged({ only: NEEDS_WEB.has(command) ? undefined : ['server'] });
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

const entry = command === 'start' ? 'main.js' : 'ops/cli.js';
if (command !== 'start') process.argv = [process.argv[0], entry, command, ...args];
await import(pathToFileURL(path.join(root, 'apps/server/dist', entry)).href);
