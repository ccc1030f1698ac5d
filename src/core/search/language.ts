/**
 * What a search needs from the player's language: its collation for the order of names, and the
 * words it shows for a disc's category and stability label, which a term may match as well as
 * the English ones. Without it a search compares code units and English words only.
 */
export interface SearchLanguage {
  /** A BCP 47 tag ('sv', 'fi'): names, brands and categories sort as that language orders them. */
  locale: string;
  /** The page's word for an English category or stability label (the same text when it has none). */
  word?: (english: string) => string;
}

/** Letters without a decomposition that players type without their mark. */
const PLAIN: Readonly<Record<string, string>> = {
  ß: 'ss',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
};

/**
 * Text as a term is compared with it: lowercased, marks taken off the letters ('Köln', 'köln'
 * and 'koln' are one text; å, ä, ö, õ, ü and š fold to a, a, o, o, u, s), so that a player finds a
 * disc with or without the marks their keyboard may lack.
 */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßøæœłđðþ]/g, (c) => PLAIN[c] ?? c);
}

/** The order of names in `locale` (numbers in natural order: "Disc 2" before "Disc 10"). */
export function nameCollator(locale: string): Intl.Collator {
  return new Intl.Collator(locale, { numeric: true });
}
