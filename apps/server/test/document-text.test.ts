import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { limits } from '@dossier/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  EXTRACT_MEMORY_MB,
  EXTRACT_TIMEOUT_MS,
  extractInWorker,
  extractWorkerEntry,
} from '../src/modules/search/extract/extract-in-worker.ts';
import {
  type DocumentTextKind,
  extractText,
  textKindOf,
} from '../src/modules/search/extract/extract-text.ts';
import { normalizeDocumentText } from '../src/modules/search/extract/normalize-text.ts';
import {
  begrotingXls,
  begrotingXlsx,
  docxWithBody,
  libreOfficeFile,
  pdfBomb,
  pdfWithPages,
  wordParagraph,
  wordTable,
  xlsxWithRows,
} from './fixtures/search/dutch-documents.ts';

// Workers that read 10 MB files and stop bombs take seconds each; on a loaded 2-core CI machine, tens of seconds.
vi.setConfig({ testTimeout: 120_000 });

import { pdfFile } from './support/document-files.ts';

/** What offerte.fodt says (fixtures/search), the source LibreOffice made the .doc, .docx and .pdf from. */
const OFFERTE_PHRASES = [
  'Offerte verbouwing Keizersgracht',
  'De bouwtekeningen zijn goedgekeurd door de gemeente.',
  'Wij verdelen de werkzaamheden in drie categorieën: sloopwerk, ruwbouw en afbouw.',
  'Fase',
  'Coördinator',
  'Sjoerd Bakker',
  'Geïnteresseerd? Neem contact op vóór 1 februari.',
];
/** What begroting.fods says, the source of the LibreOffice .xls and .xlsx: each sheet's name, then its rows. */
const BEGROTING_TEXT = [
  'Begroting',
  'Omschrijving\tBedrag',
  'bouwtekeningen\t1250.5',
  'werkzaamheden in drie categorieën\t8400',
  '',
  'Coördinatie',
  'Geïnteresseerde aannemers',
].join('\n');

/** This thread's CPU time in ms (Node 23.9+; the installed @types/node predates it). */
const threadCpuMs = () => {
  const { user, system } = (
    process as NodeJS.Process & { threadCpuUsage(): NodeJS.CpuUsage }
  ).threadCpuUsage();
  return (user + system) / 1000;
};

/**
 * A 10 ms ticker on the event loop: the longest pause between two ticks by the clock, and the most CPU time this
 * thread spent within one pause (work that held the loop, as against waiting for a core).
 */
function watchEventLoop() {
  let longestGapMs = 0;
  let mostCpuInAGapMs = 0;
  let [lastTick, lastCpu] = [performance.now(), threadCpuMs()];
  const ticker = setInterval(() => {
    const [now, cpu] = [performance.now(), threadCpuMs()];
    longestGapMs = Math.max(longestGapMs, now - lastTick);
    mostCpuInAGapMs = Math.max(mostCpuInAGapMs, cpu - lastCpu);
    [lastTick, lastCpu] = [now, cpu];
  }, 10);
  return {
    stop() {
      clearInterval(ticker);
      return { longestGapMs, mostCpuInAGapMs };
    },
  };
}

const threadCount = () =>
  Number(/^Threads:\s+(\d+)/m.exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1] ?? Number.NaN);

const fixtures = {} as Record<'doc' | 'docx' | 'pdf' | 'xls' | 'xlsx', Buffer>;
/** A 10 MB PDF of 800 dense pages, made once: the largest upload there is, for the timing tests. */
let bigPdf: Buffer;

beforeAll(async () => {
  for (const [kind, name] of [
    ['doc', 'offerte.doc'],
    ['docx', 'offerte.docx'],
    ['pdf', 'offerte.pdf'],
    ['xls', 'begroting.xls'],
    ['xlsx', 'begroting.xlsx'],
  ] as const)
    fixtures[kind] = await libreOfficeFile(name);
  const sentence =
    'De bouwtekeningen voor de werkzaamheden zijn in drie categorieën verdeeld; coördinatie volgt. ';
  bigPdf = await pdfWithPages(
    Array.from({ length: 800 }, (_, index) => `Pagina ${index + 1}. ${sentence.repeat(40)}`),
    { compress: false },
  );
});

