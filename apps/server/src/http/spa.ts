import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/api/', '/ws', '/healthz'];

/** Serves the built web app, with index.html for every client-side route (history fallback). */
export async function serveSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const hasBuild = fs.existsSync(path.join(distDir, 'index.html'));
  if (hasBuild)
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes brotli and gzip copies beside each text asset (scripts/precompress.mjs): brotli when the
      // browser accepts it, else gzip, else the file itself, with Vary: Accept-Encoding and its Content-Encoding.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      // Built assets carry a content hash in their name: a browser may keep them for good. index.html is checked
      // on every visit, so a new release is seen at once.
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (request.method !== 'GET' || isApi || !hasBuild) {
      return reply.code(404).send({ detail: 'Niet gevonden' });
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
