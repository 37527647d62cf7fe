import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { DocumentResponse, DocumentVersion, UploadFileResult } from '@dossier/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as migration014 from '../src/db/migrations/014-document-versions.ts';
import { DocumentIndexer } from '../src/modules/search/index.ts';
import { pdfWithPages } from './fixtures/search/dutch-documents.ts';
import { freshDatabase } from './support/database.ts';
import { pdfOfSize, pngFile } from './support/document-files.ts';
import { createDossierVia, relate } from './support/dossier-factories.ts';
import { bearer, createCompany, createTenant, createUser } from './support/factories.ts';
import { dossierWithSignedInGuest } from './support/guest-factories.ts';
import { callerFor } from './support/http.ts';
import { type ListeningApp, startListeningApp } from './support/listening-app.ts';
import type { TestApp } from './support/test-app.ts';
import { TestClock } from './support/test-clock.ts';
import { uploadVia } from './support/uploads.ts';

/** Issue 25, item 4: a file uploaded under a name its company already has in the dossier is that document's next version. */

const clock = new TestClock(new Date('2026-11-30T09:00:00Z'));
let live: ListeningApp;
let t: TestApp;
beforeAll(async () => {
  live = await startListeningApp({ clock });
  t = live.t;
});
afterAll(() => live.close());

const call = callerFor(() => t.app);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function sharedDossier() {
  const a = await createTenant(t.app, t.db);
  const b = await createTenant(t.app, t.db);
  await relate(t.db, a.company.id, b.company.id);
  const id = await createDossierVia(t.app, a.memberToken, { company_id: b.company.id, user_id: b.member.id });
  return { a, b, id };
}

/** The dossier's maker adds their admin: two uploaders of one company. */
async function withAdmin(a: { memberToken: string; admin: { id: string } }, id: string) {
  const added = await call('POST', `/api/v1/dossiers/${id}/users`, a.memberToken, { user_id: a.admin.id });
  expect(added.statusCode, added.body).toBeLessThan(300);
}

async function upload(
  token: string,
  dossierId: string,
  name: string,
  bytes: Buffer,
): Promise<DocumentResponse> {
  clock.advance(60_000);
  const answer = await uploadVia(t.app, token, dossierId, [{ name, bytes }]);
  expect(answer.statusCode, answer.body).toBe(201);
  const [result] = answer.json().files as UploadFileResult[];
  if (result?.status !== 'stored') throw new Error(answer.body);
  return result.document;
}

const listOf = async (token: string, dossierId: string): Promise<DocumentResponse[]> => {
  const answer = await call('GET', `/api/v1/dossiers/${dossierId}/documents`, token);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};

const versionsOf = (token: string, documentId: string) =>
  call('GET', `/api/v1/documents/${documentId}/versions`, token);

/** The bytes a download link serves (the directory storage's links are paths of this app). */
async function bytesBehind(token: string, url: string) {
  const link = await call('GET', url, token);
  expect(link.statusCode, link.body).toBe(200);
  // A path of this app, or a whole URL (object storage, or an absolute PUBLIC_URL).
  const signed = new URL(link.json().signed_url, 'http://app.test');
  const served = await t.app.inject({ method: 'GET', url: `${signed.pathname}${signed.search}` });
  expect(served.statusCode).toBe(200);
  return { bytes: served.rawPayload, disposition: String(served.headers['content-disposition']) };
}

