/**
 * ts_headline marks matches with these two characters (StartSel, StopSel), which are taken out of the text first: a
 * snippet is then escaped as text, and only the marks become markup. ts_headline itself passes markup through.
 */
export const MARK_START = '\u0001';
export const MARK_END = '\u0002';

/**
 * The characters of markup, swapped for control characters before ts_headline sees the text: its parser takes '<b>'
 * for a tag and drops it (and '&lt;' for an entity), so the snippet would lose what the person wrote.
 */
export const MARKUP_STAND_INS: ReadonlyArray<[character: string, standIn: string]> = [
  ['<', '\u0003'],
  ['>', '\u0004'],
  ['&', '\u0005'],
];

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '\u0003': '&lt;',
  '\u0004': '&gt;',
  '\u0005': '&amp;',
};

/** A headline as the API's snippet: HTML-escaped text with <mark> around the matched words, and no other markup. */
export function snippetHtml(headline: string): string {
  let open = false;
  let html = '';
  for (const character of headline) {
    if (character === MARK_START && !open) {
      html += '<mark>';
      open = true;
    } else if (character === MARK_END && open) {
      html += '</mark>';
      open = false;
    } else if (character !== MARK_START && character !== MARK_END) {
      html += ENTITIES[character] ?? character;
    }
  }
  return open ? `${html}</mark>` : html;
}
