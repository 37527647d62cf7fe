import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type DocumentResponse, limits, type UploadFileResult } from '@dossier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  docFile,
  docxFile,
  exeFile,
  htmlPage,
  jpegFile,
  pdfFile,
  pdfOfSize,
  plainZip,
  pngFile,
  xlsFile,
  xlsxFile,
} from './support/document-files.ts';
import { createDossierVia, relate } from './support/dossier-factories.ts';
import { bearer, createTenant } from './support/factories.ts';
import { dossierWithSignedInGuest } from './support/guest-factories.ts';
import { callerFor } from './support/http.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { TestClock } from './support/test-clock.ts';
import { type FileToSend, formBody, uploadParts, uploadVia } from './support/uploads.ts';

const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

const call = callerFor(() => t.app);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Supplier a and client b share a dossier; a.member created it. */
async function sharedDossier() {
  const a = await createTenant(t.app, t.db);
  const b = await createTenant(t.app, t.db);
  await relate(t.db, a.company.id, b.company.id);
  const id = await createDossierVia(t.app, a.memberToken, { company_id: b.company.id, user_id: b.member.id });
  return { a, b, id };
}

/** Every file under the directory storage, as paths relative to it (partial files included). */
function filesOnDisk(): string[] {
  const root = path.join(t.dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .flatMap((entry) =>
      entry.isFile() ? [path.relative(root, path.join(entry.parentPath, entry.name))] : [],
    );
}

const rowsOf = (dossierId: string) =>
  t.db.selectFrom('documents').selectAll().where('dossier_id', '=', dossierId).execute();

const documentLines = async (token: string, dossierId: string) =>
  (await call('GET', `/api/v1/dossiers/${dossierId}/messages`, token))
    .json()
    .messages.filter((message: { message_type: string }) => message.message_type.startsWith('document_'));

/**
 * Follows a signed URL of the directory storage (a path of this app, no bearer token), as a browser on `host` does:
 * PUBLIC_URL is http://app.test, but the app may be opened on any address.
 */
const fetchSigned = (signedUrl: string, host = 'app.test') => {
  const url = new URL(signedUrl, `http://${host}`);
  return t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { host } });
};

const stored = (result: UploadFileResult) => {
  if (result.status !== 'stored') throw new Error(`not stored: ${JSON.stringify(result)}`);
  return result.document;
};

