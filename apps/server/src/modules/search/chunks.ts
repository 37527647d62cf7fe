/**
 * A document's text in pieces of at most `size` characters, cut at a space or a line break where one is near the
 * end, so a word is rarely split between two chunks (a split word is still found by its other half's prefix).
 */
export function chunksOf(text: string, size: number): string[] {
  const chunks: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(start + size, text.length);
    if (end < text.length) {
      const cut = text.lastIndexOf(' ', end);
      const lineCut = text.lastIndexOf('\n', end);
      const best = Math.max(cut, lineCut);
      if (best > start + size / 2) end = best + 1;
    }
    const chunk = text.slice(start, end).trim();
    if (chunk.length > 0) chunks.push(chunk);
    start = end;
  }
  return chunks;
}
