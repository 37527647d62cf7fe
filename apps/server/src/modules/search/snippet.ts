/**
 * A hit's snippet: a few words of its text around the words the search matched, HTML-escaped, with <mark> around
 * each matched word and no other markup. Made here rather than with the database's ts_headline, which on PGlite (WASM
 * on the server's thread) parses and stems every word it is given: about a third of a rare word's search
 * (bench/search.ts). Which words match is still the database's answer: a word is marked when its plain form (lowercase,
 * unaccented) starts with the word being typed, or when its Dutch stem is one of the query's; a word that might stem
 * to one of them is looked up in the database (wordsToLookUp, then queries.ts's wordFormsOf), every other word is not.
 */

import { plainText } from './query-terms.ts';

/** What a snippet marks, as the database made it of the query (queries.ts). */
export interface MarkedTerms {
  /** The Dutch stems of the query's words ('bouwteken' for 'bouwtekeningen'). */
  stems: ReadonlySet<string>;
  /** The plain forms of the word being typed: a word starting with one is marked ('bouwteke'). */
  prefixes: readonly string[];
  /** The part of each stem and prefix a word that stems alike must hold (stemHint). */
  hints: readonly string[];
  /** Where a long text's snippet is looked for first: the longest word searched, plain. */
  needle: string;
}

/** A word's forms as the database makes them: its Dutch stems and its plain forms. */
export interface WordForms {
  stems: string[];
  forms: string[];
}

/** What the database said of the words looked up, by the word in lowercase. */
export type LookedUp = ReadonlyMap<string, WordForms>;

/** At most this many words in one part of a snippet, and this many of them before its first mark. */
const FRAGMENT_WORDS = 18;
const WORDS_BEFORE = 6;
/** At most this many parts, joined by FRAGMENT_DELIMITER. */
const FRAGMENTS = 2;
const FRAGMENT_DELIMITER = ' … ';
/**
 * A text longer than this is read in a window around the first place its needle starts a word: room for a part of a
 * snippet and most of a second, without reading every word of a 4,000-character chunk. It is read whole when the
 * needle starts no word (it matched by its stem alone) or the window marks nothing (the word it starts did not match).
 */
const WINDOW_CHARS = 320;
const WINDOW_BEFORE = 100;

/**
 * The part of a stem every word with that stem holds: Dutch stemming takes suffixes off and changes the last letters
 * of what is left ('werkzaamheden' stems to 'werkzam', 'katten' to 'kat'), so a word is looked up when it holds the
 * stem but its last two letters (anywhere in it: a stemmer that takes a prefix off too is still asked).
 * test/search.test.ts holds this against both engines' stemmer over a list of words.
 */
export const stemHint = (stem: string) => stem.slice(0, Math.max(2, stem.length - 2));

export function markedTerms(stems: string[], prefixes: string[], needle: string): MarkedTerms {
  return { stems: new Set(stems), prefixes, hints: [...stems, ...prefixes].map(stemHint), needle };
}

interface Word {
  start: number;
  end: number;
  text: string;
}

type Verdict = 'marked' | 'unmarked' | 'look up';

/** A text as a snippet reads it: its words (in its window, or all), and what each is before any look-up. */
export interface Reading {
  text: string;
  words: Word[];
  verdicts: Verdict[];
  /** Whether only a window of the text was read. */
  windowed: boolean;
}

/** A word: letters and digits (with any accents written as marks of their own, 'e\u0308'). */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;
const ASCII_WORD = /^[A-Za-z0-9]+$/;
const LETTER_OR_DIGIT = /[\p{L}\p{N}\p{M}]/u;

function wordsIn(text: string, from: number, to: number): Word[] {
  const words: Word[] = [];
  for (const match of text.slice(from, to).matchAll(WORD)) {
    const start = from + match.index;
    words.push({ start, end: start + match[0].length, text: match[0] });
  }
  // A window's edges may cut a word: those halves are left out.
  if (from > 0 && LETTER_OR_DIGIT.test(text[from - 1])) words.shift();
  if (to < text.length && LETTER_OR_DIGIT.test(text[to])) words.pop();
  return words;
}

/** A word's plain form when it can be told here (letters a-z and digits once the accents are off), else null. */
function plainForm(word: string): string | null {
  if (ASCII_WORD.test(word)) return word.toLowerCase();
  const form = plainText(word);
  return ASCII_WORD.test(form) ? form : null;
}

const startsWithAny = (form: string, prefixes: readonly string[]) => {
  for (const prefix of prefixes) if (form.startsWith(prefix)) return true;
  return false;
};

function verdictOf(word: string, terms: MarkedTerms): Verdict {
  const form = plainForm(word);
  if (form === null) return 'look up';
  if (startsWithAny(form, terms.prefixes)) return 'marked';
  for (const hint of terms.hints) if (form.includes(hint)) return 'look up';
  return 'unmarked';
}

