/**
 * One name per disc manufacturer. The canonical spelling is DiscIt's (the catalogue we follow);
 * other sources and our own older data spell some makers differently ("Westside" for "Westside
 * Discs", "MVP Disc Sports" for "MVP"). Every import, the starter catalogue and the brand filter
 * pass brands through canonicalBrand, so a manufacturer is listed once.
 *
 * Matching is by brandKey: accents dropped, case ignored, and everything but letters and digits
 * removed, so "Latitude 64°", "latitude-64" and "Latitude64" are one key. A brand missing from the
 * table keeps its own spelling (spaces tidied); add a line here when a source spells a maker in a
 * new way.
 */

/** Canonical brand → the other spellings seen for it. The canonical spelling matches itself. */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  'Above Ground Level': ['AGL', 'AGL Discs'],
  'Axiom Discs': ['Axiom'],
  'Clash Discs': ['Clash'],
  'Daredevil Discs': ['Daredevil', 'Daredevil Disc Golf'],
  'Disc Golf UK': ['DGUK'],
  Discmania: ['Discmania Golf Discs'],
  Discraft: ['Discraft Discs'],
  'Dynamic Discs': ['Dynamic', 'Dynamic Disc'],
  'Elevation Disc Golf': ['Elevation', 'Elevation Discs'],
  'EV-7': ['EV7', 'EV-7 Discs'],
  Gateway: ['Gateway Disc Sports', 'Gateway Discs'],
  'Infinite Discs': ['Infinite'],
  Innova: ['Innova Champion Discs', 'Innova Discs'],
  'Jester Disc Golf': ['Jester', 'Jester Discs'],
  Kastaplast: ['Kasta', 'Kastaplast Discs'],
  'Latitude 64': ['Latitude 64°', 'Latitude 64 Golf Discs', 'Latitude', 'Lat 64', 'Lat64'],
  Legacy: ['Legacy Discs'],
  'Lone Star Discs': ['Lone Star', 'Lone Star Disc', 'Lone Star Disc Golf'],
  'Løft Discs': ['Loft', 'Løft', 'Loft Discs'],
  Millennium: ['Millennium Discs', 'Millenium'],
  'Mint Discs': ['Mint'],
  MVP: ['MVP Disc Sports', 'MVP Discs'],
  'Neptune Discs': ['Neptune'],
  Prodigy: ['Prodigy Disc', 'Prodigy Discs'],
  RPM: ['RPM Discs'],
  'Sacred Discs': ['Sacred'],
  Streamline: ['Streamline Discs'],
  'Thought Space Athletics': ['Thought Space', 'TSA'],
  'Trash Panda': ['Trash Panda Disc Golf'],
  Vibram: ['Vibram Disc Golf', 'Vibram Discs'],
  Viking: ['Viking Discs'],
  'Westside Discs': ['Westside'],
  'Wild Discs': ['Wild'],
  Yikun: ['Yikun Discs', 'Yikun Sports'],
};

/** A brand or name reduced for matching: no accents, lower case, letters and digits only. */
export function matchKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** The key brands are compared by ("Latitude 64°" and "latitude64" share one). */
export const brandKey = matchKey;

const CANONICAL_BY_KEY: ReadonlyMap<string, string> = new Map(
  Object.entries(ALIASES).flatMap(([canonical, aliases]) =>
    [canonical, ...aliases].map((spelling) => [brandKey(spelling), canonical] as const),
  ),
);

/** Every alias spelling with its canonical brand, for documentation and tests. */
export function brandAliases(): { alias: string; brand: string }[] {
  return Object.entries(ALIASES).flatMap(([brand, aliases]) =>
    aliases.map((alias) => ({ alias, brand })),
  );
}

/** The canonical spelling of a brand; brands not in the table keep theirs, spaces tidied. */
export function canonicalBrand(brand: string): string {
  const tidy = brand.trim().replace(/\s+/g, ' ');
  return CANONICAL_BY_KEY.get(brandKey(tidy)) ?? tidy;
}
