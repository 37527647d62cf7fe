import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../../scripts/server-flags.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const scripts: Record<string, string> = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'),
).scripts;

describe("the server's V8 settings", () => {
  it.each(['start', 'demo'])('are on the node command of npm run %s', (name) => {
    const command = scripts[name]?.split(/\s+/) ?? [];
    for (const flag of SERVER_NODE_FLAGS) expect(command).toContain(flag);
    // Given to node itself, before the script: V8 reads them when the process starts.
    const script = command.indexOf('scripts/run.mjs');
    for (const flag of SERVER_NODE_FLAGS) expect(command.indexOf(flag)).toBeLessThan(script);
  });
});
