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
          // Every screen loads with its route (src/router.tsx). Libraries change less often than the app, so some get
          // chunks of their own that stay cached across releases: what every page needs at once (React, the router,
          // the query cache, Mantine's core); the app's virtualised lists, react-hook-form, and zod (loaded after a
          // first page: with the lists, the forms, the live socket's frame reader). The signed-in shell's own modules
          // are one chunk (app-shell-chunk.ts). The rest is split by the screens that share it, and a shared piece
          // under 4 KiB is copied into the chunks using it instead of being a file of its own (Rolldown's inlined
          // common chunks; one runtime keeps one module state): over HTTP/1.1 on a mobile network every file costs a
          // round trip (issue 25: 41 files after a login before, 4 now), and the landing page still loads nothing
          // only the app uses.
          experimentalInlineCommonChunks: { maxSize: 4 * 1024 },
          groups: [
            { name: 'vendor', test: /node_modules/, tags: ['$initial'], priority: 2 },
            {
              name: appShellChunk('app-shell'),
              debugName: 'app-shell',
              priority: 1.5,
              includeDependenciesRecursively: false,
            },
            { name: 'virtuoso', test: /node_modules[\\/]react-virtuoso[\\/]/, priority: 1 },
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/, priority: 1 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
