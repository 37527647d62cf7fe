import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'mantine', test: /node_modules[\\/]@mantine/ },
            { name: 'virtuoso', test: /node_modules[\\/]react-virtuoso/ },
            { name: 'vendor', test: /node_modules/ },
          ],
        },
      },
    },
  },
});
