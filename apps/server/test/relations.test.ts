import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callsAs,
  companySecrets,
  createExternalCompany,
  createRelation,
  createTenantWithViewer,
  expectRefusal,
  findRelation,
  type Tenant,
} from './support/relation-factories.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Company A asks, company B receives, company C is a stranger to both. */
async function threeCompanies() {
  const [a, b, c] = [
    await createTenantWithViewer(t.app, t.db),
    await createTenantWithViewer(t.app, t.db),
    await createTenantWithViewer(t.app, t.db),
  ];
  return { a, b, c };
}

const relationsOf = async (tenant: Tenant) => {
  const response = await callsAs(t.app, tenant.adminToken).get('/api/v1/relations');
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('POST /api/v1/relations', () => {
  it('creates a request to a client of the product as pending, even when the payload asks for active', async () => {
    const { a, b } = await threeCompanies();
    const response = await callsAs(t.app, a.adminToken).post('/api/v1/relations', {
      company_2_id: b.company.id,
      status: 'active',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'pending',
      company: { id: b.company.id, name: b.company.name, is_meru_client: true },
    });

    const sender = await relationsOf(a);
    expect(sender.sent.map((item: { company: { id: string } }) => item.company.id)).toEqual([b.company.id]);
    expect(sender.accepted).toEqual([]);
    const receiver = await relationsOf(b);
    expect(receiver.pending).toEqual([
      expect.objectContaining({
        relation_id: response.json().relation_id,
        status: 'pending',
        company: expect.objectContaining({ id: a.company.id }),
      }),
    ]);
    expect(receiver.sent).toEqual([]);
  });

  it('creates a relation with an external company as active at once', async () => {
    const { a } = await threeCompanies();
    const external = await createExternalCompany(t.db);
    const response = await callsAs(t.app, a.adminToken).post('/api/v1/relations', {
      company_2_id: external.id,
      status: 'pending',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'active',
      company: { id: external.id, is_meru_client: false },
    });
    expect((await relationsOf(a)).accepted).toEqual([
      expect.objectContaining({ status: 'active', company: expect.objectContaining({ id: external.id }) }),
    ]);
  });

  it('refuses a second relation between the same pair, in either direction, with 409', async () => {
    const { a, b } = await threeCompanies();
    expect(
      (await callsAs(t.app, a.adminToken).post('/api/v1/relations', { company_2_id: b.company.id }))
        .statusCode,
    ).toBe(201);
    expectRefusal(
      await callsAs(t.app, a.adminToken).post('/api/v1/relations', { company_2_id: b.company.id }),
      409,
    );
    expectRefusal(
      await callsAs(t.app, b.adminToken).post('/api/v1/relations', { company_2_id: a.company.id }),
      409,
    );
    const rows = await t.db
      .selectFrom('relations')
      .select('id')
      .where('target_company_id', 'in', [a.company.id, b.company.id])
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses two requests racing for the same pair with one 409', async () => {
    const { a, b } = await threeCompanies();
    const answers = await Promise.all([
      callsAs(t.app, a.adminToken).post('/api/v1/relations', { company_2_id: b.company.id }),
      callsAs(t.app, b.adminToken).post('/api/v1/relations', { company_2_id: a.company.id }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses a relation with the own company on company_2_id', async () => {
    const { a } = await threeCompanies();
    const response = await callsAs(t.app, a.adminToken).post('/api/v1/relations', {
      company_2_id: a.company.id,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0].loc).toEqual(['body', 'company_2_id']);
  });

  it('refuses an unknown company with 404', async () => {
    const { a } = await threeCompanies();
    const response = await callsAs(t.app, a.adminToken).post('/api/v1/relations', {
      company_2_id: '00000000-0000-4000-8000-000000000000',
    });
    expectRefusal(response, 404);
  });

  it('refuses an invalid payload with a 422 naming each field', async () => {
    const { a } = await threeCompanies();
    const response = await callsAs(t.app, a.adminToken).post('/api/v1/relations', {
      company_2_id: 'abc',
      status: 'friends',
    });
    expect(response.statusCode).toBe(422);
    const locations = response.json().detail.map((issue: { loc: string[] }) => issue.loc.join('.'));
    expect(locations).toEqual(expect.arrayContaining(['body.company_2_id', 'body.status']));
  });

  it('lets only admins request a relation', async () => {
    const { a, b } = await threeCompanies();
    for (const token of [a.memberToken, a.viewerToken]) {
      expectRefusal(
        await callsAs(t.app, token).post('/api/v1/relations', { company_2_id: b.company.id }),
        403,
      );
    }
    expectRefusal(await callsAs(t.app, null).post('/api/v1/relations', { company_2_id: b.company.id }), 401);
    expect(await findPairCount(a.company.id, b.company.id)).toBe(0);
  });
});

async function findPairCount(first: string, second: string) {
  const rows = await t.db
    .selectFrom('relations')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('requester_company_id', '=', first), eb('target_company_id', '=', second)]),
        eb.and([eb('requester_company_id', '=', second), eb('target_company_id', '=', first)]),
      ]),
    )
    .execute();
  return rows.length;
}