describe('textKindOf', () => {
  const cases: [contentType: string, filename: string, kind: DocumentTextKind | null][] = [
    ['application/pdf', 'offerte.pdf', 'pdf'],
    ['application/msword', 'bestek.doc', 'doc'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'bestek.docx', 'docx'],
    ['application/vnd.ms-excel', 'begroting.xls', 'xls'],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'begroting.xlsx', 'xlsx'],
    ['application/pdf; charset=binary', 'zonder-extensie', 'pdf'],
    ['image/png', 'plattegrond.png', null],
    ['image/jpeg', 'foto.jpeg', null],
    ['image/jpeg', 'scan-met-verkeerde-naam.pdf', null],
    ['application/octet-stream', 'Begroting.XLSX', 'xlsx'],
    ['', 'oud-bestek.doc', 'doc'],
    ['text/plain', 'notities.txt', null],
  ];
  it.each(cases)('reads %s named %s as %s', (contentType, filename, kind) => {
    expect(textKindOf(contentType, filename)).toBe(kind);
  });
});

describe('normalizeDocumentText', () => {
  const cases: [what: string, raw: string, expected: string][] = [
    ['drops NUL characters', 'w\u0000e\u0000r\u0000k', 'werk'],
    ['turns other control characters into spaces', 'bel\u0007letje', 'bel letje'],
    ['unifies line ends', 'regel een\r\nregel twee\rregel drie', 'regel een\nregel twee\nregel drie'],
    ['composes decomposed accents', 'categoriee\u0308n', 'categorieën'],
    ['unfolds ligatures', '\uFB01nanciën', 'financiën'],
    ['joins words a soft hyphen split', 'werkzaam\u00ADheden', 'werkzaamheden'],
    ['collapses spaces and trims lines', '  veel    spaties\u00A0hier  \n  daar ', 'veel spaties hier\ndaar'],
    ['keeps one tab between cells', 'a \t\t b\t\tc', 'a\tb\tc'],
    ['keeps at most one blank line', 'alinea een\n\n\n\n\nalinea twee', 'alinea een\n\nalinea twee'],
    ['replaces a lone surrogate', 'a\uD800b', 'a\uFFFDb'],
  ];
  it.each(cases)('%s', (_what, raw, expected) => {
    expect(normalizeDocumentText(raw, 1000)).toBe(expected);
  });

  it('cuts at the limit without splitting a surrogate pair', () => {
    expect(normalizeDocumentText('abcdef', 4)).toBe('abcd');
    expect(normalizeDocumentText('ab😀cd', 3)).toBe('ab');
    expect(normalizeDocumentText('ab😀cd', 4)).toBe('ab😀');
  });
});

describe('extractText', () => {
  it('reads every page of a PDF', async () => {
    const pdf = await pdfWithPages([
      'De bouwtekeningen zijn goedgekeurd.',
      'Tweede pagina: de werkzaamheden in drie categorieën.',
    ]);
    expect(await extractText(pdf, 'pdf')).toBe(
      'De bouwtekeningen zijn goedgekeurd.\n\nTweede pagina: de werkzaamheden in drie categorieën.',
    );
  });

  it('reads a PDF LibreOffice made, with its embedded font subsets', async () => {
    const text = await extractText(fixtures.pdf, 'pdf');
    for (const phrase of OFFERTE_PHRASES) expect(text).toContain(phrase);
  });

  it('leaves the caller its PDF bytes (pdf.js would take them over)', async () => {
    const pdf = new Uint8Array(await pdfWithPages(['bouwtekeningen']));
    await extractText(pdf, 'pdf');
    expect(pdf.byteLength).toBeGreaterThan(0);
  });

  it('reads the body of a docx: paragraphs, runs split mid-word, table cells, escaped characters', async () => {
    const docx = docxWithBody(
      wordParagraph('Offerte voor de ', 'bouw', 'tekeningen') +
        wordParagraph('De ', 'werk', 'zaamheden', ' vallen in drie categorieën.') +
        wordTable([
          ['Fase', 'Coördinator'],
          ['Sloopwerk', 'Bakker & Zonen'],
        ]),
    );
    const lines = (await extractText(docx, 'docx')).split(/\n+/);
    expect(lines).toEqual([
      'Offerte voor de bouwtekeningen',
      'De werkzaamheden vallen in drie categorieën.',
      'Fase',
      'Coördinator',
      'Sloopwerk',
      'Bakker & Zonen',
    ]);
  });

  it('reads a docx LibreOffice made', async () => {
    const text = await extractText(fixtures.docx, 'docx');
    for (const phrase of OFFERTE_PHRASES) expect(text).toContain(phrase);
  });

  it('reads the body of a Word 97-2003 .doc LibreOffice made, table rows as tab-separated lines', async () => {
    const text = await extractText(fixtures.doc, 'doc');
    for (const phrase of OFFERTE_PHRASES) expect(text).toContain(phrase);
    expect(text.split('\n')).toContain('Sloopwerk\tSjoerd Bakker');
  });

  it('reads every sheet of an xlsx exceljs wrote: names, rows, rich text, formula results, dates', async () => {
    expect(await extractText(await begrotingXlsx(), 'xlsx')).toBe(
      [
        'Begroting',
        'Omschrijving\tBedrag',
        'bouwtekeningen\t1250.5',
        'werkzaamheden\t2501',
        '02-01-2026',
        '',
        'Coördinatie',
        'Geïnteresseerde aannemers\tcategorieën',
      ].join('\n'),
    );
  });

  it('reads an xlsx LibreOffice made', async () => {
    expect(await extractText(fixtures.xlsx, 'xlsx')).toBe(BEGROTING_TEXT);
  });

  it('reads every sheet of an xls (BIFF8) SheetJS wrote', async () => {
    expect(await extractText(begrotingXls(), 'xls')).toBe(BEGROTING_TEXT);
  });

  it('reads an xls LibreOffice made', async () => {
    expect(await extractText(fixtures.xls, 'xls')).toBe(BEGROTING_TEXT);
  });

  it('keeps at most limits.documentText.maxChars characters', async () => {
    const docx = docxWithBody(wordParagraph('werkzaamheden '.repeat(160_000)));
    const text = await extractText(docx, 'docx');
    expect(text).toHaveLength(limits.documentText.maxChars);
    expect(text.startsWith('werkzaamheden werkzaamheden')).toBe(true);
  });

  it.each([
    ['pdf', 'a spreadsheet', () => begrotingXls()],
    ['xlsx', 'a Word document', () => docxWithBody(wordParagraph('werkzaamheden'))],
    ['xls', 'plain text', () => Buffer.from('werkzaamheden;bouwtekeningen\n')],
    ['doc', 'a PDF', () => pdfWithPages(['werkzaamheden'])],
  ] as const)('refuses a %s that holds %s', async (kind, _what, file) => {
    await expect(extractText(await file(), kind)).rejects.toThrow();
  });
});

