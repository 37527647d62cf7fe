import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkBoundaries } from '../tools/module-boundaries.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const fixtureRoot = path.join(repoRoot, 'apps/server/test/fixtures/module-boundaries');

describe('module boundaries (tools/module-boundaries.ts)', () => {
  it('hold for the server: no cycles, modules meet through their index, realtime and routes stay thin', () => {
    expect(checkBoundaries(repoRoot)).toEqual([]);
  });

  it('catch every kind of breach in a deliberately broken tree', () => {
    const found = new Set(checkBoundaries(fixtureRoot).map((violation) => violation.rule));
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
