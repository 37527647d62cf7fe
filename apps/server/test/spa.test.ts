import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
fs.writeFileSync(path.join(dist, 'assets', 'app-3f9a1c.js'), 'console.log(1)');

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the web app as the server serves it', () => {
  it('lets browsers keep hashed assets for good, and checks index.html on every visit', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-3f9a1c.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await t.app.inject({ method: 'GET', url: '/app/dossier/123' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('answers an unknown API path with JSON, not the page', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/onbekend' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Niet gevonden' });
  });

  it('sends the security headers on pages, API answers and errors alike', async () => {
    const answers = await Promise.all(
      ['/app/dossier/123', '/healthz', '/api/v1/onbekend', '/api/v1/users/me'].map((url) =>
        t.app.inject({ method: 'GET', url }),
      ),
    );
    for (const answer of answers) {
      const csp = String(answer.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("connect-src 'self' ws: wss:");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(answer.headers['strict-transport-security']).toContain('max-age=');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
      expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });
});
