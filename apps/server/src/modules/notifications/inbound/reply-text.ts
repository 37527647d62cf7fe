import EmailReplyParser from 'email-reply-parser';

/** Longer bodies are cut first: a reply is read from the top, and the parser's patterns stay cheap. */
const MAX_SCANNED_CHARS = 100_000;

/**
 * Quote headers the parser does not know: Dutch Outlook's separators and header block (also without an address in
 * brackets), Apple Mail's Dutch attribution. Each matches the first line of the quoted history.
 */
const SEPARATOR =
  /^\s*-{2,}\s*(oorspronkelijk bericht|origineel bericht|doorgestuurd bericht|original message|forwarded message)\s*-{2,}\s*$/i;
const HEADER_FROM = /^\s*\*?(van|from)\s*:\*?\s*\S/i;
const HEADER_NEXT = /^\s*\*?(verzonden|sent|datum|date|aan|to)\s*:\*?\s*\S/i;
const APPLE_DUTCH =
  /^[>\s]*op\s.{3,200}\s(heeft\s.{1,200}\shet volgende geschreven|schreef\s.{1,200})\s*:\s*$/i;

/** A horizontal rule above a quote (Outlook's, or an HTML mail's <hr> as text) belongs to the quote. */
const RULE = /^\s*[-_=]{5,}\s*$/;

function withRuleAbove(lines: string[], index: number): number {
  let above = index - 1;
  while (above >= 0 && (lines[above] as string).trim() === '') above -= 1;
  return above >= 0 && RULE.test(lines[above] as string) ? above : index;
}

function firstQuoteLine(lines: string[]): number {
  return withRuleAbove(lines, firstQuoteHeader(lines));
}

function firstQuoteHeader(lines: string[]): number {
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] as string;
    const withNext = `${line} ${lines[index + 1] ?? ''}`;
    if (SEPARATOR.test(line) || APPLE_DUTCH.test(line) || APPLE_DUTCH.test(withNext)) return index;
    if (HEADER_FROM.test(line) && lines.slice(index + 1, index + 4).some((next) => HEADER_NEXT.test(next)))
      return index;
  }
  return lines.length;
}

/**
 * What the person wrote in their reply, without the quoted history and signature: email-reply-parser (Crisp's,
 * in daily use on a million inbound mails) knows Gmail's 'On ... wrote:' and 'Op ... schreef ...:', Outlook's
 * 'From:'/'Van: NAME <EMAIL>' blocks and '-----Original Message-----', '>' quoting, '-- ' and 'Sent from my ...'
 * signatures; the few Dutch forms it misses are cut here first.
 */
export function replyText(body: string): string {
  // PostgreSQL text holds no NUL character; a mail may.
  const lines = body.replaceAll('\u0000', '').replace(/\r\n?/g, '\n').slice(0, MAX_SCANNED_CHARS).split('\n');
  const kept = lines.slice(0, firstQuoteLine(lines)).join('\n');
  return new EmailReplyParser()
    .read(kept)
    .getVisibleText()
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
