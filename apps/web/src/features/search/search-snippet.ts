/** A piece of a snippet: plain text, or a matched word the server marked. */
export interface SnippetPart {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** The five entities the server escapes with, back to their characters; any other '&' stays as it is. */
const unescapeEntities = (html: string) =>
  html.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]);

/**
 * A search snippet (escaped text with <mark>…</mark> around matches, nothing else: contract search.ts) as parts to
 * render as text nodes: no markup of the snippet ever reaches the DOM as HTML.
 */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const add = (html: string, marked: boolean) => {
    if (html) parts.push({ text: unescapeEntities(html), marked });
  };
  const pattern = /<mark>([\s\S]*?)<\/mark>/g;
  let from = 0;
  for (const match of snippet.matchAll(pattern)) {
    add(snippet.slice(from, match.index), false);
    add(match[1], true);
    from = match.index + match[0].length;
  }
  add(snippet.slice(from), false);
  return parts;
}
