/** What the receiving mail server concluded about a mail's sender, from its Authentication-Results (RFC 8601). */
export type Authentication = 'pass' | 'fail' | 'unknown';

const RESULT = /(?:^|[;\s])(dmarc|dkim|spf)\s*=\s*([a-z]+)/gi;

/**
 * The verdict of the topmost Authentication-Results header (the one the nearest receiving server added). DMARC
 * decides when it was evaluated (it checks that the From domain is aligned); otherwise a DKIM or SPF pass holds, and
 * a DKIM or SPF fail refuses. No header, or nothing decisive in it: unknown (the From check still applies).
 */
export function authenticationOf(header: string | undefined): Authentication {
  if (!header) return 'unknown';
  const results = new Map<string, string[]>();
  for (const [, method, result] of header.matchAll(RESULT)) {
    const key = (method as string).toLowerCase();
    results.set(key, [...(results.get(key) ?? []), (result as string).toLowerCase()]);
  }
  const dmarc = results.get('dmarc') ?? [];
  if (dmarc.includes('pass')) return 'pass';
  if (dmarc.includes('fail')) return 'fail';
  const dkim = results.get('dkim') ?? [];
  const spf = results.get('spf') ?? [];
  if (dkim.includes('pass') || spf.includes('pass')) return 'pass';
  if (dkim.includes('fail') || spf.includes('fail')) return 'fail';
  return 'unknown';
}

/**
 * An automatic answer (out of office, vacation, a mailing list or bounce) is no reply of the person: it is dropped
 * without a bounce, or two robots would answer each other (RFC 3834).
 */
export function isAutomatic(header: (name: string) => string | undefined): boolean {
  const autoSubmitted = header('auto-submitted')?.trim().toLowerCase();
  if (autoSubmitted && autoSubmitted !== 'no') return true;
  if (header('x-autoreply') || header('x-autorespond')) return true;
  const precedence = header('precedence')?.trim().toLowerCase();
  return (
    precedence === 'bulk' || precedence === 'junk' || precedence === 'list' || precedence === 'auto_reply'
  );
}
