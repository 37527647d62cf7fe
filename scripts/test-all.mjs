#!/usr/bin/env node
// `npm test`: every check of the repo in order, going on after a failure, ending with one line "N passed, N failed".
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-test-'));
const databaseUrl = process.env.DATABASE_URL || null;
const VITEST_CONFIGS = ['vitest.config.ts', 'vitest.config.mts', 'vitest.config.js', 'vitest.config.mjs'];

/** @type {{ name: string, passed: number, failed: number, seconds: number, note: string }[]} */
const results = [];

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

function workspaces() {
  const patterns = readJson(path.join(root, 'package.json')).workspaces ?? [];
  return patterns
    .flatMap((pattern) => {
      if (!pattern.endsWith('/*')) return [pattern];
      const parent = pattern.slice(0, -2);
      return fs.readdirSync(path.join(root, parent)).map((name) => `${parent}/${name}`);
    })
    .filter((dir) => fs.existsSync(path.join(root, dir, 'package.json')));
}

/** Runs a command with the console attached; resolves with its exit code. Env values of null are removed. */
function run(command, args, { cwd = root, env = {} } = {}) {
  const childEnv = { ...process.env };
  for (const [name, value] of Object.entries(env)) {
    if (value === null) delete childEnv[name];
    else childEnv[name] = value;
  }
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: childEnv, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', (error) => {
      process.stderr.write(`${command}: ${error.message}\n`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Runs one step and records what it counted; `count` turns the exit code (and a report) into tallies. */
async function step(name, command, args, options, count) {
  process.stdout.write(`\n==> ${name}\n`);
  const started = Date.now();
  const code = await run(command, args, options);
  const tally = count(code);
  results.push({ name, seconds: Math.round((Date.now() - started) / 1000), note: '', ...tally });
}

/** A check that passes or fails as a whole. */
const asOneCheck = (code) => (code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });

/** Tallies Vitest's JSON report; files that fail without a failing test (import error, hook) count as failures. */
function vitestTally(reportFile, code) {
  if (!fs.existsSync(reportFile)) return { passed: 0, failed: 1, note: `exit ${code}, no report` };
  const report = readJson(reportFile);
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  let failed = report.numFailedTests + brokenFiles;
  if (code !== 0 && failed === 0) failed = 1;
  const skipped = report.numPendingTests + report.numTodoTests;
  return { passed: report.numPassedTests, failed, note: skipped ? `${skipped} skipped` : '' };
}

/** Tallies Playwright's JSON report: a flaky test passed on retry; setup errors count as failures. */
function playwrightTally(reportFile, code) {
  if (!fs.existsSync(reportFile)) return { passed: 0, failed: 1, note: `exit ${code}, no report` };
  const { stats, errors = [] } = readJson(reportFile);
  let failed = stats.unexpected + (stats.unexpected === 0 ? errors.length : 0);
  if (code !== 0 && failed === 0) failed = 1;
  const notes = [stats.flaky && `${stats.flaky} flaky`, stats.skipped && `${stats.skipped} skipped`].filter(
    Boolean,
  );
  return { passed: stats.expected + stats.flaky, failed, note: notes.join(', ') };
}

async function vitest(name, workspace, env) {
  const reportFile = path.join(reportDir, `${name.replace(/\W+/g, '-')}.json`);
  const args = [
    'vitest',
    'run',
    '--passWithNoTests',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportFile}`,
  ];
  await step(name, 'npx', args, { cwd: path.join(root, workspace), env }, (code) =>
    vitestTally(reportFile, code),
  );
}

async function playwright(name, env) {
  const reportFile = path.join(reportDir, `${name.replace(/\W+/g, '-')}.json`);
  const args = ['playwright', 'test', '-c', 'e2e/playwright.config.ts'];
  await step(name, 'npx', args, { env: { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile } }, (code) =>
    playwrightTally(reportFile, code),
  );
}

function skip(name, reason) {
  results.push({ name, passed: 0, failed: 0, seconds: 0, note: `not run: ${reason}` });
}

const all = workspaces();
const hasScript = (dir, script) => Boolean(readJson(path.join(root, dir, 'package.json')).scripts?.[script]);
const hasVitest = (dir) => VITEST_CONFIGS.some((file) => fs.existsSync(path.join(root, dir, file)));

await step('biome check', 'npx', ['biome', 'check', '.'], {}, asOneCheck);

for (const dir of all.filter((dir) => hasScript(dir, 'typecheck'))) {
  await step(`typecheck ${dir}`, 'npm', ['run', 'typecheck', '-w', dir], {}, asOneCheck);
}

for (const dir of all.filter(hasVitest)) {
  await vitest(`vitest ${dir}`, dir, { TEST_DATABASE_URL: null });
}

if (!all.includes('apps/server') || !hasVitest('apps/server'))
  skip('vitest apps/server on PostgreSQL', 'no suite');
else if (!databaseUrl) skip('vitest apps/server on PostgreSQL', 'DATABASE_URL not set');
else await vitest('vitest apps/server on PostgreSQL', 'apps/server', { TEST_DATABASE_URL: databaseUrl });

await step('build (server and web)', 'node', ['scripts/build.mjs', '--force'], {}, asOneCheck);
await step('web size budget', 'node', ['scripts/check-web-budget.mjs'], {}, asOneCheck);
await step('production install starts', 'node', ['scripts/check-production-install.mjs'], {}, asOneCheck);

await playwright('e2e on PGlite', { E2E_DATABASE_URL: null });
if (databaseUrl) await playwright('e2e on PostgreSQL', { E2E_DATABASE_URL: databaseUrl });
else skip('e2e on PostgreSQL', 'DATABASE_URL not set');

fs.rmSync(reportDir, { recursive: true, force: true });

const width = Math.max(...results.map((result) => result.name.length));
process.stdout.write('\nSummary\n');
for (const { name, passed, failed, seconds, note } of results) {
  const mark = failed > 0 ? 'FAIL' : note.startsWith('not run') ? 'SKIP' : 'ok  ';
  const counts = `${passed} passed, ${failed} failed`.padEnd(22);
  process.stdout.write(
    `  ${mark} ${name.padEnd(width)}  ${counts} ${String(seconds).padStart(4)} s  ${note}\n`,
  );
}
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exitCode = failed > 0 ? 1 : 0;
