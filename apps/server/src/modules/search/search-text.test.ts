import { describe, expect, it } from 'vitest';
import { chunksOf } from './chunks.ts';
import { searchTermsOf } from './query-terms.ts';
import { snippetHtml } from './snippet.ts';

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

describe('snippetHtml', () => {
  it('escapes the text and turns only the marks into <mark>', () => {
    expect(snippetHtml('a <b> & "c" \'d\' \u0001hit\u0002 e')).toBe(
      'a &lt;b&gt; &amp; &quot;c&quot; &#39;d&#39; <mark>hit</mark> e',
    );
    expect(snippetHtml('x \u0003img\u0004 \u0005 y')).toBe('x &lt;img&gt; &amp; y');
  });

  it('never leaves a mark open or lets a stray end mark through', () => {
    expect(snippetHtml('\u0002a \u0001b')).toBe('a <mark>b</mark>');
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
