import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDossierVia } from './support/dossier-factories.ts';
import { bearer, createTenant } from './support/factories.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('a NUL character in any field', () => {
  it('is refused with 422 at its location, and nothing is stored', async () => {
    const a = await createTenant(t.app, t.db);
    const id = await createDossierVia(t.app, a.memberToken);
    const calls = [
      {
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: 'a\u0000b@x.nl', password: 'x' },
        loc: ['body', 'email'],
      },
      {
        method: 'POST',
        url: '/api/v1/auth/password-reset',
        payload: { email: 'a\u0000b@x.nl' },
        loc: ['body', 'email'],
      },
      {
        method: 'POST',
        url: `/api/v1/dossiers/${id}/messages`,
        payload: { message: 'x\u0000y' },
        loc: ['body', 'message'],
      },
      { method: 'POST', url: '/api/v1/dossiers', payload: { title: 't\u0000t' }, loc: ['body', 'title'] },
      { method: 'GET', url: '/app/relations/search?q=ab%00c', loc: ['query', 'q'] },
    ] as const;
    for (const call of calls) {
      const answer = await t.app.inject({
        method: call.method,
        url: call.url,
        headers: bearer(a.memberToken),
        ...('payload' in call ? { payload: call.payload } : {}),
      });
      expect(answer.statusCode, call.url).toBe(422);
      expect(answer.json().detail[0].loc).toEqual(call.loc);
    }
    const page = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/dossiers/${id}/messages`,
        headers: bearer(a.memberToken),
      })
    ).json();
    expect(page.messages.map((message: { message: string }) => message.message)).not.toContain('x\u0000y');
  });

  it('a lone surrogate or a huge text is no server error either', async () => {
    const a = await createTenant(t.app, t.db);
    const id = await createDossierVia(t.app, a.memberToken);
    const send = (message: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/dossiers/${id}/messages`,
        headers: bearer(a.memberToken),
        payload: { message },
      });
    expect((await send('half \ud800 paar')).statusCode).toBeLessThan(500);
    expect((await send('x'.repeat(200_000))).statusCode).toBe(422);
  });
});
