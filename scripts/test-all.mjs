#!/usr/bin/env node
// `npm test`: every check of the repo in order, going on after a failure, ending with one line "N passed, N failed".
//
// The summary gives each step's passed and failed checks, how many of them are written and how many generated, and
// its time. A written check is a test someone wrote (a hand-listed it.each row counts as written, each Playwright
// journey too); a generated check is one a table or generator produces in bulk (the permission matrix's route x
// caller x situation cases, the contract fuzz's runs of generated requests). Convention: a generated Vitest test has
// a title, or a describe title around it, that starts with "generated:" (GENERATED_MARK); this script reads the
// titles from Vitest's JSON report (assertionResults[].ancestorTitles and .title). A step that passes or fails as a
// whole (lint, type check, build) is one written check. written + generated = passed + failed, per step.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const databaseUrl = process.env.DATABASE_URL || null;
const VITEST_CONFIGS = ['vitest.config.ts', 'vitest.config.mts', 'vitest.config.js', 'vitest.config.mjs'];
export const GENERATED_MARK = 'generated:';
/** Where the runners write their JSON reports; made by main(). */
let reportDir = '';

/** @typedef {{ passed: number, failed: number, generated: number, note: string }} Tally */
/** @type {Array<Tally & { name: string, seconds: number }>} */
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
  results.push({ name, seconds: Math.round((Date.now() - started) / 1000), ...tally });
}

/** A check that passes or fails as a whole: one written check. */
export const asOneCheck = (code) =>
  code === 0
    ? { passed: 1, failed: 0, generated: 0, note: '' }
    : { passed: 0, failed: 1, generated: 0, note: '' };

/** A Vitest test (an assertionResult) made by a table or generator: its title or a describe's starts with the mark. */
export const isGenerated = (test) =>
  [...(test.ancestorTitles ?? []), test.title].some((title) => title.startsWith(GENERATED_MARK));

/**
 * Tallies Vitest's JSON report (the parsed object) and the run's exit code. Files that fail without a failing test
 * (import error, hook) count as one failed written check each; a non-zero exit with nothing failed counts as one.
 */
export function vitestTally(report, code) {
  if (!report) return { passed: 0, failed: 1, generated: 0, note: `exit ${code}, no report` };
  const ran = report.testResults.flatMap((file) =>
    file.assertionResults.filter((test) => test.status === 'passed' || test.status === 'failed'),
  );
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  const passed = ran.filter((test) => test.status === 'passed').length;
  let failed = ran.length - passed + brokenFiles;
  if (code !== 0 && failed === 0) failed = 1;
  const skipped = report.numPendingTests + report.numTodoTests;
  return {
    passed,
    failed,
    generated: ran.filter(isGenerated).length,
    note: skipped ? `${skipped} skipped` : '',
  };
}

/** Tallies Playwright's JSON report: every journey is written; a flaky test passed on retry; setup errors fail. */
export function playwrightTally(report, code) {
  if (!report) return { passed: 0, failed: 1, generated: 0, note: `exit ${code}, no report` };
  const { stats, errors = [] } = report;
  let failed = stats.unexpected + (stats.unexpected === 0 ? errors.length : 0);
  if (code !== 0 && failed === 0) failed = 1;
  const notes = [stats.flaky && `${stats.flaky} flaky`, stats.skipped && `${stats.skipped} skipped`].filter(
    Boolean,
  );
  return { passed: stats.expected + stats.flaky, failed, generated: 0, note: notes.join(', ') };
}

const readReport = (file) => (fs.existsSync(file) ? readJson(file) : null);

/** The report's slowest test files, slowest first, as lines "  12.3 s  test/file.test.ts" (to see where time goes). */
export function slowestFiles(report, root, count = 8) {
  if (!report) return [];
  return report.testResults
    .map((file) => ({
      name: path.relative(root, file.name),
      seconds: (file.endTime - file.startTime) / 1000,
    }))
    .filter(({ seconds }) => Number.isFinite(seconds))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map(({ name, seconds }) => `  ${seconds.toFixed(1).padStart(6)} s  ${name}`);
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
    vitestTally(readReport(reportFile), code),
  );
  const slowest = slowestFiles(readReport(reportFile), path.join(root, workspace));
  if (slowest.length > 0) process.stdout.write(`Slowest files of ${name}:\n${slowest.join('\n')}\n`);
}

async function playwright(name, env) {
  const reportFile = path.join(reportDir, `${name.replace(/\W+/g, '-')}.json`);
  const args = ['playwright', 'test', '-c', 'e2e/playwright.config.ts'];
  await step(name, 'npx', args, { env: { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile } }, (code) =>
    playwrightTally(readReport(reportFile), code),
  );
}

function skip(name, reason) {
  results.push({ name, passed: 0, failed: 0, generated: 0, seconds: 0, note: `not run: ${reason}` });
}

/**
 * The summary: one line per step (mark, name, passed and failed, written and generated, seconds, note), the checks
 * written and generated over all steps, and last the one line "N passed, N failed" summed over every runner.
 */
export function summary(steps) {
  const width = Math.max(...steps.map((result) => result.name.length));
  const lines = ['', 'Summary'];
  for (const { name, passed, failed, generated, seconds, note } of steps) {
    const mark = failed > 0 ? 'FAIL' : note.startsWith('not run') ? 'SKIP' : 'ok  ';
    const counts = `${passed} passed, ${failed} failed`.padEnd(22);
    const kinds = `${passed + failed - generated} written, ${generated} generated`.padEnd(30);
    lines.push(
      `  ${mark} ${name.padEnd(width)}  ${counts} ${kinds} ${String(seconds).padStart(4)} s  ${note}`.trimEnd(),
    );
  }
  const sum = (field) => steps.reduce((total, result) => total + field(result), 0);
  const passed = sum((result) => result.passed);
  const failed = sum((result) => result.failed);
  const generated = sum((result) => result.generated);
  lines.push(`Checks: ${passed + failed - generated} written, ${generated} generated`);
  lines.push(`${passed} passed, ${failed} failed`);
  return { text: `${lines.join('\n')}\n`, failed };
}

async function main() {
  reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-test-'));
  const all = workspaces();
  const hasScript = (dir, script) =>
    Boolean(readJson(path.join(root, dir, 'package.json')).scripts?.[script]);
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

  const { text, failed } = summary(results);
  process.stdout.write(text);
  process.exitCode = failed > 0 ? 1 : 0;
}

// Imported (to check the summary on a report at hand) it runs nothing; `node scripts/test-all.mjs` runs it all.
const invokedAsScript =
  process.argv[1] !== undefined &&
  fs.realpathSync(path.resolve(process.argv[1])) === fs.realpathSync(fileURLToPath(import.meta.url));
if (invokedAsScript) await main();
