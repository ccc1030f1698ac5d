// NUL characters and unpaired UTF-16 surrogates cannot be stored in PostgreSQL text or jsonb.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when a string can be stored as PostgreSQL text (no NUL, no unpaired surrogate). */
export function isStorableText(s: string): boolean {
  return !s.includes('\0') && !LONE_SURROGATE.test(s);
}
