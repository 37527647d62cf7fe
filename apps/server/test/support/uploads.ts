import type { FastifyInstance } from 'fastify';
import { bearer } from './factories.ts';

export interface FileToSend {
  name: string;
  bytes: Buffer;
  /** What the browser claims; the server never trusts it. */
  type?: string;
}

/**
 * A multipart/form-data body as a browser's FormData sends it (serialised by undici's Response), in the order
 * given: `dossier_id` first unless the test puts it elsewhere.
 */
export async function formBody(parts: Array<[field: string, value: string | FileToSend]>) {
  const form = new FormData();
  for (const [field, value] of parts) {
    if (typeof value === 'string') form.append(field, value);
    else
      form.append(
        field,
        new Blob([new Uint8Array(value.bytes)], { type: value.type ?? 'application/octet-stream' }),
        value.name,
      );
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

/** POST /api/v1/documents with dossier_id and then the files, as the web's upload modal sends them. */
export async function uploadVia(app: FastifyInstance, token: string, dossierId: string, files: FileToSend[]) {
  return uploadParts(app, token, [
    ['dossier_id', dossierId],
    ...files.map((file) => ['file', file] as [string, FileToSend]),
  ]);
}

export async function uploadParts(
  app: FastifyInstance,
  token: string,
  parts: Array<[field: string, value: string | FileToSend]>,
) {
  const { payload, headers } = await formBody(parts);
  return app.inject({
    method: 'POST',
    url: '/api/v1/documents',
    headers: { ...bearer(token), ...headers },
    payload,
  });
}