function filesOnDisk(): string[] {
  const root = path.join(t.dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .flatMap((entry) =>
      entry.isFile() ? [path.relative(root, path.join(entry.parentPath, entry.name))] : [],
    );
}

describe('uploading a name the company already has in the dossier', () => {
  it('adds version 2 of that document: one list item, the same id, the newest bytes and uploader', async () => {
    const { a, b, id } = await sharedDossier();
    await withAdmin(a, id);
    const first = pdfOfSize(1000);
    const second = pdfOfSize(2000);
    const v1 = await upload(a.memberToken, id, 'tekening.pdf', first);
    expect(v1.version).toBe(1);
    const v2 = await upload(a.adminToken, id, 'tekening.pdf', second);
    expect(v2).toMatchObject({ id: v1.id, version: 2, size: 2000, sha256: sha256(second) });
    expect(v2.uploader_id).toBe(a.admin.id);

    for (const token of [a.memberToken, b.memberToken]) {
      const list = await listOf(token, id);
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ id: v1.id, filename: 'tekening.pdf', version: 2, size: 2000 });
      expect(list[0]?.created_at).toBe(v2.created_at);
    }
    const rows = await t.db.selectFrom('documents').select('id').where('dossier_id', '=', id).execute();
    expect(rows).toHaveLength(1);
  });

  it('compares names without regard to case; the document takes the newest spelling', async () => {
    const { a, id } = await sharedDossier();
    const v1 = await upload(a.memberToken, id, 'Fundering.pdf', pdfOfSize(900));
    const v2 = await upload(a.memberToken, id, 'FUNDERING.PDF', pdfOfSize(950));
    expect(v2).toMatchObject({ id: v1.id, version: 2, filename: 'FUNDERING.PDF' });
    const other = await upload(a.memberToken, id, 'fundering-b.pdf', pdfOfSize(980));
    expect(other.id).not.toBe(v1.id);
    expect(
      (await listOf(a.memberToken, id)).map((document) => [document.filename, document.version]),
    ).toEqual([
      ['fundering-b.pdf', 1],
      ['FUNDERING.PDF', 2],
    ]);
  });

  it("keeps another company's file of the same name a document of its own", async () => {
    const { a, b, id } = await sharedDossier();
    const ours = await upload(a.memberToken, id, 'planning.pdf', pdfOfSize(1100));
    const theirs = await upload(b.memberToken, id, 'planning.pdf', pdfOfSize(1200));
    expect(theirs.id).not.toBe(ours.id);
    expect(theirs.version).toBe(1);
    const list = await listOf(a.memberToken, id);
    expect(list.map((document) => [document.uploader_company_id, document.version])).toEqual([
      [b.company.id, 1],
      [a.company.id, 1],
    ]);
  });

  it('starts again at version 1 after the document was removed', async () => {
    const { a, id } = await sharedDossier();
    const v1 = await upload(a.memberToken, id, 'weg.pdf', pdfOfSize(700));
    expect((await call('DELETE', `/api/v1/documents/${v1.id}/${id}`, a.memberToken)).statusCode).toBe(204);
    const again = await upload(a.memberToken, id, 'weg.pdf', pdfOfSize(710));
    expect(again.id).not.toBe(v1.id);
    expect(again.version).toBe(1);
  });

  it('writes a document_added line naming the version, for the document', async () => {
    const { a, id } = await sharedDossier();
    const v1 = await upload(a.memberToken, id, 'bestek.pdf', pdfOfSize(800));
    await upload(a.memberToken, id, 'bestek.pdf', pdfOfSize(820));
    const messages = (await call('GET', `/api/v1/dossiers/${id}/messages`, a.memberToken)).json().messages;
    const lines = messages
      .filter((message: { message_type: string }) => message.message_type === 'document_added')
      .map((message: { message: string; document_id: string }) => [message.message, message.document_id]);
    expect(lines).toEqual(
      expect.arrayContaining([
        ['Document toegevoegd: bestek.pdf', v1.id],
        ['Document toegevoegd: bestek.pdf (versie 2)', v1.id],
      ]),
    );
    expect(lines).toHaveLength(2);
  });
});

describe('live', () => {
  it("announces a new version to the other company as the list shows it: the document's id, version 2", async () => {
    const { a, b, id } = await sharedDossier();
    const v1 = await upload(a.memberToken, id, 'schema.pdf', pdfOfSize(1300));
    const socket = await live.connect(b.memberToken);
    const v2 = await upload(a.memberToken, id, 'schema.pdf', pdfOfSize(1350));
    const added = await socket.waitFor(
      (frame) =>
        frame.type === 'document_added' && (frame.document_item as { version?: number })?.version === 2,
    );
    expect(added).toMatchObject({
      dossier_id: `dossier:${id}`,
      message: 'Document toegevoegd: schema.pdf (versie 2)',
      document_id: v1.id,
      document: { id: v1.id, filename: 'schema.pdf' },
    });
    expect(added.document_item).toEqual((await listOf(b.memberToken, id))[0]);
    expect(added.document_item).toMatchObject({
      id: v1.id,
      version: 2,
      size: 1350,
      created_at: v2.created_at,
    });
    socket.close();
  });
});

