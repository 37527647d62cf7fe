/// <reference path="../../apps/server/src/modules/invoices/pdf/pdfkit.d.ts" />
import { limits } from '@dossier/contract';
import PDFDocument from 'pdfkit';
import { VOCABULARY } from './dutch-vocabulary.ts';

/** A small deterministic generator (mulberry32): the same PDF on every run. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A page of Dutch text: sentences of the vocabulary's words, drawn as the benchmark's messages draw them. */
function pageText(random: () => number, page: number, chars: number): string {
  const draw = () => VOCABULARY[Math.floor(Math.exp(random() * Math.log(VOCABULARY.length + 1))) - 1];
  let text = `Pagina ${page}.`;
  while (text.length < chars) {
    const words = Array.from({ length: 6 + Math.floor(random() * 14) }, draw);
    text += ` ${words[0][0].toUpperCase()}${words.join(' ').slice(1)}.`;
  }
  return text;
}

function render(pages: string[]): Promise<Buffer> {
  const document = new PDFDocument({ size: 'A4', margin: 40, compress: false });
  const chunks: Buffer[] = [];
  document.on('data', (chunk) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  pages.forEach((text, index) => {
    if (index > 0) document.addPage();
    document.fontSize(9).text(text);
  });
  document.end();
  return finished;
}

/**
 * The largest PDF an upload takes (over 10,000,000 bytes, at most limits.uploadMaxBytes), uncompressed, of dense
 * pages of Dutch text: more text than the indexer keeps (limits.documentText.maxChars), so it writes the most chunks
 * one document can have. Pages are added or taken away until the file fits.
 */
export async function tenMegabytePdf(): Promise<{ bytes: Buffer; pages: number; textChars: number }> {
  const make = (count: number) => {
    const random = randomFrom(22);
    return Array.from({ length: count }, (_, index) => pageText(random, index + 1, 3_800));
  };
  let count = 800;
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const pages = make(count);
    const bytes = await render(pages);
    if (bytes.length > 10_000_000 && bytes.length <= limits.uploadMaxBytes) {
      return { bytes, pages: count, textChars: pages.reduce((sum, page) => sum + page.length, 0) };
    }
    const target = (10_000_000 + limits.uploadMaxBytes) / 2;
    count = Math.max(1, Math.round((count * target) / bytes.length));
  }
  throw new Error('no page count gives a PDF between 10,000,000 bytes and the upload limit');
}
