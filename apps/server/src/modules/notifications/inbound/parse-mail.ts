import type { ParsedMail } from 'mailparser';

/**
 * A raw mail (RFC 5322) parsed with mailparser, loaded on the first reply: it is one of the largest libraries of the
 * server (several MB of heap), and most instances never receive a mail.
 */
export async function parseMail(raw: Buffer | string): Promise<ParsedMail> {
  const { simpleParser } = await import('mailparser');
  return simpleParser(raw);
}
