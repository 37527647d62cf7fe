/** Characters that only steer layout or hide inside words (soft hyphen, zero-width spaces, byte order mark). */
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;
/** NUL, which PostgreSQL's text refuses; it often pads text read as the wrong width, so it goes without a trace. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose
const NUL = /\u0000/g;
/** The other control characters except tab and newline: each becomes a space. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose
const CONTROL = /[\u0001-\u0008\u000B-\u001F\u007F-\u009F]/g;
const LINE_BREAK = /\r\n?|[\f\v\u0085\u2028\u2029]/g;
/** Half of a surrogate pair without its other half (String.prototype.toWellFormed is past our ES2023 lib). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A document's text as search stores it: what people type matches what the file holds, and the size is bounded.
 * NFKC folds the compatibility forms PDFs and word processors emit (the 'ﬁ' ligature, non-breaking spaces) into
 * plain letters and spaces, and composes 'e' + '¨' into 'ë'; lone surrogates become U+FFFD. Within a line runs of
 * spaces become one space and a run holding a tab one tab (spreadsheet cells); at most one blank line separates
 * paragraphs. The result keeps at most maxChars UTF-16 units, never splitting a surrogate pair.
 */
export function normalizeDocumentText(raw: string, maxChars: number): string {
  const text = raw
    .replace(LONE_SURROGATE, '\uFFFD')
    .normalize('NFKC')
    .replace(LINE_BREAK, '\n')
    .replace(INVISIBLE, '')
    .replace(NUL, '')
    .replace(CONTROL, ' ')
    .replace(/[^\S\n\t]+/g, ' ')
    .replace(/ *\t[\t ]*/g, '\t')
    .replace(/^[ \t]+|[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return capLength(text, maxChars);
}

function capLength(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const last = text.charCodeAt(maxChars - 1);
  const splitsPair = last >= 0xd800 && last <= 0xdbff;
  return text.slice(0, splitsPair ? maxChars - 1 : maxChars);
}
