/** At most this many words of a query count: enough for a phrase, and the query stays small whatever is pasted. */
const MAX_WORDS = 12;

/** What a search looks for: the words as written (lowercase, accents off), the last one also as the start of a word. */
export interface SearchTerms {
  /** Every word but the last: found by its Dutch stem ('bouwtekening' finds 'bouwtekeningen'). */
  words: string[];
  /** The word being typed: by its stem, or as the start of a word ('bouwteke' finds 'bouwtekeningen'). */
  last: string;
}

/** Text in lowercase with its accents off ('Categorieën' -> 'categorieen'), as a query's words and snippets read it. */
export const plainText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/**
 * A query's words. Every character that is not a letter or a digit separates words, so no text is search syntax
 * ('"', '&', ':*', '!' are plain separators) and the words can go into a tsquery as they are. Accents go here and in
 * the index alike ('categorieen' finds 'categorieën'). Null when nothing searchable is left ('!!').
 */
export function searchTermsOf(text: string): SearchTerms | null {
  const words = plainText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, MAX_WORDS);
  const last = words.pop();
  return last === undefined ? null : { words, last };
}