/** Whether a word the database was asked about matches: by its plain form as typed, or by its stem. */
function matchesAsLookedUp(forms: WordForms | undefined, terms: MarkedTerms): boolean {
  if (!forms) return false;
  if (forms.forms.some((form) => startsWithAny(form, terms.prefixes))) return true;
  return forms.stems.some((stem) => terms.stems.has(stem) || startsWithAny(stem, terms.prefixes));
}

/** The first place in `haystack` (the text, or the text in lowercase) where the needle starts a word; -1: none. */
function wordStartAt(text: string, haystack: string, needle: string): number {
  let at = haystack.indexOf(needle);
  while (at > 0 && LETTER_OR_DIGIT.test(text[at - 1])) at = haystack.indexOf(needle, at + 1);
  return at;
}

/** Where a long text is read: the first place its needle starts a word, as written, else in lowercase; -1: none. */
function needleAt(text: string, needle: string): number {
  const at = wordStartAt(text, text, needle);
  if (at >= 0) return at;
  const lower = text.toLowerCase();
  // toLowerCase keeps every position in Dutch text; where it does not ('İ'), the whole text is read.
  return lower.length === text.length ? wordStartAt(text, lower, needle) : -1;
}

/** Reads a text for its snippet: around its needle when it is long (unless `whole`), else all of it. */
export function readingOf(text: string, terms: MarkedTerms, whole = false): Reading {
  const at = whole || text.length <= WINDOW_CHARS ? -1 : needleAt(text, terms.needle);
  const from = Math.max(0, at - WINDOW_BEFORE);
  const words = at < 0 ? wordsIn(text, 0, text.length) : wordsIn(text, from, from + WINDOW_CHARS);
  return { text, words, verdicts: words.map((word) => verdictOf(word.text, terms)), windowed: at >= 0 };
}

/** The words of these readings whose match only the database can tell (lowercase, once each). */
export function wordsToLookUp(readings: Reading[]): string[] {
  const words = new Set<string>();
  for (const { words: read, verdicts } of readings) {
    for (const [index, verdict] of verdicts.entries()) {
      if (verdict === 'look up') words.add(read[index].text.toLowerCase());
    }
  }
  return [...words];
}

/**
 * Which words each part shows, [first, past the last) in the list of words: the first part holds its mark after up to
 * WORDS_BEFORE words (fewer near the end, so it still shows FRAGMENT_WORDS), a next one the first mark past it. A part
 * that would start where the one before ends lengthens that one instead (still a part of its own in the count).
 */
function fragmentsOf(count: number, marks: number[]): Array<[number, number]> {
  if (count <= FRAGMENT_WORDS) return [[0, count]];
  const fragments: Array<[number, number]> = [];
  let parts = 0;
  for (const mark of marks) {
    const previous = fragments.at(-1);
    if (parts === FRAGMENTS) break;
    if (!previous) {
      const from = Math.max(0, Math.min(mark - WORDS_BEFORE, count - FRAGMENT_WORDS));
      fragments.push([from, from + FRAGMENT_WORDS]);
      parts += 1;
    } else if (mark >= previous[1]) {
      const from = Math.max(previous[1], mark - WORDS_BEFORE);
      const end = Math.min(count, from + FRAGMENT_WORDS);
      if (from === previous[1]) previous[1] = end;
      else fragments.push([from, end]);
      parts += 1;
    }
  }
  return fragments.length > 0 ? fragments : [[0, FRAGMENT_WORDS]];
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text between words as HTML, its white space as single spaces (a word, letters and digits, needs no escaping). */
const escapeHtml = (text: string) =>
  text === ' ' ? text : text.replace(/\s+/g, ' ').replace(/[&<>"']/g, (c) => ENTITIES[c]);

/**
 * A reading's snippet, or null when a window marked nothing (then read the whole text: readingOf with `whole`). The
 * words to look up must be in `lookedUp` (wordsToLookUp); one that is not there is not marked. A short text is shown
 * whole, a long one in up to two parts of up to 18 words around its first marks.
 */
export function snippetOf(reading: Reading, terms: MarkedTerms, lookedUp: LookedUp): string | null {
  const { text, words, verdicts, windowed } = reading;
  const marked = verdicts.map((verdict, index) =>
    verdict === 'look up'
      ? matchesAsLookedUp(lookedUp.get(words[index].text.toLowerCase()), terms)
      : verdict === 'marked',
  );
  const marks = marked.flatMap((isMark, index) => (isMark ? [index] : []));
  if (windowed && marks.length === 0) return null;
  if (words.length === 0) return escapeHtml(text.trim());
  const showsAll = !windowed && words.length <= FRAGMENT_WORDS;
  return fragmentsOf(words.length, marks)
    .map(([first, end]) => {
      let html = '';
      let at = showsAll ? text.length - text.trimStart().length : words[first].start;
      for (let index = first; index < end; index += 1) {
        const word = words[index];
        html += escapeHtml(text.slice(at, word.start));
        html += marked[index] ? `<mark>${word.text}</mark>` : word.text;
        at = word.end;
      }
      if (showsAll) html += escapeHtml(text.slice(at).trimEnd());
      return html;
    })
    .join(FRAGMENT_DELIMITER);
}
