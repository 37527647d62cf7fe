import type { PDFDocumentProxy } from 'unpdf/pdfjs';

/** A page's text as pdf.js lays it out: its text items in order, a line break where pdf.js sees a line end. */
async function pageText(pdf: PDFDocumentProxy, pageNumber: number): Promise<string> {
  const page = await pdf.getPage(pageNumber);
  try {
    const { items } = await page.getTextContent();
    return items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
  } finally {
    page.cleanup();
  }
}

/**
 * The text of a PDF's pages, pages apart by a blank line. unpdf carries a serverless build of Mozilla's pdf.js 6.1:
 * no canvas, no worker of its own, no network, and no eval (the font compiler behind CVE-2024-4367 is gone). Its
 * warnings about damaged files stay quiet: a file it cannot read throws. Pages are read one at a time (unpdf's own
 * extractText reads all at once, which holds every page in memory together), and reading stops once it holds twice
 * what the caller keeps: normalising takes away whitespace, far less than half of a real text.
 */
export async function readPdfText(bytes: Uint8Array, maxChars: number): Promise<string> {
  const { getDocumentProxy } = await import('unpdf');
  // pdf.js takes over (detaches) the buffer it is given, and refuses a Buffer: a plain copy leaves the caller's intact.
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  try {
    const pages: string[] = [];
    let length = 0;
    for (let pageNumber = 1; pageNumber <= pdf.numPages && length < 2 * maxChars; pageNumber += 1) {
      const text = await pageText(pdf, pageNumber);
      pages.push(text);
      length += text.length;
    }
    return pages.join('\n\n');
  } finally {
    await pdf.loadingTask.destroy();
  }
}