describe('uploading documents (SPEC section 5)', () => {
  it('stores one real file of every allowed kind in one request, by content and name, with size and SHA-256', async () => {
    const { a, id } = await sharedDossier();
    const files: Array<FileToSend & { type_: string }> = [
      { name: 'offerte.pdf', bytes: pdfFile(), type_: 'application/pdf' },
      { name: 'bestek.doc', bytes: docFile(), type_: 'application/msword' },
      {
        name: 'contract.docx',
        bytes: docxFile(),
        type_: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
      { name: 'begroting.xls', bytes: xlsFile(), type_: 'application/vnd.ms-excel' },
      {
        name: 'planning.xlsx',
        bytes: xlsxFile(),
        type_: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
      { name: 'tekening.png', bytes: pngFile(), type_: 'image/png' },
      { name: 'foto.jpg', bytes: jpegFile(), type_: 'image/jpeg' },
      { name: 'foto2.JPEG', bytes: jpegFile(), type_: 'image/jpeg' },
    ];
    const response = await uploadVia(t.app, a.memberToken, id, files);
    expect(response.statusCode).toBe(201);
    const results: UploadFileResult[] = response.json().files;
    expect(results.map((result) => [result.index, result.filename, result.status])).toEqual(
      files.map((file, index) => [index, file.name, 'stored']),
    );
    for (const [index, result] of results.entries()) {
      const document = stored(result);
      expect(document).toMatchObject({
        dossier_id: id,
        filename: files[index]!.name,
        content_type: files[index]!.type_,
        size: files[index]!.bytes.length,
        sha256: sha256(files[index]!.bytes),
        uploader_id: a.member.id,
        uploader_name: 'Jan Jansen',
        uploader_company_id: a.company.id,
        uploader_company_name: a.company.name,
        previewable: ['application/pdf', 'image/png', 'image/jpeg'].includes(files[index]!.type_),
      });
      // The bytes on disk are exactly the bytes sent, under a key of ours (never the user's name).
      const onDisk = fs.readFileSync(path.join(t.dataDir, 'files', 'dossiers', id, document.id));
      expect(onDisk.equals(files[index]!.bytes)).toBe(true);
    }
  });

  it('takes a docx whose [Content_Types].xml comes last or whose sizes follow the data (LibreOffice, streaming writers)', async () => {
    const { a, id } = await sharedDossier();
    const response = await uploadVia(t.app, a.memberToken, id, [
      { name: 'libreoffice.docx', bytes: docxFile({ contentTypesLast: true }) },
      { name: 'gestreamd.docx', bytes: docxFile({ contentTypesLast: true, dataDescriptor: true }) },
    ]);
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['a program renamed .pdf', 'factuur.pdf', exeFile],
    ['a program renamed .png', 'foto.png', exeFile],
    ['an html page renamed .pdf', 'factuur.pdf', htmlPage],
    ['a plain zip renamed .docx', 'contract.docx', plainZip],
    ['a workbook renamed .docx', 'contract.docx', xlsxFile],
    ['a PDF renamed .png', 'tekening.png', pdfFile],
    ['a Word file renamed .pdf', 'offerte.pdf', docxFile],
    ['an empty file', 'leeg.pdf', () => Buffer.alloc(0)],
    ['an html page by its own name', 'pagina.html', htmlPage],
    ['a program by its own name', 'setup.exe', exeFile],
    ['a PDF without an extension', 'offerte', pdfFile],
  ])('refuses %s as an invalid type (422), leaving no bytes and no row', async (_case, name, bytes) => {
    const { a, id } = await sharedDossier();
    const before = filesOnDisk();
    const response = await uploadVia(t.app, a.memberToken, id, [
      { name, bytes: bytes(), type: 'application/pdf' },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: [{ loc: ['body', 'files', 0], msg: `${name}: ongeldig bestandstype`, type: 'invalid_type' }],
      files: [
        {
          index: 0,
          filename: name,
          status: 'refused',
          code: 'invalid_type',
          detail: `${name}: ongeldig bestandstype`,
        },
      ],
    });
    expect(await rowsOf(id)).toEqual([]);
    expect(filesOnDisk()).toEqual(before);
    expect(await documentLines(a.memberToken, id)).toEqual([]);
  });

  it('cuts off a file over 10 MB while it streams (413) and keeps nothing of it', async () => {
    const { a, id } = await sharedDossier();
    const before = filesOnDisk();
    const response = await uploadVia(t.app, a.memberToken, id, [
      { name: 'scan.pdf', bytes: pdfOfSize(11 * 1024 * 1024) },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().files).toEqual([
      {
        index: 0,
        filename: 'scan.pdf',
        status: 'refused',
        code: 'too_large',
        detail: 'scan.pdf: groter dan 10MB',
      },
    ]);
    expect(response.json().detail[0]).toMatchObject({ loc: ['body', 'files', 0], type: 'too_large' });
    expect(await rowsOf(id)).toEqual([]);
    expect(filesOnDisk()).toEqual(before);
  });

  it('stores a file of exactly 10 MB', async () => {
    const { a, id } = await sharedDossier();
    const bytes = pdfOfSize(limits.uploadMaxBytes);
    const response = await uploadVia(t.app, a.memberToken, id, [{ name: 'precies.pdf', bytes }]);
    expect(response.statusCode).toBe(201);
    expect(stored(response.json().files[0])).toMatchObject({
      size: limits.uploadMaxBytes,
      sha256: sha256(bytes),
    });
  });

  it('stores the good files of a request with bad ones among them (200), each refusal named', async () => {
    const { a, b, id } = await sharedDossier();
    const response = await uploadVia(t.app, a.memberToken, id, [
      { name: 'offerte.pdf', bytes: pdfFile() },
      { name: 'virus.pdf', bytes: exeFile() },
      { name: 'groot.png', bytes: Buffer.concat([pngFile(), Buffer.alloc(11 * 1024 * 1024)]) },
      { name: 'foto.jpeg', bytes: jpegFile() },
    ]);
    expect(response.statusCode).toBe(200);
    const results: UploadFileResult[] = response.json().files;
    expect(
      results.map((result) => [result.filename, result.status === 'refused' ? result.code : 'stored']),
    ).toEqual([
      ['offerte.pdf', 'stored'],
      ['virus.pdf', 'invalid_type'],
      ['groot.png', 'too_large'],
      ['foto.jpeg', 'stored'],
    ]);
    const rows = await rowsOf(id);
    expect(rows.map((row) => row.filename).sort()).toEqual(['foto.jpeg', 'offerte.pdf']);
    expect(
      filesOnDisk()
        .filter((file) => file.includes(id))
        .sort(),
    ).toEqual(rows.map((row) => row.storage_key.replace(/\//g, path.sep)).sort());
    // Each stored file is an entry in the chat, seen by the other company too.
    const lines = await documentLines(b.memberToken, id);
    expect(
      lines.map((line: { message: string; sender_name: string }) => [line.message, line.sender_name]),
    ).toEqual([
      ['Document toegevoegd: offerte.pdf', 'Jan Jansen'],
      ['Document toegevoegd: foto.jpeg', 'Jan Jansen'],
    ]);
    expect(lines.map((line: { document_id: string }) => line.document_id).sort()).toEqual(
      rows.map((row) => row.id).sort(),
    );
  });

  it('keeps only the last segment of a file name and no control characters', async () => {
    const { a, id } = await sharedDossier();
    const response = await uploadVia(t.app, a.memberToken, id, [
      { name: '../../etc/passwd.pdf', bytes: pdfFile() },
      { name: '..\\..\\windows\\win.ini.pdf', bytes: pdfFile() },
      { name: 'offerte\u0000\u0007\u202egnp.pdf', bytes: pdfFile() },
      { name: '...verborgen.pdf', bytes: pdfFile() },
      { name: `${'lang'.repeat(100)}.pdf`, bytes: pdfFile() },
    ]);
    expect(response.statusCode).toBe(201);
    const names = (response.json().files as UploadFileResult[]).map((result) => stored(result).filename);
    expect(names.slice(0, 4)).toEqual(['passwd.pdf', 'win.ini.pdf', 'offertegnp.pdf', 'verborgen.pdf']);
    expect(Array.from(names[4]!)).toHaveLength(limits.documentFilenameMax);
    expect(names[4]).toMatch(/^(lang)+l?a?n?g?\.pdf$/);
    // Nothing was written outside the dossier's own folder of the storage.
    expect(fs.existsSync(path.join(t.dataDir, 'etc'))).toBe(false);
    for (const file of filesOnDisk()) expect(file).toMatch(/^dossiers\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
  });

  it('takes uploads from a guest (viewer) of the dossier', async () => {
    const { a, id, guestToken } = await dossierWithSignedInGuest(t);
    const response = await uploadVia(t.app, guestToken, id, [{ name: 'vrachtbrief.pdf', bytes: pdfFile() }]);
    expect(response.statusCode).toBe(201);
    const listed = await call('GET', `/api/v1/dossiers/${id}/documents`, a.memberToken);
    expect(listed.json().map((document: DocumentResponse) => document.filename)).toEqual(['vrachtbrief.pdf']);
  });

  it('answers a request without dossier_id first, without files, or not multipart with 422 or 415', async () => {
    const { a, id } = await sharedDossier();
    const fileFirst = await uploadParts(t.app, a.memberToken, [
      ['file', { name: 'offerte.pdf', bytes: pdfFile() }],
      ['dossier_id', id],
    ]);
    expect(fileFirst.statusCode).toBe(422);
    expect(fileFirst.json().detail[0].loc).toEqual(['body', 'dossier_id']);
    const noFiles = await uploadParts(t.app, a.memberToken, [['dossier_id', id]]);
    expect(noFiles.statusCode).toBe(422);
    expect(noFiles.json().detail[0].loc).toEqual(['body', 'files']);
    const badId = await uploadParts(t.app, a.memberToken, [
      ['dossier_id', 'dossier-1'],
      ['file', { name: 'offerte.pdf', bytes: pdfFile() }],
    ]);
    expect(badId.statusCode).toBe(422);
    expect(badId.json().detail[0].loc).toEqual(['body', 'dossier_id']);
    const json = await call('POST', '/api/v1/documents', a.memberToken, { dossier_id: id });
    expect(json.statusCode).toBe(415);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/documents' });
    expect(anonymous.statusCode).toBe(401);
    expect(await rowsOf(id)).toEqual([]);
  });

  it('answers a body that is not the multipart it claims, or ends before its closing boundary, with 400 and keeps nothing', async () => {
    const { a, id } = await sharedDossier();
    const { payload, headers } = await formBody([
      ['dossier_id', id],
      ['file', { name: 'offerte.pdf', bytes: pdfOfSize(256 * 1024) }],
    ]);
    const before = filesOnDisk();
    const cases = [
      { payload: payload.subarray(0, payload.length - 1000), headers },
      { payload, headers: { 'content-type': 'multipart/form-data' } },
      { payload, headers: { 'content-type': 'multipart/form-data; boundary=anders' } },
      { payload: Buffer.from('geen multipart'), headers },
    ];
    for (const body of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/documents',
        headers: { ...bearer(a.memberToken), ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe('De upload is onvolledig of geen geldige multipart/form-data');
    }
    expect(filesOnDisk()).toEqual(before);
    expect(await rowsOf(id)).toEqual([]);
  });

  it('refuses more than the files a request may hold, storing the ones before', async () => {
    const { a, id } = await sharedDossier();
    const files = Array.from({ length: limits.uploadMaxFiles + 2 }, (_, index) => ({
      name: `blad-${index}.png`,
      bytes: pngFile(),
    }));
    const response = await uploadVia(t.app, a.memberToken, id, files);
    expect(response.statusCode).toBe(200);
    const results: UploadFileResult[] = response.json().files;
    expect(results.filter((result) => result.status === 'stored')).toHaveLength(limits.uploadMaxFiles);
    expect(results.at(-1)).toMatchObject({ status: 'refused', code: 'too_many_files' });
    expect(await rowsOf(id)).toHaveLength(limits.uploadMaxFiles);
  });
});

describe('who may upload, list, download and delete (policies/documents.ts)', () => {
  it("answers another company's upload, list, download and delete with 404, and stores nothing", async () => {
    const { a, id } = await sharedDossier();
    const outsider = await createTenant(t.app, t.db);
    const upload = await uploadVia(t.app, a.memberToken, id, [{ name: 'offerte.pdf', bytes: pdfFile() }]);
    const document = stored(upload.json().files[0]);
    const before = filesOnDisk();

    const refused = [
      await uploadVia(t.app, outsider.adminToken, id, [{ name: 'spam.pdf', bytes: pdfFile() }]),
      await call('GET', `/api/v1/dossiers/${id}/documents`, outsider.adminToken),
      await call('GET', `/api/v1/documents/${document.id}/download`, outsider.adminToken),
      await call('DELETE', `/api/v1/documents/${document.id}/${id}`, outsider.adminToken),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([404, 404, 404, 404]);
    expect(filesOnDisk()).toEqual(before);
    expect((await rowsOf(id)).map((row) => [row.filename, row.deleted_at])).toEqual([['offerte.pdf', null]]);
  });

  it('lets the counterparty list and download, but only the uploader company delete (403)', async () => {
    const { a, b, id } = await sharedDossier();
    const upload = await uploadVia(t.app, a.memberToken, id, [{ name: 'offerte.pdf', bytes: pdfFile() }]);
    const document = stored(upload.json().files[0]);

    const listed = await call('GET', `/api/v1/dossiers/${id}/documents`, b.memberToken);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([document]);
    expect((await call('GET', `/api/v1/documents/${document.id}/download`, b.memberToken)).statusCode).toBe(
      200,
    );

    const counterparty = await call('DELETE', `/api/v1/documents/${document.id}/${id}`, b.memberToken);
    expect(counterparty.statusCode).toBe(403);
    expect(counterparty.json().detail).toBe(
      'Alleen het bedrijf dat dit document heeft toegevoegd kan het verwijderen',
    );
    const uploader = await call('DELETE', `/api/v1/documents/${document.id}/${id}`, a.memberToken);
    expect(uploader.statusCode).toBe(204);
  });

  it('answers a document asked for under another dossier with 404', async () => {
    const { a, id } = await sharedDossier();
    const other = await createDossierVia(t.app, a.memberToken, { title: 'Ander dossier' });
    const upload = await uploadVia(t.app, a.memberToken, id, [{ name: 'offerte.pdf', bytes: pdfFile() }]);
    const document = stored(upload.json().files[0]);
    expect(
      (await call('DELETE', `/api/v1/documents/${document.id}/${other}`, a.memberToken)).statusCode,
    ).toBe(404);
    expect((await rowsOf(id))[0]!.deleted_at).toBeNull();
  });

  it('takes no uploads or deletions in a closed dossier (409), but still lists and downloads', async () => {
    const a = await createTenant(t.app, t.db);
    const id = await createDossierVia(t.app, a.adminToken, { title: 'Intern' });
    const upload = await uploadVia(t.app, a.adminToken, id, [{ name: 'offerte.pdf', bytes: pdfFile() }]);
    const document = stored(upload.json().files[0]);
    expect((await call('POST', `/api/v1/dossiers/${id}/close`, a.adminToken)).statusCode).toBe(200);
    const before = filesOnDisk();

    const late = await uploadVia(t.app, a.adminToken, id, [{ name: 'te-laat.pdf', bytes: pdfFile() }]);
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe('Dit dossier is gesloten');
    expect((await call('DELETE', `/api/v1/documents/${document.id}/${id}`, a.adminToken)).statusCode).toBe(
      409,
    );
    expect(filesOnDisk()).toEqual(before);
    expect((await rowsOf(id)).map((row) => [row.filename, row.deleted_at])).toEqual([['offerte.pdf', null]]);
    expect((await call('GET', `/api/v1/dossiers/${id}/documents`, a.adminToken)).json()).toHaveLength(1);
    expect((await call('GET', `/api/v1/documents/${document.id}/download`, a.adminToken)).statusCode).toBe(
      200,
    );
  });

  it('refuses a guest whose access ended (403) on upload, list, download and delete', async () => {
    const { id, guestToken } = await dossierWithSignedInGuest(t);
    const upload = await uploadVia(t.app, guestToken, id, [{ name: 'vrachtbrief.pdf', bytes: pdfFile() }]);
    const document = stored(upload.json().files[0]);
    clock.advance(limits.viewerAccessDays * 24 * 60 * 60_000 + 60_000);
    const refused = [
      await uploadVia(t.app, guestToken, id, [{ name: 'nog-een.pdf', bytes: pdfFile() }]),
      await call('GET', `/api/v1/dossiers/${id}/documents`, guestToken),
      await call('GET', `/api/v1/documents/${document.id}/download`, guestToken),
      await call('DELETE', `/api/v1/documents/${document.id}/${id}`, guestToken),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toBe('Uw toegang tot dit dossier is verlopen. Vraag verlenging aan.');
    }
    expect((await rowsOf(id)).map((row) => [row.filename, row.deleted_at])).toEqual([
      ['vrachtbrief.pdf', null],
    ]);
  });
});

describe('downloading (signed URLs of the directory storage)', () => {
  it('serves the bytes as an attachment under the original name, nosniff, sandboxed, for a few minutes', async () => {
    const { a, b, id } = await sharedDossier();
    const bytes = pdfFile();
    const upload = await uploadVia(t.app, a.memberToken, id, [
      { name: 'Offerte café – œuvre 2026.pdf', bytes },
    ]);
    const document = stored(upload.json().files[0]);

    const link = await call('GET', `/api/v1/documents/${document.id}/download`, b.memberToken);
    expect(link.statusCode).toBe(200);
    const { signed_url, expires_at, disposition } = link.json();
    expect(disposition).toBe('attachment');
    expect(new Date(expires_at).getTime() - clock.now().getTime()).toBe(limits.downloadUrlSeconds * 1000);
    // A path without PUBLIC_URL's origin: the browser follows it on the address it opened the app on.
    expect(signed_url).toMatch(/^\/api\/v1\/files\/dossiers\/[^?]+\?name=.+&signature=/);

    const served = await fetchSigned(signed_url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    for (const host of ['127.0.0.1:3000', '192.168.1.20:3000', 'localhost:3000']) {
      const elsewhere = await fetchSigned(signed_url, host);
      expect(elsewhere.statusCode).toBe(200);
      expect(elsewhere.rawPayload.equals(bytes)).toBe(true);
    }
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-length']).toBe(String(bytes.length));
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="Offerte caf? ? ?uvre 2026.pdf"; filename*=UTF-8''Offerte%20caf%C3%A9%20%E2%80%93%20%C5%93uvre%202026.pdf`,
    );
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('gives an inline URL for previews of PDFs and images, with their type, and none for office files (422)', async () => {
    const { a, id } = await sharedDossier();
    const upload = await uploadVia(t.app, a.memberToken, id, [
      { name: 'tekening.png', bytes: pngFile() },
      { name: 'contract.docx', bytes: docxFile() },
    ]);
    const [png, docx] = (upload.json().files as UploadFileResult[]).map(stored);
    const link = await call('GET', `/api/v1/documents/${png!.id}/download?disposition=inline`, a.memberToken);
    expect(link.json().disposition).toBe('inline');
    const served = await fetchSigned(link.json().signed_url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-disposition']).toBe('inline; filename=tekening.png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");

    const office = await call(
      'GET',
      `/api/v1/documents/${docx!.id}/download?disposition=inline`,
      a.memberToken,
    );
    expect(office.statusCode).toBe(422);
    expect(office.json().detail[0].loc).toEqual(['query', 'disposition']);
  });

  it('answers an expired or altered signed URL with 403', async () => {
    const { a, id } = await sharedDossier();
    const upload = await uploadVia(t.app, a.memberToken, id, [{ name: 'offerte.pdf', bytes: pdfFile() }]);
    const document = stored(upload.json().files[0]);
    const { signed_url } = (
      await call('GET', `/api/v1/documents/${document.id}/download`, a.memberToken)
    ).json();
    const url = new URL(signed_url, 'http://app.test');
    const altered = (name: string, value: string) => {
      const copy = new URL(url);
      copy.searchParams.set(name, value);
      return copy.toString();
    };
    const refusals = [
      altered('name', 'factuur.pdf'),
      altered('type', 'text/html'),
      altered('disposition', 'inline'),
      altered('expires', String(Number(url.searchParams.get('expires')) + 3600)),
      altered('signature', `${url.searchParams.get('signature')!.slice(0, -2)}AA`),
      signed_url.replace(
        document.id,
        document.id.replace(/.$/, (last: string) => (last === 'a' ? 'b' : 'a')),
      ),
      `${url.origin}${url.pathname}`,
    ];
    for (const refused of refusals) expect((await fetchSigned(refused)).statusCode).toBe(403);

    expect((await fetchSigned(signed_url)).statusCode).toBe(200);
    clock.advance(limits.downloadUrlSeconds * 1000);
    expect((await fetchSigned(signed_url)).statusCode).toBe(403);
  });
});

describe('removing documents', () => {
  it('marks the row removed, writes the chat entry, and then removes the bytes', async () => {
    const { a, b, id } = await sharedDossier();
    const upload = await uploadVia(t.app, a.memberToken, id, [
      { name: 'offerte.pdf', bytes: pdfFile() },
      { name: 'bijlage.png', bytes: pngFile() },
    ]);
    const [offerte, bijlage] = (upload.json().files as UploadFileResult[]).map(stored);
    const { signed_url } = (
      await call('GET', `/api/v1/documents/${offerte!.id}/download`, b.memberToken)
    ).json();

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/documents/${offerte!.id}/${id}`,
      headers: bearer(a.memberToken),
    });
    expect(removed.statusCode).toBe(204);
    expect(fs.existsSync(path.join(t.dataDir, 'files', 'dossiers', id, offerte!.id))).toBe(false);
    const row = (await rowsOf(id)).find((document) => document.id === offerte!.id);
    expect(row).toMatchObject({ deleted_by: a.member.id });
    expect(row!.deleted_at).toBeInstanceOf(Date);
    const listed = await call('GET', `/api/v1/dossiers/${id}/documents`, b.memberToken);
    expect(listed.json().map((document: DocumentResponse) => document.id)).toEqual([bijlage!.id]);
    const lines = await documentLines(b.memberToken, id);
    expect(lines.at(-1)).toMatchObject({
      message_type: 'document_removed',
      message: 'Document verwijderd: offerte.pdf',
      document_id: offerte!.id,
      sender_id: a.member.id,
    });
    // A link handed out before no longer serves anything; nor is a new one given, nor a second removal done.
    expect((await fetchSigned(signed_url)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/documents/${offerte!.id}/download`, b.memberToken)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/v1/documents/${offerte!.id}/${id}`, a.memberToken)).statusCode).toBe(
      404,
    );
  });

  it('lets a guest remove a document of their own company', async () => {
    const { a, id, guestToken } = await dossierWithSignedInGuest(t);
    const mine = stored(
      (await uploadVia(t.app, guestToken, id, [{ name: 'vrachtbrief.pdf', bytes: pdfFile() }])).json()
        .files[0],
    );
    const theirs = stored(
      (await uploadVia(t.app, a.memberToken, id, [{ name: 'order.pdf', bytes: pdfFile() }])).json().files[0],
    );
    expect((await call('DELETE', `/api/v1/documents/${theirs.id}/${id}`, guestToken)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/v1/documents/${mine.id}/${id}`, guestToken)).statusCode).toBe(204);
  });
});
