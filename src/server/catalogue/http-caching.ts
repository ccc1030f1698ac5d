import type { ContentCoding } from '../http/compression';

/** A strong ETag per coding: the same JSON compressed differently is a different representation. */
export function etagFor(hash: string, coding: ContentCoding): string {
  return coding === 'identity' ? `"${hash}"` : `"${hash}-${coding === 'br' ? 'br' : 'gz'}"`;
}

/** If-None-Match (weak comparison) matches any coding's ETag of this hash, or '*'. */
export function matchesIfNoneMatch(header: string | undefined, hash: string): boolean {
  if (!header) return false;
  return header.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    if (tag === '*') return true;
    const m = /^"([^"]*)"$/.exec(tag);
    return m !== null && m[1]!.replace(/-(br|gz)$/, '') === hash;
  });
}