describe('extractInWorker', () => {
  const kinds = ['pdf', 'doc', 'docx', 'xls', 'xlsx'] as const;

  it('has defaults of 30 s and 256 MB', () => {
    expect([EXTRACT_TIMEOUT_MS, EXTRACT_MEMORY_MB]).toEqual([30_000, 256]);
  });

  it('starts its worker from the .ts source beside it, here under vitest', () => {
    const entry = extractWorkerEntry();
    expect(entry.pathname.endsWith('/modules/search/extract/extract-worker.ts')).toBe(true);
    expect(fs.existsSync(entry)).toBe(true);
  });

  it.each(kinds)('reads a %s in a worker, taking over the bytes rather than copying them', async (kind) => {
    const bytes = new Uint8Array(fixtures[kind]);
    const outcome = await extractInWorker(bytes, kind);
    expect(outcome.ok).toBe(true);
    expect(outcome.ok && outcome.text).toContain('categorieën');
    expect(bytes.byteLength).toBe(0);
  });

  it('copies a small Buffer from Node’s shared pool instead of taking the pool away from its neighbours', async () => {
    const neighbour = Buffer.from('bouwtekeningen');
    const small = pdfFile();
    expect(small.buffer).toBe(neighbour.buffer);
    expect(await extractInWorker(small, 'pdf')).toEqual({ ok: true, text: '' });
    expect([small.subarray(0, 8).toString(), neighbour.toString()]).toEqual(['%PDF-1.4', 'bouwtekeningen']);
  });

  it.each(kinds)('answers unreadable for a truncated %s', async (kind) => {
    const truncated = fixtures[kind].subarray(0, Math.floor(fixtures[kind].length / 2));
    expect(await extractInWorker(truncated, kind)).toMatchObject({ ok: false, reason: 'unreadable' });
  });

  it.each(kinds)('answers unreadable for random bytes as a %s', async (kind) => {
    const noise = Buffer.alloc(20_000, 0);
    for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 7919 + 13) % 251;
    expect(await extractInWorker(noise, kind)).toMatchObject({ ok: false, reason: 'unreadable' });
  });

  it('answers timeout for a file that takes longer than timeoutMs, and leaves no thread behind', async () => {
    await extractInWorker(new Uint8Array(fixtures.pdf), 'pdf');
    const threadsBefore = threadCount();
    const started = performance.now();
    const outcome = await extractInWorker(new Uint8Array(bigPdf), 'pdf', {
      timeoutMs: 300,
      maxMemoryMb: 256,
    });
    expect(outcome).toMatchObject({ ok: false, reason: 'timeout' });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(threadCount()).toBeLessThanOrEqual(threadsBefore);
  });

  it('answers memory for a spreadsheet bigger than the heap limit, and the same file reads with the default', async () => {
    const rows = xlsxWithRows(30_000);
    const outcome = await extractInWorker(new Uint8Array(rows), 'xlsx', {
      timeoutMs: 30_000,
      maxMemoryMb: 16,
    });
    expect(outcome).toMatchObject({ ok: false, reason: 'memory', detail: 'over the 16 MB heap limit' });
    const read = await extractInWorker(new Uint8Array(rows), 'xlsx');
    expect(read.ok && read.text.split('\n').slice(0, 3)).toEqual([
      'Planning',
      'werkzaamheden 1\t1',
      'werkzaamheden 2\t2',
    ]);
  });

  it('answers memory for a decompression bomb that grows the process outside the heap', async () => {
    const bomb = await pdfBomb(256);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const limitsUsed = { timeoutMs: 30_000, maxMemoryMb: 64 };
    expect(await extractInWorker(new Uint8Array(fixtures.pdf), 'pdf', limitsUsed)).toMatchObject({
      ok: true,
    });
    const rssBefore = process.memoryUsage.rss();
    const outcome = await extractInWorker(bomb, 'pdf', limitsUsed);
    expect(outcome).toMatchObject({ ok: false, reason: 'memory' });
    expect(outcome.ok || outcome.detail).toMatch(/^the process grew by \d+ MB while reading$/);
    expect(process.memoryUsage.rss() - rssBefore).toBeLessThan(400 * 1024 * 1024);
  });

  it('keeps the event loop turning while a 10 MB PDF is read', async () => {
    expect(bigPdf.length).toBeGreaterThan(10_000_000);
    expect(bigPdf.length).toBeLessThanOrEqual(limits.uploadMaxBytes);
    const bytes = new Uint8Array(bigPdf);
    const loop = watchEventLoop();
    const outcome = await extractInWorker(bytes, 'pdf');
    const { longestGapMs, mostCpuInAGapMs } = loop.stop();
    const text = outcome.ok ? outcome.text : '';
    expect(text.length).toBe(limits.documentText.maxChars);
    expect(
      ['Pagina 1. De bouwtekeningen', 'Pagina 500. De bouwtekeningen'].map((page) => text.includes(page)),
    ).toEqual([true, true]);
    // Read on this thread, the same file keeps it busy for seconds without a tick. Here, between two ticks the
    // thread never worked long (its own CPU time, which other processes' load does not change)...
    expect(mostCpuInAGapMs).toBeLessThan(100);
    // ...and the longest pause stays small by the clock too, unless the machine has more runnable work than cores
    // (then the scheduler alone delays a tick by a few hundred ms).
    const machineBusy = os.loadavg()[0]! >= os.availableParallelism();
    expect(longestGapMs).toBeLessThan(machineBusy ? 1_000 : 200);
  });

  it('starts its worker from an esbuild bundle as `npm start` builds it', async () => {
    const { build } = await import('esbuild');
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'extract-bundle-'));
    try {
      // The bundle's folder layout: apps/server/dist beside apps/server/src.
      const serverSrc = fileURLToPath(new URL('../src', import.meta.url));
      fs.symlinkSync(serverSrc, path.join(root, 'src'), 'dir');
      const entry = path.join(root, 'entry.ts');
      const extractModule = path.join(serverSrc, 'modules/search/extract/extract-in-worker.ts');
      fs.writeFileSync(
        entry,
        `import fs from 'node:fs';
import { extractInWorker } from ${JSON.stringify(extractModule)};

const outcome = await extractInWorker(new Uint8Array(fs.readFileSync(process.argv[2])), 'doc');
process.stdout.write(JSON.stringify(outcome));`,
      );
      await build({
        entryPoints: [entry],
        outdir: path.join(root, 'dist'),
        bundle: true,
        splitting: true,
        format: 'esm',
        platform: 'node',
        target: 'node22',
        logLevel: 'silent',
      });
      const doc = fileURLToPath(new URL('./fixtures/search/offerte.doc', import.meta.url));
      const run = spawnSync(process.execPath, [path.join(root, 'dist/entry.js'), doc], { encoding: 'utf8' });
      expect(run.stderr).toBe('');
      const outcome = JSON.parse(run.stdout);
      expect(outcome.ok).toBe(true);
      expect(outcome.text).toContain('Wij verdelen de werkzaamheden in drie categorieën');
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
