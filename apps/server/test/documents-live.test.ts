import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { UploadFileResult } from '@dossier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFile, pdfOfSize } from './support/document-files.ts';
import { createDossierVia, relate } from './support/dossier-factories.ts';
import { createTenant } from './support/factories.ts';
import { callerFor } from './support/http.ts';
import { type ListeningApp, startListeningApp } from './support/listening-app.ts';
import type { TestApp } from './support/test-app.ts';
import { uploadVia } from './support/uploads.ts';

/** Documents over a listening server: live entries for both companies, and uploads that end half-way. */
let live: ListeningApp;
let t: TestApp;
beforeAll(async () => {
  live = await startListeningApp();
  t = live.t;
});
afterAll(() => live.close());

const call = callerFor(() => t.app);
const connect = (token: string) => live.connect(token);
const stored = (result: UploadFileResult) => {
  if (result.status !== 'stored') throw new Error(`not stored: ${JSON.stringify(result)}`);
  return result.document;
};
const rowsOf = (dossierId: string) =>
  t.db.selectFrom('documents').selectAll().where('dossier_id', '=', dossierId).execute();
/** Every file of a dossier's folder in the directory storage, partial (dot-)files included. */
const filesOf = (dossierId: string) => {
  const folder = path.join(t.dataDir, 'files', 'dossiers', dossierId);
  return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
};
const until = async (condition: () => boolean | Promise<boolean>, what: string) => {
  const deadline = Date.now() + 5000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`waited in vain for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

async function sharedDossier() {
  const a = await createTenant(t.app, t.db);
  const b = await createTenant(t.app, t.db);
  await relate(t.db, a.company.id, b.company.id);
  const id = await createDossierVia(t.app, a.memberToken, { company_id: b.company.id, user_id: b.member.id });
  return { a, b, id };
}

/**
 * An upload over a real connection that sends dossier_id and the start of one file, then waits for the test: it
 * finishes the file (`finish`, resolving with the answer) or drops the connection (`abort`).
 */
function startUpload(token: string, dossierId: string, filename: string, bytes: Buffer, sentFirst: number) {
  const boundary = 'grens7a73d3eb';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="dossier_id"\r\n\r\n${dossierId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const request = http.request(`${live.baseUrl}/api/v1/documents`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
    });
    request.on('error', reject);
  });
  request.write(Buffer.concat([head, bytes.subarray(0, sentFirst)]));
  return {
    finish() {
      request.end(Buffer.concat([bytes.subarray(sentFirst), tail]));
      return answer;
    },
    abort() {
      answer.catch(() => undefined);
      request.destroy();
    },
  };
}

describe('documents live', () => {
  it('announces an upload and a removal to both companies with the document named, and to no one else', async () => {
    const { a, b, id } = await sharedDossier();
    const outsider = await createTenant(t.app, t.db);
    const [socketA, socketB, socketOutsider] = await Promise.all([
      connect(a.memberToken),
      connect(b.memberToken),
      connect(outsider.adminToken),
    ]);
    const upload = await uploadVia(t.app, a.memberToken, id, [{ name: 'offerte.pdf', bytes: pdfFile() }]);
    const document = stored(upload.json().files[0]);

    for (const socket of [socketA, socketB]) {
      const added = await socket.waitFor((frame) => frame.type === 'document_added');
      expect(added).toMatchObject({
        dossier_id: `dossier:${id}`,
        message_type: 'document_added',
        message: 'Document toegevoegd: offerte.pdf',
        document_id: document.id,
        document: { id: document.id, filename: 'offerte.pdf' },
        sender_id: a.member.id,
        sender_name: 'Jan Jansen',
      });
      expect(added.seq).toEqual(expect.any(Number));
      // The document as the list shows it, so no open list fetches it again.
      expect(added.document_item).toMatchObject({
        id: document.id,
        filename: 'offerte.pdf',
        uploader_company_id: a.company.id,
        uploader_name: 'Jan Jansen',
      });
    }
    const listed = await call('GET', `/api/v1/dossiers/${id}/documents`, b.memberToken);
    expect(socketB.frames.find((frame) => frame.type === 'document_added')?.document_item).toEqual(
      listed.json()[0],
    );

    expect((await call('DELETE', `/api/v1/documents/${document.id}/${id}`, a.memberToken)).statusCode).toBe(
      204,
    );
    for (const socket of [socketA, socketB]) {
      expect(await socket.waitFor((frame) => frame.type === 'document_removed')).toMatchObject({
        message: 'Document verwijderd: offerte.pdf',
        document: { id: document.id, filename: 'offerte.pdf' },
      });
      expect(socket.frames.find((frame) => frame.type === 'document_removed')).not.toHaveProperty(
        'document_item',
      );
    }
    // History keeps naming the document in both lines, the removed one too (a reload shows what the live events did).
    const history = await call('GET', `/api/v1/dossiers/${id}/messages?limit=50`, b.memberToken);
    const lines = history.json().messages.filter((line: { document_id: string | null }) => line.document_id);
    expect(lines).toMatchObject([
      { message_type: 'document_added', document: { id: document.id, filename: 'offerte.pdf' } },
      { message_type: 'document_removed', document: { id: document.id, filename: 'offerte.pdf' } },
    ]);
    // The sidebar line of the dossier names the last document change.
    const sidebar = await call('GET', '/app/sidebar/dossiers', b.memberToken);
    expect(sidebar.json().find((item: { id: string }) => item.id === id)).toMatchObject({
      last_message_preview: 'Document verwijderd: offerte.pdf',
      last_message_sender: 'Jan Jansen',
    });
    expect(socketOutsider.frames.filter((frame) => String(frame.type).startsWith('document_'))).toEqual([]);
  });

  it('keeps nothing of an upload whose connection drops half-way', async () => {
    const { a, id } = await sharedDossier();
    const upload = startUpload(a.memberToken, id, 'scan.pdf', pdfOfSize(4 * 1024 * 1024), 1024 * 1024);
    // The file is streaming into storage under a partial (dot-)name...
    await until(() => filesOf(id).some((file) => file.endsWith('.partial')), 'the partial file');
    upload.abort();
    // ...and once the connection is gone, neither it nor a row is left.
    await until(() => filesOf(id).length === 0, 'the partial file to go');
    expect(await rowsOf(id)).toEqual([]);
  });

  it('removes the fresh bytes when the row cannot be written: the dossier closed while the file streamed (409)', async () => {
    const a = await createTenant(t.app, t.db);
    const id = await createDossierVia(t.app, a.adminToken, { title: 'Intern' });
    const upload = startUpload(a.adminToken, id, 'scan.pdf', pdfOfSize(4 * 1024 * 1024), 1024 * 1024);
    await until(() => filesOf(id).some((file) => file.endsWith('.partial')), 'the partial file');
    expect((await call('POST', `/api/v1/dossiers/${id}/close`, a.adminToken)).statusCode).toBe(200);

    const answer = await upload.finish();
    expect(answer.status).toBe(409);
    expect(JSON.parse(answer.body)).toEqual({ detail: 'Dit dossier is gesloten' });
    expect(filesOf(id)).toEqual([]);
    expect(await rowsOf(id)).toEqual([]);
  });
});
