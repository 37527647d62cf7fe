import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { UploadFileResult } from '@dossier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '../src/storage/s3-storage.ts';
import { BlobNotFound } from '../src/storage/storage.ts';
import { docxFile, exeFile, pdfFile, pngFile } from './support/document-files.ts';
import { createDossierVia, relate } from './support/dossier-factories.ts';
import { createTenant } from './support/factories.ts';
import { callerFor } from './support/http.ts';
import { startS3Server } from './support/s3-server.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { uploadVia } from './support/uploads.ts';

/** The documents API with the S3 adapter, against a real S3-compatible server (s3rver) the test starts. */
let s3: Awaited<ReturnType<typeof startS3Server>>;
let storage: S3Storage;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3Server();
  storage = new S3Storage(s3.options);
  t = await startTestApp({ storage });
});
afterAll(async () => {
  await t.close();
  await storage.close();
  await s3.close();
});

const call = callerFor(() => t.app);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const stored = (result: UploadFileResult) => {
  if (result.status !== 'stored') throw new Error(`not stored: ${JSON.stringify(result)}`);
  return result.document;
};
const rowsOf = (dossierId: string) =>
  t.db.selectFrom('documents').selectAll().where('dossier_id', '=', dossierId).execute();
/** What s3rver keeps on disk, and spool files of ours: a refused or failed upload adds to neither. */
const leftovers = () => [
  ...fs
    .readdirSync(s3.directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name)),
  ...fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('dossier-upload-')),
];

async function sharedDossier() {
  const a = await createTenant(t.app, t.db);
  const b = await createTenant(t.app, t.db);
  await relate(t.db, a.company.id, b.company.id);
  const id = await createDossierVia(t.app, a.memberToken, { company_id: b.company.id, user_id: b.member.id });
  return { a, b, id };
}

describe('documents on S3-compatible storage', () => {
  it('stores the good files in the bucket and nothing of the refused one', async () => {
    const { a, id } = await sharedDossier();
    const before = leftovers();
    const bytes = pdfFile();
    const response = await uploadVia(t.app, a.memberToken, id, [
      { name: 'offerte.pdf', bytes },
      { name: 'virus.pdf', bytes: exeFile() },
      { name: 'contract.docx', bytes: docxFile() },
    ]);
    expect(response.statusCode).toBe(200);
    const [offerte, refused, contract] = response.json().files as UploadFileResult[];
    expect(refused).toMatchObject({ status: 'refused', code: 'invalid_type' });
    expect(stored(offerte!)).toMatchObject({ size: bytes.length, sha256: sha256(bytes) });
    stored(contract!);

    const rows = await rowsOf(id);
    expect(rows.map((row) => row.filename).sort()).toEqual(['contract.docx', 'offerte.pdf']);
    const object = await storage.get(rows.find((row) => row.filename === 'offerte.pdf')!.storage_key);
    expect(Buffer.concat(await object.body.toArray()).equals(bytes)).toBe(true);
    // Two objects (each with s3rver's metadata file beside it) and no spool file left behind.
    // In the bucket: exactly the two stored files (s3rver keeps each as an _S3rver_object); no spool file left.
    const objects = leftovers()
      .filter((file) => file.endsWith('._S3rver_object'))
      .map((file) =>
        path.relative(path.join(s3.directory, s3.options.bucket), file).replace('._S3rver_object', ''),
      );
    expect(objects.filter((key) => key.includes(id)).sort()).toEqual(
      rows.map((row) => row.storage_key).sort(),
    );
    expect(leftovers().filter((file) => file.includes('dossier-upload-'))).toEqual(
      before.filter((file) => file.includes('dossier-upload-')),
    );
  });

  it('answers a download with a presigned URL of the store that names the file and its type', async () => {
    const { a, b, id } = await sharedDossier();
    const bytes = pngFile();
    const upload = await uploadVia(t.app, a.memberToken, id, [{ name: 'Tekening één.png', bytes }]);
    const document = stored(upload.json().files[0]);

    const link = await call('GET', `/api/v1/documents/${document.id}/download`, b.memberToken);
    expect(link.statusCode).toBe(200);
    expect(link.json().signed_url).toMatch(
      new RegExp(
        `^${s3.options.endpoint}/${s3.options.bucket}/dossiers/${id}/${document.id}\\?.*X-Amz-Expires=300`,
      ),
    );
    const served = await fetch(link.json().signed_url);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-disposition')).toBe(
      `attachment; filename="Tekening ??n.png"; filename*=UTF-8''Tekening%20%C3%A9%C3%A9n.png`,
    );

    const preview = await call(
      'GET',
      `/api/v1/documents/${document.id}/download?disposition=inline`,
      b.memberToken,
    );
    const shown = await fetch(preview.json().signed_url);
    expect(shown.headers.get('content-disposition')).toMatch(/^inline; /);
    expect(shown.headers.get('content-type')).toBe('image/png');
  });

  it('removes the object after the removal commits', async () => {
    const { a, id } = await sharedDossier();
    const document = stored(
      (await uploadVia(t.app, a.memberToken, id, [{ name: 'offerte.pdf', bytes: pdfFile() }])).json()
        .files[0],
    );
    const { signed_url } = (
      await call('GET', `/api/v1/documents/${document.id}/download`, a.memberToken)
    ).json();
    const [row] = await rowsOf(id);
    expect((await call('DELETE', `/api/v1/documents/${document.id}/${id}`, a.memberToken)).statusCode).toBe(
      204,
    );
    await expect(storage.get(row!.storage_key)).rejects.toBeInstanceOf(BlobNotFound);
    expect((await fetch(signed_url)).status).toBe(404);
  });

  it('answers 503 when the store cannot be reached, leaving no row and no spool file', async () => {
    const { a, id } = await sharedDossier();
    const before = leftovers();
    await s3.pause();
    try {
      const response = await uploadVia(t.app, a.memberToken, id, [{ name: 'offerte.pdf', bytes: pdfFile() }]);
      expect(response.statusCode).toBe(503);
      expect(response.json().files).toEqual([
        {
          index: 0,
          filename: 'offerte.pdf',
          status: 'refused',
          code: 'storage_failed',
          detail: 'offerte.pdf: opslaan mislukt, probeer het later opnieuw',
        },
      ]);
    } finally {
      await s3.resume();
    }
    expect(await rowsOf(id)).toEqual([]);
    expect(leftovers()).toEqual(before);
  });
});
