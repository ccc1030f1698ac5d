/**
 * Looking up a core message (core-messages.ts) in one language's table. Apart from the tables so
 * that a page can translate without carrying every English message.
 */

/**
 * `english` in `table`'s language, with `{name}` placeholders filled from `values`; English
 * itself when there is no table (English) or the text is not a core message (a message made
 * from data, which stays as it is).
 */
export function translateCore(
  english: string,
  table: Readonly<Record<string, string>> | null,
  values: Record<string, string | number> = {},
): string {
  const text = table && Object.hasOwn(table, english) ? table[english]! : english;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
