import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appShellChunk } from './app-shell-chunk.ts';

const API_TARGET = 'http://localhost:3000';

/** Paths the server answers; every other path is an SPA route served by Vite. */
const proxy = {
  '/api': API_TARGET,
  '/healthz': API_TARGET,
  '/ws': { target: API_TARGET, ws: true },
  '/app/dossiers/': API_TARGET,
  '/app/sidebar/': API_TARGET,
  '/app/relations/search': API_TARGET,
};

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the chunk graph scripts/check-web-budget.mjs walks for the size budget.
    manifest: true,
    rolldownOptions: {
      // Rolldown would merge chunks the landing page shares with the signed-in shell into the shell's chunk (which
      // the landing page would then load whole): each stays where the groups below put it.
      experimental: { chunkOptimization: { mergeCommonChunks: false } },
      output: {
        codeSplitting: {
          // Every screen loads with its route (src/router.tsx); what several screens share goes into common
          // chunks. Libraries change less often than the app, so they get chunks of their own that stay cached
          // across releases: what every page needs at once (React, the router, the query cache, Mantine's
          // core); the app's virtualised lists; react-hook-form (the forms); zod (loaded with the forms, the live socket's
          // frame reader, and in development the answer checks: never with a first page); and
          // the rest (Mantine's other components, floating-ui, icons, notifications) in chunks per set of
          // screens using them (`lib~<screens>`), so the landing page loads nothing only the app uses. Merging
          // small sets into their neighbours would put app-only code back into the landing page.
          groups: [
            { name: 'vendor', test: /node_modules/, tags: ['$initial'], priority: 2 },
            { name: appShellChunk('app-shell'), priority: 1.5, includeDependenciesRecursively: false },
            { name: 'virtuoso', test: /node_modules[\\/]react-virtuoso[\\/]/, priority: 1 },
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/, priority: 1 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 1 },
            { name: 'lib', test: /node_modules/, entriesAware: true, entriesAwareMergeThreshold: 0 },
          ],
        },
      },
    },
  },
});
