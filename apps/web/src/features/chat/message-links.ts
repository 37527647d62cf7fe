/** A piece of a chat message: text as written, or a web address as written with the address it opens. */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// An address starts at http:// or https:// (any case), not glued to a word before it, and runs to the next space or
// a character that cannot stand in one unescaped (quotes and angle brackets around it, a backtick).
const CANDIDATE = /(?<![\p{L}\p{N}_])https?:\/\/[^\s<>"`]+/giu;

// Said after an address rather than part of it: a full stop, a comma, a closing quote...
const TRAILING = /[.,;:!?'‘’“”«»…*_~]$/u;
const CLOSERS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

const count = (text: string, char: string) => text.split(char).length - 1;

/** The address without what follows it in a sentence; a closing bracket stays when it closes one in the address. */
function trimTrailing(candidate: string): string {
  let address = candidate;
  for (;;) {
    const last = address.at(-1) ?? '';
    const opener = CLOSERS[last];
    if (TRAILING.test(last) || (opener !== undefined && count(address, last) > count(address, opener)))
      address = address.slice(0, -1);
    else return address;
  }
}

/** Only a web address with a host opens: http or https, never javascript:, data: or a bare scheme. */
function webAddress(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? text : null;
}

/**
 * A message cut into its text and the http(s) addresses in it, every character kept in order (joined again the
 * parts are the message); the web renders them as text nodes and links, never as HTML.
 */
export function splitLinks(message: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let textStart = 0;
  for (const match of message.matchAll(CANDIDATE)) {
    const text = trimTrailing(match[0]);
    const href = webAddress(text);
    if (href === null) continue;
    if (match.index > textStart) parts.push({ kind: 'text', text: message.slice(textStart, match.index) });
    parts.push({ kind: 'link', text, href });
    textStart = match.index + text.length;
  }
  if (textStart < message.length) parts.push({ kind: 'text', text: message.slice(textStart) });
  return parts;
}
