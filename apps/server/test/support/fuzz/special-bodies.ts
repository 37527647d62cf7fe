import fc from 'fast-check';
import { docxFile, exeFile, htmlPage, pdfFile, pngFile } from '../document-files.ts';
import { hostileText } from './hostile-values.ts';
import type { Body } from './requests.ts';

/** The bodies that are not JSON: the upload's multipart form and an inbound mail's raw bytes. */

type Part =
  | { field: string; value: string }
  | { field: string; filename: string; type: string; bytes: Buffer };

/** multipart/form-data written by hand, so a part can carry what a browser would never send (quotes, CR LF, NUL). */
export function multipartBody(parts: Part[], options: { truncated?: boolean } = {}): Body {
  const boundary = 'fuzzboundary7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part
        ? `form-data; name="${part.field}"; filename="${part.filename}"\r\nContent-Type: ${part.type}`
        : `form-data; name="${part.field}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push('bytes' in part ? part.bytes : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  if (!options.truncated) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    kind: 'bytes',
    contentType: `multipart/form-data; boundary=${boundary}`,
    bytes: Buffer.concat(chunks),
  };
}

const goodFiles = [
  { filename: 'offerte.pdf', bytes: pdfFile() },
  { filename: 'foto.png', bytes: pngFile() },
  { filename: 'contract.docx', bytes: docxFile() },
];

/** Files a dossier refuses whatever their name: programs, web pages, noise, nothing, or a good file misnamed. */
const refusedFile = fc.oneof(
  fc.constantFrom(
    { filename: 'setup.exe', bytes: exeFile() },
    { filename: 'factuur.pdf', bytes: exeFile() },
    { filename: 'pagina.pdf', bytes: htmlPage() },
    { filename: 'leeg.pdf', bytes: Buffer.alloc(0) },
    { filename: 'offerte.pdf.exe', bytes: pdfFile() },
    { filename: 'geen-extensie', bytes: pngFile() },
  ),
  fc
    .tuple(
      fc.uint8Array({ minLength: 1, maxLength: 2_000 }),
      fc.constantFrom('ruis.pdf', 'ruis.png', 'ruis.docx', 'ruis.xls'),
    )
    .map(([bytes, filename]) => ({ filename, bytes: Buffer.from(bytes) })),
);

const hostileFilename = fc.oneof(
  fc.constantFrom('../../etc/passwd.pdf', 'a"b.pdf', 'a\r\nX-Evil: 1.pdf', 'a\u0000b.pdf', '.pdf', 'CON.pdf'),
  fc
    .tuple(hostileText, fc.constantFrom('.pdf', '.png', ''))
    .map(([name, extension]) => `${name.slice(0, 400)}${extension}`),
);

const anyFile = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...goodFiles) },
  { weight: 2, arbitrary: refusedFile },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(...goodFiles), hostileFilename)
      .map(([file, filename]) => ({ ...file, filename })),
  },
);

const claimedType = fc.constantFrom(
  'application/pdf',
  'image/png',
  'application/octet-stream',
  'text/html',
  '',
);

const asParts = (files: { filename: string; bytes: Buffer }[], types: string[]): Part[] =>
  files.map((file, index) => ({ field: 'file', ...file, type: types[index] || 'application/octet-stream' }));

/** An upload form: dossier_id (a given value, or none) first, then these files. */
export const uploadForm = (
  dossierId: fc.Arbitrary<string | null>,
  files: fc.Arbitrary<{ filename: string; bytes: Buffer }[]>,
) =>
  fc
    .tuple(dossierId, files, fc.array(claimedType, { maxLength: 4 }), fc.boolean(), fc.nat(9))
    .map(([id, chosen, types, idLast, oddity]) => {
      const field: Part[] = id === null ? [] : [{ field: 'dossier_id', value: id }];
      const fileParts = asParts(chosen, types);
      return multipartBody(idLast && oddity < 2 ? [...fileParts, ...field] : [...field, ...fileParts], {
        truncated: oddity === 9,
      });
    });

export const someFiles = fc.array(anyFile, { minLength: 0, maxLength: 3 });
export const refusedFiles = fc.array(refusedFile, { minLength: 1, maxLength: 3 });

/** A raw mail as an inbound-mail service posts it, its headers from the hostile texts too. */
export const rawMail: fc.Arbitrary<Body> = fc.oneof(
  fc
    .tuple(
      fc.oneof(fc.constant('klant@example.test'), hostileText),
      fc.oneof(fc.constant('r+aaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbb@reply.app.test'), hostileText),
      hostileText,
      fc.oneof(fc.constant('<1@example.test>'), hostileText),
      hostileText,
      fc.constantFrom('message/rfc822', 'text/plain', 'application/octet-stream'),
    )
    .map(([from, to, subject, messageId, text, contentType]) => {
      const header = (value: string) => value.slice(0, 2_000).replace(/\r?\n/g, ' ');
      const mail = [
        `From: ${header(from)}`,
        `To: ${header(to)}`,
        `Subject: ${header(subject)}`,
        `Message-ID: ${header(messageId)}`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        text,
      ].join('\r\n');
      return { kind: 'bytes' as const, contentType, bytes: Buffer.from(mail) };
    }),
  fc
    .tuple(fc.uint8Array({ maxLength: 3_000 }), fc.constantFrom('message/rfc822', 'application/octet-stream'))
    .map(([bytes, contentType]) => ({ kind: 'bytes' as const, contentType, bytes: Buffer.from(bytes) })),
);
