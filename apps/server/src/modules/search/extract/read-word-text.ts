/// <reference path="./word-extractor.d.ts" />

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The body text of a Word 2007+ document (.docx), paragraphs on lines of their own (mammoth's raw text). */
export async function readDocxText(bytes: Uint8Array): Promise<string> {
  const { default: mammoth } = await import('mammoth');
  const { value } = await mammoth.extractRawText({ buffer: asBuffer(bytes) });
  return value;
}

/** The body text of a Word 97-2003 document (.doc): word-extractor reads its OLE container and piece table. */
export async function readDocText(bytes: Uint8Array): Promise<string> {
  const { default: WordExtractor } = await import('word-extractor');
  const document = await new WordExtractor().extract(asBuffer(bytes));
  return document.getBody();
}
