import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const rules = createRequire(import.meta.url)('../../../.dependency-cruiser.cjs') as IConfiguration;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const fixtureRoot = path.join(repoRoot, 'apps/server/test/fixtures/module-boundaries');

async function violationsIn(baseDir: string) {
  const { output } = await cruise(['apps/server/src'], {
    ...rules.options,
    validate: true,
    ruleSet: rules,
    baseDir,
  });
  return (output as ICruiseResult).summary.violations.map((violation) => violation.rule.name);
}

describe('module boundaries (.dependency-cruiser.cjs)', () => {
  it('holds for the server: no cycles, modules meet through their index, realtime and routes stay thin', async () => {
    expect(await violationsIn(repoRoot)).toEqual([]);
  });

  it('catches every kind of breach in a deliberately broken tree', async () => {
    const found = new Set(await violationsIn(fixtureRoot));
    expect([...found].sort()).toEqual([
      'modules-through-their-index',
      'no-file-cycles',
      'no-module-cycles',
      'policies-are-pure',
      'realtime-imports-no-module',
      'routes-do-not-authorize',
    ]);
  });
});
