import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.ts';

const s3 = {
  S3_ENDPOINT: 'https://objects.example.nl:9000',
  S3_BUCKET: 'dossiers',
  S3_REGION: 'eu-west-1',
  S3_ACCESS_KEY_ID: 'sleutel',
  S3_SECRET_ACCESS_KEY: 'geheim',
};

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

async function cspOf(env: Record<string, string>) {
  const t: TestApp = await startTestApp({ env });
  try {
    const answer = await t.app.inject({ method: 'GET', url: '/healthz' });
    return String(answer.headers['content-security-policy']);
  } finally {
    await t.close();
  }
}

describe('the content security policy and the document storage', () => {
  let local: string;
  beforeAll(async () => {
    local = await cspOf({});
  });

  it('keeps every fetch, image and frame on our own origin with the directory storage', () => {
    expect(directive(local, 'connect-src')).toBe("connect-src 'self' ws: wss:");
    expect(directive(local, 'img-src')).toBe("img-src 'self' data: blob:");
    expect(directive(local, 'frame-src')).toBe("frame-src 'self'");
  });

  it('lets the browser reach the S3 store for previews, thumbnails and downloads, and nothing else', async () => {
    const virtualHosted = await cspOf(s3);
    for (const name of ['connect-src', 'img-src', 'frame-src']) {
      expect(directive(virtualHosted, name)).toContain('https://objects.example.nl:9000');
      expect(directive(virtualHosted, name)).toContain('https://dossiers.objects.example.nl:9000');
    }
    const pathStyle = await cspOf({ ...s3, S3_FORCE_PATH_STYLE: 'true' });
    expect(directive(pathStyle, 'img-src')).toBe(
      "img-src 'self' data: blob: https://objects.example.nl:9000",
    );
    expect(directive(pathStyle, 'script-src') ?? directive(pathStyle, 'default-src')).not.toContain(
      'objects',
    );
  });
});
