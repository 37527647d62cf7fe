import { describe, expect, it } from 'vitest';
import { chunksOf } from './chunks.ts';
import { searchTermsOf } from './query-terms.ts';
import {
  type LookedUp,
  type MarkedTerms,
  markedTerms,
  readingOf,
  snippetOf,
  wordsToLookUp,
} from './snippet.ts';

// Issue 22: expected answers written by hand.
describe('searchTermsOf', () => {
  it.each([
    ['bouwtekening', { words: [], last: 'bouwtekening' }],
    ['Categorieën', { words: [], last: 'categorieen' }],
    ['artikel 7', { words: ['artikel'], last: '7' }],
    ['"artikel & 7"', { words: ['artikel'], last: '7' }],
    ['artikel:* | !7 <-> (x)', { words: ['artikel', '7'], last: 'x' }],
    ['Offerte_Bouwtekening-v2.pdf', { words: ['offerte', 'bouwtekening', 'v2'], last: 'pdf' }],
    ['  Ærø café  ', { words: ['ærø'], last: 'cafe' }],
  ])('%j -> %j', (text, terms) => {
    expect(searchTermsOf(text)).toEqual(terms);
  });

  it('finds nothing to search in punctuation alone, and keeps at most 12 words', () => {
    expect(searchTermsOf('!! && :*')).toBeNull();
    const many = Array.from({ length: 20 }, (_, n) => `woord${n}`).join(' ');
    const terms = searchTermsOf(many);
    expect(terms?.words).toHaveLength(11);
    expect(terms?.last).toBe('woord11');
  });
});

