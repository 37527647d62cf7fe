import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../../scripts/server-flags.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const scriptsOf = (folder: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(repoRoot, folder, 'package.json'), 'utf8')).scripts;

describe("the server's V8 settings", () => {
  // The benchmarks run the app in their own process (most of them): with the settings it runs with in production.
  it.each([
    ['.', 'start', 'scripts/run.mjs'],
    ['.', 'demo', 'scripts/run.mjs'],
    ['bench', 'bench', 'run-all.ts'],
  ])('are on the node command of %s: npm run %s', (folder, name, script) => {
    const command = scriptsOf(folder)[name]?.split(/\s+/) ?? [];
    for (const flag of SERVER_NODE_FLAGS) expect(command).toContain(flag);
    // Given to node itself, before the script: V8 reads them when the process starts.
    for (const flag of SERVER_NODE_FLAGS) expect(command.indexOf(flag)).toBeLessThan(command.indexOf(script));
  });
});