describe('POST /api/v1/relations/{id}/accept', () => {
  it('lets the receiving admin accept; both companies then see the active relation', async () => {
    const { a, b } = await threeCompanies();
    const request = await createRelation(t.db, a.company, b.company);
    const response = await callsAs(t.app, b.adminToken).post(`/api/v1/relations/${request.id}/accept`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      relation_id: request.id,
      status: 'active',
      company: { id: a.company.id },
    });

    const [sender, receiver] = [await relationsOf(a), await relationsOf(b)];
    expect(sender.accepted.map((item: { company: { id: string } }) => item.company.id)).toEqual([
      b.company.id,
    ]);
    expect(receiver.accepted.map((item: { company: { id: string } }) => item.company.id)).toEqual([
      a.company.id,
    ]);
    expect([...sender.pending, ...sender.sent, ...receiver.pending, ...receiver.sent]).toEqual([]);
  });

  it('refuses the sender accepting its own request with 403', async () => {
    const { a, b } = await threeCompanies();
    const request = await createRelation(t.db, a.company, b.company);
    expectRefusal(await callsAs(t.app, a.adminToken).post(`/api/v1/relations/${request.id}/accept`), 403);
    expect((await findRelation(t.db, request.id))?.status).toBe('pending');
  });

  it("refuses a third company accepting someone else's request with 404, naming nothing", async () => {
    const { a, b, c } = await threeCompanies();
    const request = await createRelation(t.db, a.company, b.company);
    for (const token of [c.adminToken, c.memberToken]) {
      const response = await callsAs(t.app, token).post(`/api/v1/relations/${request.id}/accept`);
      expectRefusal(response, 404, ...companySecrets(a.company), ...companySecrets(b.company));
      expect(response.json()).toEqual({ detail: 'Niet gevonden' });
    }
    expect((await findRelation(t.db, request.id))?.status).toBe('pending');
  });

  it('refuses a regular user or viewer of the receiving company with 403', async () => {
    const { a, b } = await threeCompanies();
    const request = await createRelation(t.db, a.company, b.company);
    for (const token of [b.memberToken, b.viewerToken]) {
      expectRefusal(await callsAs(t.app, token).post(`/api/v1/relations/${request.id}/accept`), 403);
    }
    expect((await findRelation(t.db, request.id))?.status).toBe('pending');
  });

  it('refuses accepting a relation that is no longer pending with 409', async () => {
    const { a, b } = await threeCompanies();
    const relation = await createRelation(t.db, a.company, b.company, 'inactive');
    expectRefusal(await callsAs(t.app, b.adminToken).post(`/api/v1/relations/${relation.id}/accept`), 409);
    expect((await findRelation(t.db, relation.id))?.status).toBe('inactive');
  });

  it('lets only one of two simultaneous answers win', async () => {
    const { a, b } = await threeCompanies();
    const request = await createRelation(t.db, a.company, b.company);
    const answers = await Promise.all([
      callsAs(t.app, b.adminToken).post(`/api/v1/relations/${request.id}/accept`),
      callsAs(t.app, a.adminToken).post(`/api/v1/relations/${request.id}/reject`),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect([
      [200, 409],
      [204, 404],
    ]).toContainEqual(codes);
  });

  it('answers an unknown id with 404 and a malformed id with 422', async () => {
    const { b } = await threeCompanies();
    expectRefusal(
      await callsAs(t.app, b.adminToken).post(
        '/api/v1/relations/00000000-0000-4000-8000-000000000000/accept',
      ),
      404,
    );
    const malformed = await callsAs(t.app, b.adminToken).post('/api/v1/relations/abc/accept');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().detail[0].loc).toEqual(['path', 'id']);
  });
});

describe('POST /api/v1/relations/{id}/reject', () => {
  it('lets the receiving admin reject: the request is gone for both, and may be asked again', async () => {
    const { a, b } = await threeCompanies();
    const request = await createRelation(t.db, a.company, b.company);
    const response = await callsAs(t.app, b.adminToken).post(`/api/v1/relations/${request.id}/reject`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await relationsOf(a)).sent).toEqual([]);
    expect((await relationsOf(b)).pending).toEqual([]);
    const again = await callsAs(t.app, a.adminToken).post('/api/v1/relations', {
      company_2_id: b.company.id,
    });
    expect(again.statusCode).toBe(201);
  });

  it('lets the sending admin cancel its request with the reject call', async () => {
    const { a, b } = await threeCompanies();
    const request = await createRelation(t.db, a.company, b.company);
    expect(
      (await callsAs(t.app, a.adminToken).post(`/api/v1/relations/${request.id}/reject`)).statusCode,
    ).toBe(204);
    expect(await findRelation(t.db, request.id)).toBeUndefined();
  });

  it('refuses a third company rejecting or cancelling with 404', async () => {
    const { a, b, c } = await threeCompanies();
    const request = await createRelation(t.db, a.company, b.company);
    const response = await callsAs(t.app, c.adminToken).post(`/api/v1/relations/${request.id}/reject`);
    expectRefusal(response, 404, ...companySecrets(a.company), ...companySecrets(b.company));
    expect(await findRelation(t.db, request.id)).toBeDefined();
  });

  it('refuses regular users and viewers of either side with 403', async () => {
    const { a, b } = await threeCompanies();
    const request = await createRelation(t.db, a.company, b.company);
    for (const token of [a.memberToken, b.memberToken, b.viewerToken]) {
      expectRefusal(await callsAs(t.app, token).post(`/api/v1/relations/${request.id}/reject`), 403);
    }
    expect(await findRelation(t.db, request.id)).toBeDefined();
  });

  it('refuses rejecting an accepted relation with 409: it is made inactive instead', async () => {
    const { a, b } = await threeCompanies();
    const relation = await createRelation(t.db, a.company, b.company, 'active');
    expectRefusal(await callsAs(t.app, b.adminToken).post(`/api/v1/relations/${relation.id}/reject`), 409);
    expect((await findRelation(t.db, relation.id))?.status).toBe('active');
  });
});