describe('GET /api/v1/documents/{id}/versions and the download of a version', () => {
  it('lists the versions newest first and serves each one, the newest without a version', async () => {
    const { a, b, id } = await sharedDossier();
    await withAdmin(a, id);
    const bytes = [pdfOfSize(1001), pdfOfSize(1002), pdfOfSize(1003)];
    const v1 = await upload(a.memberToken, id, 'revisie.pdf', bytes[0] as Buffer);
    const v2 = await upload(a.adminToken, id, 'revisie.pdf', bytes[1] as Buffer);
    const v3 = await upload(a.memberToken, id, 'Revisie.pdf', bytes[2] as Buffer);

    const answer = await versionsOf(b.memberToken, v1.id);
    expect(answer.statusCode, answer.body).toBe(200);
    const versions: DocumentVersion[] = answer.json();
    expect(
      versions.map((version) => [version.version, version.size, version.uploader_id, version.current]),
    ).toEqual([
      [3, 1003, a.member.id, true],
      [2, 1002, a.admin.id, false],
      [1, 1001, a.member.id, false],
    ]);
    expect(versions.map((version) => version.created_at)).toEqual([
      v3.created_at,
      v2.created_at,
      v1.created_at,
    ]);
    expect(versions.map((version) => version.filename)).toEqual([
      'Revisie.pdf',
      'revisie.pdf',
      'revisie.pdf',
    ]);
    expect(versions[1]).toMatchObject({
      document_id: v1.id,
      sha256: sha256(bytes[1] as Buffer),
      previewable: true,
      content_type: 'application/pdf',
    });
    expect(versions[1]?.uploader_name).toBe(`${a.admin.first_name} ${a.admin.last_name}`);

    const oldest = await bytesBehind(b.memberToken, `/api/v1/documents/${v1.id}/download?version=1`);
    expect(sha256(oldest.bytes)).toBe(sha256(bytes[0] as Buffer));
    expect(oldest.disposition).toContain('attachment');
    expect(oldest.disposition).toContain('revisie.pdf');
    const preview = await bytesBehind(
      a.memberToken,
      `/api/v1/documents/${v1.id}/download?version=2&disposition=inline`,
    );
    expect(sha256(preview.bytes)).toBe(sha256(bytes[1] as Buffer));
    expect(preview.disposition).toContain('inline');
    const newest = await bytesBehind(a.memberToken, `/api/v1/documents/${v1.id}/download`);
    expect(sha256(newest.bytes)).toBe(sha256(bytes[2] as Buffer));
    const named = await bytesBehind(a.memberToken, `/api/v1/documents/${v1.id}/download?version=3`);
    expect(sha256(named.bytes)).toBe(sha256(bytes[2] as Buffer));

    const missing = await call('GET', `/api/v1/documents/${v1.id}/download?version=4`, a.memberToken);
    expect(missing.statusCode).toBe(404);
    for (const bad of ['0', '-1', 'twee', '1.5', '']) {
      const refused = await call('GET', `/api/v1/documents/${v1.id}/download?version=${bad}`, a.memberToken);
      expect(refused.statusCode, `version=${bad}`).toBe(422);
      expect(refused.json().detail[0].loc).toEqual(['query', 'version']);
    }
  });

  it('is one version for a document never revised, for a guest of the dossier too', async () => {
    const { a, id, guestToken } = await dossierWithSignedInGuest(t);
    const image = await upload(a.memberToken, id, 'foto.png', pngFile());
    const answer = await versionsOf(guestToken, image.id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().map((version: DocumentVersion) => [version.version, version.current])).toEqual([
      [1, true],
    ]);
    const old = await call('GET', `/api/v1/documents/${image.id}/download?version=1`, guestToken);
    expect(old.statusCode).toBe(200);
  });

  it('answers 404 to another company, a removed member and an unknown id, 422 to an id that is none', async () => {
    const { a, id } = await sharedDossier();
    const v1 = await upload(a.memberToken, id, 'geheim.pdf', pdfOfSize(600));
    await upload(a.memberToken, id, 'geheim.pdf', pdfOfSize(650));
    const stranger = await createTenant(t.app, t.db);
    expect((await versionsOf(stranger.memberToken, v1.id)).statusCode).toBe(404);
    const download = await call('GET', `/api/v1/documents/${v1.id}/download?version=1`, stranger.memberToken);
    expect(download.statusCode).toBe(404);

    await withAdmin(a, id);
    const left = await call('PATCH', `/api/v1/dossiers/${id}/users/${a.admin.id}`, a.adminToken, {
      status: 'removed',
    });
    expect(left.statusCode, left.body).toBe(204);
    expect((await versionsOf(a.adminToken, v1.id)).statusCode).toBe(404);

    expect((await versionsOf(a.memberToken, '7b0c8a52-2f4e-4c55-9d51-0d6c8f1a2b3c')).statusCode).toBe(404);
    const invalid = await versionsOf(a.memberToken, 'geen-id');
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().detail[0].loc).toEqual(['path', 'id']);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/v1/documents/${v1.id}/versions` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('removing a document with versions', () => {
  it('removes every version: the rows, the files, the list item and the versions route', async () => {
    const { a, b, id } = await sharedDossier();
    const before = new Set(filesOnDisk());
    const v1 = await upload(a.memberToken, id, 'oud.pdf', pdfOfSize(500));
    await upload(a.memberToken, id, 'oud.pdf', pdfOfSize(510));
    await upload(a.memberToken, id, 'oud.pdf', pdfOfSize(520));
    const kept = await upload(b.memberToken, id, 'oud.pdf', pdfOfSize(530));
    const added = filesOnDisk().filter((file) => !before.has(file));
    expect(added.filter((file) => file.includes(id))).toHaveLength(4);

    expect((await call('DELETE', `/api/v1/documents/${v1.id}/${id}`, a.memberToken)).statusCode).toBe(204);
    const left = filesOnDisk().filter((file) => !before.has(file) && file.includes(id));
    expect(left).toHaveLength(1);
    const versionRows = await t.db
      .selectFrom('document_versions')
      .select(['document_id', 'storage_key'])
      .where('document_id', 'in', [v1.id, kept.id])
      .execute();
    expect(versionRows.map((row) => row.document_id)).toEqual([kept.id]);
    expect(left[0]?.replaceAll(path.sep, '/')).toContain(versionRows[0]?.storage_key.split('/').at(-1));
    expect((await listOf(a.memberToken, id)).map((document) => document.id)).toEqual([kept.id]);
    expect((await versionsOf(a.memberToken, v1.id)).statusCode).toBe(404);
    const download = await call('GET', `/api/v1/documents/${v1.id}/download?version=1`, a.memberToken);
    expect(download.statusCode).toBe(404);
  });
});

describe('search and versions', () => {
  it("finds the document by its newest version's text, no longer by the old one's", async () => {
    const { a, id } = await sharedDossier();
    const indexer = new DocumentIndexer(t.app.deps);
    const v1 = await upload(
      a.memberToken,
      id,
      'bestek.pdf',
      await pdfWithPages(['De fundering wordt gestort in week 12.']),
    );
    await indexer.drain();
    const search = async (q: string) => {
      const answer = await t.app.inject({
        method: 'GET',
        url: '/api/v1/search',
        query: { q, dossier_id: id },
        headers: bearer(a.memberToken),
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer
        .json()
        .results.filter((hit: { kind: string }) => hit.kind === 'document')
        .map((hit: { document_id: string }) => hit.document_id);
    };
    expect(await search('fundering')).toEqual([v1.id]);

    await upload(
      a.memberToken,
      id,
      'bestek.pdf',
      await pdfWithPages(['De dakgoot wordt vervangen door zink.']),
    );
    // At once: the old text is out of the index before the new one is read.
    expect(await search('fundering')).toEqual([]);
    await indexer.drain();
    expect(await search('fundering')).toEqual([]);
    expect(await search('dakgoot')).toEqual([v1.id]);
    const state = await t.db
      .selectFrom('documents')
      .select('text_state')
      .where('id', '=', v1.id)
      .executeTakeFirst();
    expect(state?.text_state).toBe('indexed');
  });
});

describe('migration 014', () => {
  it('makes every present document version 1 of itself, and leaves removed ones without versions', async () => {
    const database = await freshDatabase();
    try {
      const { db } = database;
      const company = await createCompany(db);
      const user = await createUser(db, company);
      const dossier = await db
        .insertInto('dossiers')
        .values({ title: 'Voor versies', owner_company_id: company.id, created_by: user.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      await migration014.down(db as never);
      const row = (name: string, deleted: boolean) => {
        const id = crypto.randomUUID();
        return { id, name, key: `dossiers/${dossier.id}/${id}`, deleted };
      };
      const present = row('tekening.pdf', false);
      const twin = row('tekening.pdf', false);
      const removed = row('weg.pdf', true);
      for (const document of [present, twin, removed])
        await sql`
          insert into documents (id, dossier_id, uploader_id, uploader_company_id, filename, content_type, size_bytes,
            sha256, storage_key, created_at, deleted_at)
          values (${document.id}, ${dossier.id}, ${user.id}, ${company.id}, ${document.name}, 'application/pdf', 42,
            ${'a'.repeat(64)}, ${document.key}, '2026-11-01T10:00:00Z',
            ${document.deleted ? sql`'2026-11-02T10:00:00Z'` : sql`null`})`.execute(db);
      await migration014.up(db as never);

      const documents = await db.selectFrom('documents').select(['id', 'version']).orderBy('id').execute();
      expect(documents.every((document) => document.version === 1)).toBe(true);
      const versions = await db
        .selectFrom('document_versions')
        .select([
          'document_id',
          'version',
          'storage_key',
          'filename',
          'size_bytes',
          'uploader_id',
          'created_at',
        ])
        .orderBy('document_id')
        .execute();
      expect(versions.map((version) => [version.document_id, version.version, version.storage_key])).toEqual(
        [present, twin]
          .sort((x, y) => x.id.localeCompare(y.id))
          .map((document) => [document.id, 1, document.key]),
      );
      expect(versions[0]).toMatchObject({ filename: 'tekening.pdf', size_bytes: '42', uploader_id: user.id });
      expect(versions[0]?.created_at.toISOString()).toBe('2026-11-01T10:00:00.000Z');
    } finally {
      await database.close();
    }
  });
});
