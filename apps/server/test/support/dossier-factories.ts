import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/connection.ts';
import { bearer } from './factories.ts';

/** An active relation between two companies, as if one asked and the other accepted. */
export async function relate(db: Db, requesterCompanyId: string, targetCompanyId: string) {
  await db
    .insertInto('relations')
    .values({
      requester_company_id: requesterCompanyId,
      target_company_id: targetCompanyId,
      status: 'active',
      requested_by_user_id: null,
    })
    .execute();
}

/** Creates a dossier through the API and returns its id. */
export async function createDossierVia(
  app: FastifyInstance,
  token: string,
  payload: Record<string, unknown> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/dossiers',
    headers: bearer(token),
    payload: { title: 'Levering staal', ...payload },
  });
  if (response.statusCode !== 201)
    throw new Error(`create dossier failed: ${response.statusCode} ${response.body}`);
  return response.json().id as string;
}

export async function sendVia(app: FastifyInstance, token: string, dossierId: string, message: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/dossiers/${dossierId}/messages`,
    headers: bearer(token),
    payload: { message_type: 'user', message },
  });
  if (response.statusCode !== 201) throw new Error(`send failed: ${response.statusCode} ${response.body}`);
  return response.json();
}