describe('PATCH /api/v1/relations/{id}', () => {
  it('lets either side make an accepted relation inactive and active again', async () => {
    const { a, b } = await threeCompanies();
    const relation = await createRelation(t.db, a.company, b.company, 'active');
    const off = await callsAs(t.app, b.adminToken).patch(`/api/v1/relations/${relation.id}`, {
      status: 'inactive',
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ status: 'inactive', company: { id: a.company.id } });
    expect((await relationsOf(a)).accepted).toEqual([expect.objectContaining({ status: 'inactive' })]);
    const on = await callsAs(t.app, a.adminToken).patch(`/api/v1/relations/${relation.id}`, {
      status: 'active',
    });
    expect(on.json()).toMatchObject({ status: 'active', company: { id: b.company.id } });
  });

  it('refuses toggling a request that is still pending with 409', async () => {
    const { a, b } = await threeCompanies();
    const request = await createRelation(t.db, a.company, b.company);
    expectRefusal(
      await callsAs(t.app, a.adminToken).patch(`/api/v1/relations/${request.id}`, { status: 'active' }),
      409,
    );
    expect((await findRelation(t.db, request.id))?.status).toBe('pending');
  });

  it('refuses a third company with 404 and regular users of a side with 403', async () => {
    const { a, b, c } = await threeCompanies();
    const relation = await createRelation(t.db, a.company, b.company, 'active');
    const stranger = await callsAs(t.app, c.adminToken).patch(`/api/v1/relations/${relation.id}`, {
      status: 'inactive',
    });
    expectRefusal(stranger, 404, ...companySecrets(a.company), ...companySecrets(b.company));
    expectRefusal(
      await callsAs(t.app, a.memberToken).patch(`/api/v1/relations/${relation.id}`, { status: 'inactive' }),
      403,
    );
    expect((await findRelation(t.db, relation.id))?.status).toBe('active');
  });

  it('refuses any status but active or inactive with 422 on body.status', async () => {
    const { a, b } = await threeCompanies();
    const relation = await createRelation(t.db, a.company, b.company, 'active');
    const response = await callsAs(t.app, a.adminToken).patch(`/api/v1/relations/${relation.id}`, {
      status: 'pending',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0].loc).toEqual(['body', 'status']);
  });
});

describe('GET /api/v1/relations', () => {
  it('groups accepted, incoming (pending) and outgoing (sent) relations of the own company only', async () => {
    const { a, b, c } = await threeCompanies();
    const external = await createExternalCompany(t.db, 'Aaa Extern Grondverzet');
    await createRelation(t.db, a.company, external, 'active');
    await createRelation(t.db, b.company, a.company, 'pending');
    await createRelation(t.db, a.company, c.company, 'pending');
    const strangers = await createTenantWithViewer(t.app, t.db);
    await createRelation(t.db, b.company, strangers.company, 'active');

    const list = await relationsOf(a);
    const ids = (items: Array<{ company: { id: string } }>) => items.map((item) => item.company.id);
    expect(ids(list.accepted)).toEqual([external.id]);
    expect(ids(list.pending)).toEqual([b.company.id]);
    expect(ids(list.sent)).toEqual([c.company.id]);
    expect(list.accepted[0].company).toEqual({
      id: external.id,
      name: 'Aaa Extern Grondverzet',
      registration_number: external.registration_number,
      city: external.city,
      status: 'active',
      is_meru_client: false,
    });
    expect(JSON.stringify(list)).not.toContain(strangers.company.id);
  });

  it('lets regular users read the relations (for new dossiers) but not viewers', async () => {
    const { a } = await threeCompanies();
    expect((await callsAs(t.app, a.memberToken).get('/api/v1/relations')).statusCode).toBe(200);
    expectRefusal(await callsAs(t.app, a.viewerToken).get('/api/v1/relations'), 403);
    expectRefusal(await callsAs(t.app, null).get('/api/v1/relations'), 401);
  });
});
