// Zod compiles object parsers with `new Function` when eval is allowed, and probes for that when it builds the
// first object schema. Our CSP allows no eval (script-src 'self'), so the probe only reported a violation; the
// parsers it falls back to are the ones that run anyway. Imported first by main.tsx, before any schema is built.
// Zod keeps its configuration on globalThis (what `z.config()` reads and writes), so setting it there costs the
// first page no zod code: the app's first page loads no schema at all (lib/answer-schemas.ts). zod-config.test.ts
// checks that zod reads it.

declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig ??= {};
globalThis.__zod_globalConfig.jitless = true;

export {};
