import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/api/', '/ws', '/healthz'];

/** Serves the built web app, with index.html for every client-side route (history fallback). */
export async function serveSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const hasBuild = fs.existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false });
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (request.method !== 'GET' || isApi || !hasBuild) {
      return reply.code(404).send({ detail: 'Niet gevonden' });
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
