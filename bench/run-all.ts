/**
 * `npm run bench`: runs every bench/*.ts file that exports `main`, one after another.
 * `npm run bench -- messages sidebar` runs only the files whose name contains one of those words.
 * A benchmark file exports `async function main(): Promise<void>` and prints its own figures;
 * it must not start work when merely imported.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

type Benchmark = { main?: () => unknown };

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const filters = process.argv.slice(2);

const files = fs
  .readdirSync(benchDir)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts') && name !== 'run-all.ts')
  .filter((name) => filters.length === 0 || filters.some((filter) => name.includes(filter)))
  .sort();

const failures: string[] = [];
let ran = 0;
for (const name of files) {
  const benchmark = (await import(pathToFileURL(path.join(benchDir, name)).href)) as Benchmark;
  if (typeof benchmark.main !== 'function') continue;
  ran += 1;
  process.stdout.write(`\n== ${name}\n`);
  const started = performance.now();
  try {
    await benchmark.main();
    process.stdout.write(`== ${name} done in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  } catch (error) {
    failures.push(name);
    process.stderr.write(
      `== ${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
}

if (ran === 0) process.stdout.write('No bench/*.ts file exports main yet.\n');
process.stdout.write(
  `\n${ran} benchmark(s) run, ${failures.length} failed${failures.length ? `: ${failures.join(', ')}` : ''}\n`,
);
process.exitCode = failures.length > 0 ? 1 : 0;
