import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFile } from './support/document-files.ts';
import { createDossierVia } from './support/dossier-factories.ts';
import { bearer, createTenant } from './support/factories.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { formBody } from './support/uploads.ts';

/** Contract fuzzing (issue 14): what the fuzzing found, each answer as it must be now. */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('found by fuzzing (each of these once answered a 5xx, hung, or was off the document)', () => {
  it('a body nested 100,000 levels deep is answered, not a 500 (the NUL check walked it by recursion)', async () => {
    const a = await createTenant(t.app, t.db);
    const nested = (depth: number, leaf: string) => `${'['.repeat(depth)}${leaf}${']'.repeat(depth)}`;
    const create = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/dossiers',
        headers: { ...bearer(a.memberToken), 'content-type': 'application/json' },
        payload: body,
      });
    const deepTitle = await create(`{"title":${nested(100_000, '"x"')}}`);
    expect(deepTitle.statusCode).toBe(422);
    expect(deepTitle.json().detail[0].loc).toEqual(['body', 'title']);
    const deepNul = await create(`{"title":"Levering","extra":${nested(100_000, '"\\u0000"')}}`);
    expect(deepNul.statusCode).toBe(422);
    expect(deepNul.json().detail[0].loc).toEqual(['body', 'extra', ...new Array(100_000).fill(0)]);
  });

  it("a path with a bad percent-escape or a segment over 100 characters is answered {detail}, without Fastify's error code", async () => {
    const cases = [
      ['/api/v1/dossiers/%ZZ', 400],
      ['/api/v1/dossiers/%ED%A0%80/messages', 400],
      [`/api/v1/dossiers/${'a'.repeat(101)}`, 414],
    ] as const;
    for (const [url, status] of cases) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(status);
      expect(Object.keys(answer.json()), url).toEqual(['detail']);
      expect(answer.body, url).not.toContain('FST_');
    }
  });

  it('an upload that ends before its closing boundary is answered 400, also when its file had arrived whole (it hung)', async () => {
    const a = await createTenant(t.app, t.db);
    const id = await createDossierVia(t.app, a.memberToken);
    const { payload, headers } = await formBody([
      ['dossier_id', id],
      ['file', { name: 'offerte.pdf', bytes: pdfFile() }],
    ]);
    // Everything up to the closing boundary line: the file's bytes and the line break after them.
    const unclosed = payload.subarray(0, payload.lastIndexOf('\r\n--') + 2);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/documents',
      headers: { ...bearer(a.memberToken), ...headers },
      payload: unclosed,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ detail: 'De upload is onvolledig of geen geldige multipart/form-data' });
    const documents = await t.app.inject({
      method: 'GET',
      url: `/api/v1/dossiers/${id}/documents`,
      headers: bearer(a.memberToken),
    });
    expect(documents.json()).toEqual([]);
  });

  it('the OpenAPI document names the 303 of the mail links and the 204 of the removals, which they answer', async () => {
    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(paths['/api/v1/notifications/unsubscribe'].get.responses)).toEqual(['303']);
    expect(Object.keys(paths['/api/v1/notifications/extension-request'].get.responses)).toEqual(['303']);
    expect(Object.keys(paths['/api/v1/documents/{docId}/{dossierId}'].delete.responses)).toEqual(['204']);
    expect(Object.keys(paths['/api/v1/dossiers/{id}/notifications/reply-address'].delete.responses)).toEqual([
      '204',
    ]);
    const link = await t.app.inject({ method: 'GET', url: '/api/v1/notifications/unsubscribe?token=abc' });
    expect(link.statusCode).toBe(303);
    const a = await createTenant(t.app, t.db);
    const id = await createDossierVia(t.app, a.memberToken);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/dossiers/${id}/notifications/reply-address`,
      headers: bearer(a.memberToken),
    });
    expect(revoked.statusCode).toBe(204);
  });
});
