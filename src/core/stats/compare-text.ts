/** Made on first use: making an Intl collator costs milliseconds at a page's start. */
let collator: Intl.Collator | undefined;

/**
 * Alphabetical order for names shown to people: case- and accent-insensitive, numbers in
 * natural order ("Disc 2" before "Disc 10"), then a plain code-unit comparison so that the
 * result never depends on input order.
 */
export function compareText(a: string, b: string): number {
  collator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  const byCollator = collator.compare(a, b);
  if (byCollator !== 0) return byCollator;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Plain code-unit order, used for ids (UUIDv7: lexical order is creation order). */
export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
