import { limits } from '@dossier/contract';

const FALLBACK = 'document';

/**
 * The name a document is stored and offered under, from the name a browser sent: the last path segment only (no
 * folders, so '../../etc/passwd.pdf' is 'passwd.pdf'), without control, format (bidi overrides, zero-width) or lone
 * surrogate characters, without characters Windows refuses, without leading dots and trailing dots or spaces, and at
 * most limits.documentFilenameMax characters with its extension kept. Hand-written: a few rules, no library fits.
 */
export function sanitiseFilename(sent: string | undefined): string {
  const lastSegment = (sent ?? '').normalize('NFC').split(/[/\\]/).at(-1) ?? '';
  const cleaned = lastSegment
    .replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/gu, ' ')
    .replace(/^[\s.]+/u, '')
    .replace(/[\s.]+$/u, '');
  return shortened(cleaned || FALLBACK, limits.documentFilenameMax);
}

/** At most max characters (code points), cutting the name before its extension. */
function shortened(name: string, max: number): string {
  const characters = Array.from(name);
  if (characters.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(name.slice(dot)) : [];
  if (extension.length >= max / 2) return characters.slice(0, max).join('');
  const base = Array.from(name.slice(0, dot > 0 ? dot : undefined));
  return `${base
    .slice(0, max - extension.length)
    .join('')
    .trimEnd()}${extension.join('')}`;
}
