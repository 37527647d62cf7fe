#!/usr/bin/env node
// A production install starts: the tracked files and the builds are copied to a fresh folder, installed with
// `npm ci --omit=dev` (no compilers, no test tools), and `npm start` must serve the app without building.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-production-'));
const say = (line) => process.stdout.write(`${line}\n`);

async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function copyInto(relative) {
  const from = path.join(root, relative);
  if (!fs.existsSync(from)) return;
  fs.cpSync(from, path.join(target, relative), { recursive: true });
}

async function waitFor(url, child, deadline) {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no answer from ${url}`);
}

let server = null;
let output = '';
try {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const file of tracked) copyInto(file);
  copyInto('apps/server/dist');
  copyInto('apps/web/dist');
  say(`npm ci --omit=dev in ${target}`);
  execFileSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], { cwd: target, stdio: 'inherit' });
  for (const tool of ['vite', 'esbuild', 'tsx', 'vitest']) {
    if (fs.existsSync(path.join(target, 'node_modules', tool)))
      throw new Error(`${tool} was installed by --omit=dev`);
  }
  const port = await freePort();
  server = spawn('npm', ['start'], {
    cwd: target,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(target, 'data'),
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/readyz`, server, Date.now() + 90_000);
  const page = await (await waitFor(`${base}/`, server, Date.now() + 5_000)).text();
  if (!page.includes('<div id="root">')) throw new Error('the web app was not served');
  if (/Building the/.test(output)) throw new Error('npm start rebuilt although the builds were current');
  say(`production install serves the app and is ready at ${base}`);
} catch (error) {
  process.stderr.write(`production install check failed: ${error.message}\n${output.slice(-3000)}\n`);
  process.exitCode = 1;
} finally {
  if (server && server.exitCode === null) {
    process.kill(-server.pid, 'SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  fs.rmSync(target, { recursive: true, force: true });
}
