import { type APIRequestContext, expect } from '@playwright/test';
import { bearer, randomRegistrationNumber, type SeededAdmin, signUpCompany } from './api.ts';

/** `from` asks `to` for a relation and `to` accepts: both are clients of the product, so it starts pending. */
export async function relate(request: APIRequestContext, from: SeededAdmin, to: SeededAdmin): Promise<void> {
  const asked = await request.post('/api/v1/relations', {
    headers: bearer(from.token),
    data: { company_2_id: to.company.id },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const { relation_id: relationId } = await asked.json();
  const accepted = await request.post(`/api/v1/relations/${relationId}/accept`, {
    headers: bearer(to.token),
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

/** Two client companies, Anna's (supplier) and Carla's (client), in an active relation. */
export async function relatedSupplierAndClient(request: APIRequestContext) {
  const supplier = await signUpCompany(request, { firstName: 'Anna', lastName: 'de Vries' });
  const client = await signUpCompany(request, { firstName: 'Carla', lastName: 'Bakker' });
  await relate(request, supplier, client);
  return { supplier, client };
}

/** A dossier of `owner`'s company shared with `member`'s (a client of the product), created through the API. */
export async function shareDossier(
  request: APIRequestContext,
  owner: SeededAdmin,
  member: SeededAdmin,
  title: string,
): Promise<string> {
  const response = await request.post('/api/v1/dossiers', {
    headers: bearer(owner.token),
    data: { title, company_id: member.company.id, user_id: member.user.id },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).id as string;
}

/** An external party (not a client of the product) registered by `admin`'s company, in an active relation. */
export async function externalRelation(request: APIRequestContext, admin: SeededAdmin, name: string) {
  const registered = await request.post('/api/v1/companies', {
    headers: bearer(admin.token),
    data: { name, registration_number: randomRegistrationNumber(), city: 'Utrecht' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const company = await registered.json();
  const related = await request.post('/api/v1/relations', {
    headers: bearer(admin.token),
    data: { company_2_id: company.id, status: 'active' },
  });
  expect(related.status(), await related.text()).toBe(201);
  return company as { id: string; name: string };
}

/** A dossier of `owner`'s company created through the API (with `company_id` and `email`: shared with a guest). */
export async function createDossier(
  request: APIRequestContext,
  owner: SeededAdmin,
  data: Record<string, string>,
): Promise<string> {
  const response = await request.post('/api/v1/dossiers', { headers: bearer(owner.token), data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).id as string;
}
