import { config } from 'zod/v4/core';

// Zod compiles object parsers with `new Function` when eval is allowed, and probes for that when it builds the
// first object schema. Our CSP allows no eval (script-src 'self'), so the probe only reported a violation; the
// parsers it falls back to are the ones that run anyway. Imported first by main.tsx, before any schema is built;
// only zod's small core module, so the landing page loads no more of zod than before.
config({ jitless: true });
