import { describe, expect, it } from 'vitest';
import { z } from 'zod';

describe('zod configuration of the web', () => {
  it('builds parsers without eval (our CSP forbids it), as set before zod loads', async () => {
    expect(z.config().jitless).toBeFalsy();
    // As main.tsx does before the app loads: zod's own setting reads it.
    await import('./zod-config.ts');
    expect(z.config().jitless).toBe(true);
  });
});
