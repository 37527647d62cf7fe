import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from './support/factories.ts';
import {
  callsAs,
  createExternalCompany,
  createTenantWithViewer,
  type Tenant,
} from './support/relation-factories.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let searcher: Tenant;
beforeAll(async () => {
  t = await startTestApp();
  searcher = await createTenantWithViewer(t.app, t.db);
});
afterAll(() => t.close());

async function search(q: string, token = searcher.adminToken) {
  const response = await callsAs(t.app, token).get(`/app/relations/search?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Array<{
    id: string;
    name: string;
    registration_number: string;
    city: string;
    is_meru_client: boolean;
  }>;
}
const names = (results: Array<{ name: string }>) => results.map((result) => result.name);

describe('GET /app/relations/search', () => {
  it('finds a name whatever its case and accents, with number, city and client flag', async () => {
    const company = await createCompany(t.db, { name: 'Café Müller Hôtellerie', city: 'Den Haag' });
    for (const q of ['cafe', 'CAFÉ', 'muller', 'MÜLL', 'hotel']) {
      expect(names(await search(q)), q).toContain('Café Müller Hôtellerie');
    }
    expect((await search('muller')).find((result) => result.id === company.id)).toEqual({
      id: company.id,
      name: 'Café Müller Hôtellerie',
      registration_number: company.registration_number,
      city: 'Den Haag',
      status: 'active',
      is_meru_client: true,
    });
  });

  it('ranks names starting with the input first, then a word starting with it, then the rest', async () => {
    await createCompany(t.db, { name: 'Hoogzwaluw Installaties' });
    await createCompany(t.db, { name: 'Transport De Zwaluw' });
    await createCompany(t.db, { name: 'Zwaluw Bouw' });
    await createCompany(t.db, { name: 'zwaluwstaart Timmerwerk' });
    expect(names(await search('zwaluw'))).toEqual([
      'Zwaluw Bouw',
      'zwaluwstaart Timmerwerk',
      'Transport De Zwaluw',
      'Hoogzwaluw Installaties',
    ]);
  });

  it('searches from two characters on, by name start and word start', async () => {
    await createCompany(t.db, { name: 'Qx Logistiek' });
    await createCompany(t.db, { name: 'Bakkerij Qx-Brood' });
    await createCompany(t.db, { name: 'Aqxa Metaal' });
    expect(names(await search('qx'))).toEqual(['Qx Logistiek', 'Bakkerij Qx-Brood']);
  });

  it('refuses fewer than two characters with a 422 on query.q', async () => {
    for (const q of ['', 'a', ' b ']) {
      const response = await callsAs(t.app, searcher.adminToken).get(
        `/app/relations/search?q=${encodeURIComponent(q)}`,
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().detail[0].loc).toEqual(['query', 'q']);
    }
  });

  it('finds a company by (the start of) its registration number, spaces allowed', async () => {
    const company = await createExternalCompany(t.db, 'Nummer Zoeker');
    const number = company.registration_number;
    for (const q of [number, number.slice(0, 5), `${number.slice(0, 4)} ${number.slice(4)}`]) {
      expect(
        (await search(q)).map((result) => result.id),
        q,
      ).toContain(company.id);
    }
    expect(await search(number)).toEqual([
      expect.objectContaining({ id: company.id, is_meru_client: false }),
    ]);
  });

  it('treats LIKE wildcards as text, so they match nothing', async () => {
    await createCompany(t.db, { name: 'Wildcard Test' });
    expect(await search('%%')).toEqual([]);
    expect(await search('__')).toEqual([]);
  });

  it('never lists the own company', async () => {
    await t.db
      .updateTable('companies')
      .set({ name: 'Eigen Zoekbedrijf' })
      .where('id', '=', searcher.company.id)
      .execute();
    await createCompany(t.db, { name: 'Eigen Zoekbedrijf Twee' });
    expect(names(await search('eigen zoek'))).toEqual(['Eigen Zoekbedrijf Twee']);
  });

  it('answers at most 20 results', async () => {
    for (let index = 0; index < 25; index += 1) await createCompany(t.db, { name: `Veelvoud Bouw ${index}` });
    expect(await search('veelvoud')).toHaveLength(20);
  });

  it('lets regular users search, not viewers or anonymous callers', async () => {
    expect((await callsAs(t.app, searcher.memberToken).get('/app/relations/search?q=bouw')).statusCode).toBe(
      200,
    );
    expect((await callsAs(t.app, searcher.viewerToken).get('/app/relations/search?q=bouw')).statusCode).toBe(
      403,
    );
    expect((await callsAs(t.app, null).get('/app/relations/search?q=bouw')).statusCode).toBe(401);
  });
});