describe('snippets', () => {
  // As the database makes them of the query 'bouwteke' (its Dutch stem, and the word as typed).
  const typing = markedTerms(['bouwteke'], ['bouwteke'], 'bouwteke');
  const snippet = (text: string, terms: MarkedTerms, lookedUp: LookedUp = new Map()) =>
    snippetOf(readingOf(text, terms), terms, lookedUp);

  it('marks the words starting with the word being typed, and shows a short text whole', () => {
    expect(snippet('  De bouwtekeningen voor hal B zijn binnen. ', typing)).toBe(
      'De <mark>bouwtekeningen</mark> voor hal B zijn binnen.',
    );
    expect(
      snippet('Categoriee\u0308n bouwtekening', markedTerms(['categorieen'], ['categorieen'], 'categorieen')),
    ).toBe('<mark>Categoriee\u0308n</mark> bouwtekening');
    expect(snippet('Bouwtekening, BOUWTEKENINGEN en bouwtekeningetje', typing)).toBe(
      '<mark>Bouwtekening</mark>, <mark>BOUWTEKENINGEN</mark> en <mark>bouwtekeningetje</mark>',
    );
  });

  it('escapes the text: only <mark> is markup, and white space is one space', () => {
    expect(snippet('Zie <img src=x onerror=alert(1)> & "de" \'x\'\n\n bouwtekening', typing)).toBe(
      'Zie &lt;img src=x onerror=alert(1)&gt; &amp; &quot;de&quot; &#39;x&#39; <mark>bouwtekening</mark>',
    );
  });

  it("looks up the words that may share the query's stem, and marks those the database stems alike", () => {
    // The query 'bouwtekeningen': stem 'bouwteken'; 'bouwtekening' does not start with it as typed.
    const plural = markedTerms(['bouwteken'], ['bouwtekeningen'], 'bouwtekeningen');
    const text = 'De bouwtekening en de tekening zijn klaar';
    expect(wordsToLookUp([readingOf(text, plural)])).toEqual(['bouwtekening']);
    const lookedUp = new Map([['bouwtekening', { stems: ['bouwteken'], forms: ['bouwtekening'] }]]);
    expect(snippet(text, plural, lookedUp)).toBe('De <mark>bouwtekening</mark> en de tekening zijn klaar');
    // Not looked up: not marked.
    expect(snippet(text, plural)).toBe('De bouwtekening en de tekening zijn klaar');
  });

  it('looks up a word whose letters have no plain form here, and marks it by its form in the database', () => {
    const terms = markedTerms(['aero'], ['aero'], 'aero');
    const text = 'Levering op Ærø of in Aarhus';
    expect(wordsToLookUp([readingOf(text, terms)])).toEqual(['ærø']);
    const lookedUp = new Map([['ærø', { stems: ['aero'], forms: ['aero'] }]]);
    expect(snippet(text, terms, lookedUp)).toBe('Levering op <mark>Ærø</mark> of in Aarhus');
  });

  it('shows a text of more than 18 words in up to two parts of 18 around its first marks', () => {
    const terms = markedTerms(['ligger'], ['ligger'], 'ligger');
    const words = (marks: number[], count: number) =>
      Array.from({ length: count }, (_, n) => (marks.includes(n) ? 'ligger' : `w${n}`)).join(' ');
    expect(snippet(words([10, 35, 38], 40), terms)).toBe(
      'w4 w5 w6 w7 w8 w9 <mark>ligger</mark> w11 w12 w13 w14 w15 w16 w17 w18 w19 w20 w21' +
        ' … w29 w30 w31 w32 w33 w34 <mark>ligger</mark> w36 w37 <mark>ligger</mark> w39',
    );
    // A next part that would start where the first ends lengthens it; near the end, a part starts earlier.
    expect(snippet(words([2, 20], 40), terms)).toBe(
      'w0 w1 <mark>ligger</mark> w3 w4 w5 w6 w7 w8 w9 w10 w11 w12 w13 w14 w15 w16 w17' +
        ' w18 w19 <mark>ligger</mark> w21 w22 w23 w24 w25 w26 w27 w28 w29 w30 w31 w32 w33 w34 w35',
    );
    expect(snippet(words([38], 40), terms)).toBe(
      'w22 w23 w24 w25 w26 w27 w28 w29 w30 w31 w32 w33 w34 w35 w36 w37 <mark>ligger</mark> w39',
    );
    // No mark: the first 18 words.
    expect(snippet(words([], 30), terms)).toBe(
      'w0 w1 w2 w3 w4 w5 w6 w7 w8 w9 w10 w11 w12 w13 w14 w15 w16 w17',
    );
  });

  it('reads a long text around the first word its needle starts, and whole when that window marks nothing', () => {
    const filler = 'het werk gaat door '.repeat(30);
    expect(snippet(`${filler}De bouwtekeningen voor hal B zijn binnen.`, typing)).toBe(
      'werk gaat door het werk gaat door het werk gaat door De <mark>bouwtekeningen</mark> voor hal B zijn binnen',
    );
    // 'water dicht': the needle 'water' starts 'waterdichte' first, which matches neither word.
    const terms = markedTerms(['water', 'dicht'], ['dicht'], 'water');
    const text = `De waterdichte laag ${filler}en nu is het water dicht`;
    const lookedUp = new Map([
      ['waterdichte', { stems: ['waterdicht'], forms: ['waterdichte'] }],
      ['water', { stems: ['water'], forms: ['water'] }],
    ]);
    const window = readingOf(text, terms);
    expect(window.windowed).toBe(true);
    expect(snippetOf(window, terms, lookedUp)).toBeNull();
    expect(snippetOf(readingOf(text, terms, true), terms, lookedUp)).toBe(
      'het werk gaat door het werk gaat door het werk gaat door en nu is het <mark>water</mark> <mark>dicht</mark>',
    );
  });
});

describe('chunksOf', () => {
  it('cuts at a space near the end of each piece, and keeps every word', () => {
    const text = 'een twee drie vier vijf zes zeven acht';
    const chunks = chunksOf(text, 12);
    expect(chunks).toEqual(['een twee', 'drie vier', 'vijf zes', 'zeven acht']);
    expect(chunks.every((chunk) => chunk.length <= 12)).toBe(true);
  });

  it('cuts a text without spaces at the size', () => {
    expect(chunksOf('a'.repeat(25), 10)).toEqual(['a'.repeat(10), 'a'.repeat(10), 'a'.repeat(5)]);
    expect(chunksOf('', 10)).toEqual([]);
  });
});
