import type { ContentCoding } from './catalogue-snapshot';

/** The best coding the client accepts: brotli, then gzip, else none (RFC 9110 Accept-Encoding). */
export function chooseCoding(acceptEncoding: string | undefined): ContentCoding {
  if (!acceptEncoding) return 'identity';
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(token.trim(), Number.isFinite(value) ? value : 0);
  }
  const accepts = (coding: string) => (q.get(coding) ?? q.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip') || (q.get('x-gzip') ?? 0) > 0) return 'gzip';
  return 'identity';
}

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
