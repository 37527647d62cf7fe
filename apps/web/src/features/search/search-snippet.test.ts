import { describe, expect, it } from 'vitest';
import { snippetParts } from './search-snippet.ts';

describe('a search snippet as text parts (contract: escaped text, <mark> around matches)', () => {
  it('splits plain text and marked words, in order', () => {
    expect(snippetParts('We plaatsen de <mark>zonnepanelen</mark> op het <mark>dak</mark>.')).toEqual([
      { text: 'We plaatsen de ', marked: false },
      { text: 'zonnepanelen', marked: true },
      { text: ' op het ', marked: false },
      { text: 'dak', marked: true },
      { text: '.', marked: false },
    ]);
  });

  it('turns the five escapes back into their characters, marked or not', () => {
    expect(
      snippetParts('Tom &amp; Jerry &lt;b&gt; &quot;zo&quot; &#39;n <mark>&lt;offerte&gt;</mark>'),
    ).toEqual([
      { text: 'Tom & Jerry <b> "zo" \'n ', marked: false },
      { text: '<offerte>', marked: true },
    ]);
  });

  it('keeps markup the server escaped as text: it never becomes an element', () => {
    expect(snippetParts('&lt;img src=x onerror=alert(1)&gt; <mark>prijs</mark>')).toEqual([
      { text: '<img src=x onerror=alert(1)> ', marked: false },
      { text: 'prijs', marked: true },
    ]);
  });

  it('unescapes once: an escaped escape stays readable as written', () => {
    expect(snippetParts('&amp;lt; is geen &lt;')).toEqual([{ text: '&lt; is geen <', marked: false }]);
  });

  it('gives a snippet without matches as one part, and an empty one as none', () => {
    expect(snippetParts('Offerte_Bouwtekening-v2.pdf')).toEqual([
      { text: 'Offerte_Bouwtekening-v2.pdf', marked: false },
    ]);
    expect(snippetParts('')).toEqual([]);
  });
});
