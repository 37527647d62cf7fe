import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../scripts/precompress.mjs';
import { startTestApp, type TestApp } from './support/test-app.ts';

// A small build as scripts/build.mjs leaves it: Vite's files, then precompress() beside them.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-dist-br-'));
const indexHtml = `<!doctype html><html lang="nl"><head><title>Dossiers</title></head><body><div id="root"></div>${'<script type="module" src="/assets/index-a1b2c3.js"></script>'.repeat(20)}</body></html>`;
const script = Array.from(
  { length: 400 },
  (_, n) => `export const regel${n} = 'Dossier ${n}: tekening, versie ${n % 7}';`,
).join('\n');
const style = Array.from({ length: 200 }, (_, n) => `.rij-${n} { padding: ${n}px; color: #123456; }`).join(
  '\n',
);
const font = Buffer.from(Array.from({ length: 4096 }, (_, n) => (n * 7919) % 256));
fs.mkdirSync(path.join(dist, 'assets'));
fs.mkdirSync(path.join(dist, '.vite'));
fs.writeFileSync(path.join(dist, 'index.html'), indexHtml);
fs.writeFileSync(path.join(dist, 'assets', 'index-a1b2c3.js'), script);
fs.writeFileSync(path.join(dist, 'assets', 'index-d4e5f6.css'), style);
fs.writeFileSync(path.join(dist, 'assets', 'inter-latin-g7h8.woff2'), font);
fs.writeFileSync(
  path.join(dist, '.vite', 'manifest.json'),
  JSON.stringify({ entries: script.slice(0, 2000) }),
);
const compressed = precompress(dist);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

const varyNames = (vary: unknown) =>
  String(vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());

describe('the build precompresses the web app', () => {
  it('writes a brotli and a gzip copy beside each text file, not beside fonts or in dot folders', () => {
    expect(compressed.sort()).toEqual(['assets/index-a1b2c3.js', 'assets/index-d4e5f6.css', 'index.html']);
    for (const file of compressed) {
      const original = fs.readFileSync(path.join(dist, file));
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dist, `${file}.br`)))).toEqual(original);
      expect(zlib.gunzipSync(fs.readFileSync(path.join(dist, `${file}.gz`)))).toEqual(original);
    }
    expect(fs.existsSync(path.join(dist, 'assets', 'inter-latin-g7h8.woff2.br'))).toBe(false);
    expect(fs.existsSync(path.join(dist, 'assets', 'inter-latin-g7h8.woff2.gz'))).toBe(false);
    expect(fs.existsSync(path.join(dist, '.vite', 'manifest.json.br'))).toBe(false);
  });
});

describe('the server sends the precompressed copy the browser accepts', () => {
  it('sends brotli when the browser accepts it, even listed after gzip', async () => {
    const answer = await get('/assets/index-a1b2c3.js', 'gzip, deflate, br, zstd');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(varyNames(answer.headers.vary)).toContain('accept-encoding');
    expect(answer.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.rawPayload.length).toBeLessThan(script.length / 3);
    expect(zlib.brotliDecompressSync(answer.rawPayload).toString('utf8')).toBe(script);
  });

  it('sends gzip to a browser without brotli', async () => {
    const answer = await get('/assets/index-d4e5f6.css', 'gzip, deflate');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(varyNames(answer.headers.vary)).toContain('accept-encoding');
    expect(answer.headers['content-type']).toMatch(/^text\/css/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.gunzipSync(answer.rawPayload).toString('utf8')).toBe(style);
  });

  it('sends the file itself to a client that accepts no compression, still varying on Accept-Encoding', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const answer = await get('/assets/index-a1b2c3.js', acceptEncoding);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(varyNames(answer.headers.vary)).toContain('accept-encoding');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.body).toBe(script);
    }
  });

  it('sends a font as it is, whatever the browser accepts', async () => {
    const answer = await get('/assets/inter-latin-g7h8.woff2', 'gzip, br');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.rawPayload).toEqual(font);
  });

  it('sends index.html compressed and unkept for a client-side route (the history fallback) and for /', async () => {
    for (const url of ['/', '/app/dossier/123', '/index.html']) {
      const br = await get(url, 'gzip, br');
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/^text\/html/);
      expect(varyNames(br.headers.vary)).toContain('accept-encoding');
      expect(br.headers['cache-control']).toBe('no-cache');
      expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(indexHtml);

      const gzip = await get(url, 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.headers['cache-control']).toBe('no-cache');
      expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toBe(indexHtml);

      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['cache-control']).toBe('no-cache');
      expect(plain.body).toBe(indexHtml);
    }
  });

  it('does not serve the compressed copies or the dot folder as files of their own', async () => {
    for (const url of ['/assets/index-a1b2c3.js.br', '/assets/index-a1b2c3.js.gz', '/.vite/manifest.json']) {
      const answer = await get(url, 'gzip, br');
      // The history fallback answers with the page, not with the copy's bytes.
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
    }
  });
});
