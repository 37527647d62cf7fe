import { describe, expect, it } from 'vitest';
import { type MessagePart, splitLinks } from './message-links.ts';

const links = (message: string) =>
  splitLinks(message).flatMap((part) => (part.kind === 'link' ? [part.text] : []));
const joined = (parts: MessagePart[]) => parts.map((part) => part.text).join('');

describe('splitLinks: the addresses in a chat message (issue 25)', () => {
  it.each([
    ['Zie https://bouw.test/planning voor de data', ['https://bouw.test/planning']],
    ['Tekening: http://bouw.test/a.pdf.', ['http://bouw.test/a.pdf']],
    ['(zie https://bouw.test/x)', ['https://bouw.test/x']],
    ['https://nl.wikipedia.org/wiki/Hal_(gebouw) is het', ['https://nl.wikipedia.org/wiki/Hal_(gebouw)']],
    ['https://nl.wikipedia.org/wiki/Hal_(gebouw)).', ['https://nl.wikipedia.org/wiki/Hal_(gebouw)']],
    ['Klaar? https://bouw.test/?a=1&b=2#deel!', ['https://bouw.test/?a=1&b=2#deel']],
    ['"https://bouw.test/citaat", zei hij', ['https://bouw.test/citaat']],
    ['<https://bouw.test/hoek>', ['https://bouw.test/hoek']],
    ['HTTPS://BOUW.TEST/GROOT', ['HTTPS://BOUW.TEST/GROOT']],
    ['twee: https://a.test, https://b.test;', ['https://a.test', 'https://b.test']],
    ['regel\nhttps://bouw.test/onder\nvolgende', ['https://bouw.test/onder']],
    ['poort https://bouw.test:8443/pad...', ['https://bouw.test:8443/pad']],
    ['javascript:alert(1)', []],
    ['data:text/html,<script>alert(1)</script>', []],
    ['ftp://bouw.test/bestand', []],
    ['mailto:piet@bouw.test', []],
    ['http:// los', []],
    ['https://', []],
    ['nohttps://bouw.test', []],
    ['www.bouw.test zonder schema', []],
    ['<a href="javascript:alert(1)">https://bouw.test</a>', ['https://bouw.test']],
  ])('%j links %j', (message, expected) => {
    expect(links(message)).toEqual(expected);
    expect(joined(splitLinks(message))).toBe(message);
  });

  it('opens each link at the address as written', () => {
    expect(splitLinks('Kijk op https://bouw.test/x?y=1.')).toEqual([
      { kind: 'text', text: 'Kijk op ' },
      { kind: 'link', text: 'https://bouw.test/x?y=1', href: 'https://bouw.test/x?y=1' },
      { kind: 'text', text: '.' },
    ]);
  });
});

/** A small seeded generator (mulberry32), so a failing case can be run again. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const text = (alphabet: string, min: number, max: number) =>
    Array.from({ length: min + Math.floor(next() * (max - min + 1)) }, () => pick([...alphabet])).join('');
  return { next, pick, text };
}

const WORD = 'abcdefghijklmnopqrstuvwxyzéë0123456789';
const PATH = `${WORD}-_~/%=&+@$,;:!*'(`;
const HOSTS = ['bouw.test', 'files.bouw.test', 'localhost:3000', '192.168.1.20', 'xn--bouw-9oa.test'];
const PUNCTUATION = ['', '.', ',', ')', '!', '?', ':', ';', '...', '.)', '"'];
const SPACES = [' ', '\n', '\t', '  '];

/** An address that ends in a letter or digit, so no punctuation after it can belong to it. */
function generatedAddress(random: ReturnType<typeof generator>): string {
  const scheme = random.pick(['http', 'https', 'HTTP', 'Https']);
  const path = random.next() < 0.7 ? `/${random.text(PATH, 0, 20)}${random.text(WORD, 1, 3)}` : '';
  return `${scheme}://${random.pick(HOSTS)}${path}`;
}

describe('splitLinks on generated messages', () => {
  it('finds every generated address exactly, keeps all the text, and links nothing else', () => {
    for (let seed = 1; seed <= 500; seed += 1) {
      const random = generator(seed);
      const addresses: string[] = [];
      let message = random.text(WORD, 0, 8);
      for (let part = 0; part < 1 + Math.floor(random.next() * 4); part += 1) {
        const address = generatedAddress(random);
        // Without its closing bracket the address could take a ')' after it as its own: balanced, it stays whole.
        const balanced = address.split('(').length - address.split(')').length;
        const full = address + ')'.repeat(Math.max(0, balanced));
        addresses.push(full);
        const opener = random.pick(['', '', '(', '"']);
        message += `${random.pick(SPACES)}${opener}${full}${random.pick(PUNCTUATION)}${random.pick(SPACES)}${random.text(WORD, 0, 8)}`;
      }
      const parts = splitLinks(message);
      expect(joined(parts), `seed ${seed}`).toBe(message);
      expect(links(message), `seed ${seed}: ${message}`).toEqual(addresses);
      for (const part of parts) if (part.kind === 'link') expect(part.href).toBe(part.text);
    }
  });

  it('links only http and https addresses, whatever the text', () => {
    const alphabet = 'ahjpstvrcid:/.<>"\' ()=&?#%\n\\';
    for (let seed = 1; seed <= 2000; seed += 1) {
      const random = generator(seed);
      const message =
        random.pick(['', 'http://', 'https://', 'javascript:', 'data:']) + random.text(alphabet, 0, 40);
      const parts = splitLinks(message);
      expect(joined(parts), `seed ${seed}`).toBe(message);
      for (const part of parts) {
        if (part.kind !== 'link') continue;
        expect(part.href, `seed ${seed}: ${message}`).toMatch(/^https?:\/\/[^\s]/i);
        expect(['http:', 'https:']).toContain(new URL(part.href).protocol);
        // Punctuation after it is the sentence's, and a closing bracket only its own when it closes one in it.
        expect(part.text).not.toMatch(/[.,;:!?]$/);
        if (part.text.endsWith(')'))
          expect(part.text.split('(').length).toBeGreaterThanOrEqual(part.text.split(')').length);
      }
    }
  });
});
