import { unsliced, type Slices } from './time-slices';

/**
 * The catalogue's disc names, indexed once per catalogue state so that an import of thousands of
 * rows matches each row and suggests names for an unknown one without scanning the catalogue
 * per row.
 */

export interface CatalogueEntry {
  id: string;
  name: string;
  brand: string;
}

/** A name as compared: accents, case and punctuation set aside ('Dr. Hyzér' → 'dr hyzer'). */
export const normaliseName = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Names this many edits apart at most are suggested for an unknown one. */
const MAX_EDITS = 2;
/** How many suggestions a row gets at most. */
export const MAX_SUGGESTIONS = 3;

/** Levenshtein distance, or 99 when the lengths alone say it is over 3. */
export function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 3) return 99;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(
        prev[j]! + 1,
        cur[j - 1]! + 1,
        prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    prev = cur;
  }
  return prev[b.length]!;
}

/**
 * How close a catalogue name `n` is to the asked name `q` (both normalised), lower is closer: 0
 * the same, 1 one starts the other, 2 `n` contains `q`, 3 or 4 one or two edits apart. Over 4:
 * not close enough to suggest.
 */
export function closeness(q: string, n: string): number {
  if (n === q) return 0;
  if (n.startsWith(q) || q.startsWith(n)) return 1;
  if (n.includes(q)) return 2;
  return 2 + editDistance(q, n);
}

/** Every string made from `s` by deleting at most `k` of its characters (`s` itself included). */
function deletions(s: string, k: number, into: Set<string> = new Set()): Set<string> {
  into.add(s);
  if (k === 0) return into;
  for (let i = 0; i < s.length; i++) {
    const shorter = s.slice(0, i) + s.slice(i + 1);
    if (!into.has(shorter)) deletions(shorter, k - 1, into);
  }
  return into;
}

const collator = new Intl.Collator();

export interface CatalogueNames {
  readonly count: number;
  byId(id: string): CatalogueEntry | undefined;
  /** The disc of this brand and name (normalised comparison). */
  byBrandAndName(brand: string, name: string): CatalogueEntry | undefined;
  /** Every disc of this name, any brand (normalised comparison). */
  named(name: string): readonly CatalogueEntry[];
  /**
   * Up to three catalogue discs named like `name` ('Brand Name'), closest first (see
   * `closeness`), then in alphabetical order.
   */
  suggest(name: string): string[];
}

/** The catalogue by id, by brand and name, and by name (normalised), first entry kept. */
function lookupMaps(catalogue: readonly CatalogueEntry[]) {
  const byId = new Map<string, CatalogueEntry>();
  const byBrandName = new Map<string, CatalogueEntry>();
  const byName = new Map<string, CatalogueEntry[]>();
  for (const d of catalogue) {
    if (!byId.has(d.id)) byId.set(d.id, d);
    const key = `${normaliseName(d.brand)}|${normaliseName(d.name)}`;
    if (!byBrandName.has(key)) byBrandName.set(key, d);
    const n = normaliseName(d.name);
    const list = byName.get(n);
    if (list) list.push(d);
    else byName.set(n, [d]);
  }
  return { byId, byBrandName, byName };
}

/** What a suggestion looks up: the names, their suffixes in order, their deletions. */
interface SuggestionIndex {
  names: string[];
  nameIndex: Map<string, number>;
  longest: number;
  suffixes: { text: string; name: number }[];
  byDeletion: Map<string, number[]>;
  byName: Map<string, CatalogueEntry[]>;
}

async function suggestionIndex(
  byName: Map<string, CatalogueEntry[]>,
  slices: Slices,
): Promise<SuggestionIndex> {
  const names = [...byName.keys()].filter((n) => n !== '');
  const nameIndex = new Map(names.map((n, i) => [n, i]));
  const longest = names.reduce((m, n) => Math.max(m, n.length), 0);

  // Every suffix of every name, in code unit order, for a binary search.
  const suffixes: { text: string; name: number }[] = [];
  names.forEach((n, name) => {
    for (let at = 0; at < n.length; at++) suffixes.push({ text: n.slice(at), name });
  });
  suffixes.sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));

  const byDeletion = new Map<string, number[]>();
  for (const [name, n] of names.entries()) {
    if (slices.due()) await slices.pause();
    for (const v of deletions(n, MAX_EDITS)) {
      const list = byDeletion.get(v);
      if (list) list.push(name);
      else byDeletion.set(v, [name]);
    }
  }
  return { names, nameIndex, longest, suffixes, byDeletion, byName };
}

/** Names that contain q (and so those that start with it). */
function containing(suffixes: SuggestionIndex['suffixes'], q: string, into: Set<number>) {
  let lo = 0;
  let hi = suffixes.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (suffixes[mid]!.text < q) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < suffixes.length && suffixes[i]!.text.startsWith(q); i++) {
    into.add(suffixes[i]!.name);
  }
}

function suggestFrom(index: SuggestionIndex, name: string): string[] {
  const { names, nameIndex, longest, byDeletion, byName } = index;
  const q = normaliseName(name);
  if (q === '') return [];
  const candidates = new Set<number>();
  containing(index.suffixes, q, candidates);
  // Names that start q: each of q's beginnings looked up as a whole name.
  for (let len = 1; len <= Math.min(q.length, longest); len++) {
    const whole = nameIndex.get(q.slice(0, len));
    if (whole !== undefined) candidates.add(whole);
  }
  if (q.length <= longest + MAX_EDITS) {
    for (const v of deletions(q, MAX_EDITS)) {
      for (const n of byDeletion.get(v) ?? []) candidates.add(n);
    }
  }
  const best: { score: number; label: string }[] = [];
  for (const i of candidates) {
    const n = names[i]!;
    const score = closeness(q, n);
    if (score > 2 + MAX_EDITS) continue;
    for (const d of byName.get(n)!) keepBest(best, { score, label: `${d.brand} ${d.name}` });
  }
  return best.map((b) => b.label);
}

/**
 * Indexes the catalogue: by id, by brand and name, by name; for suggestions, the sorted suffixes
 * of every name (names containing, or starting with, what was typed) and every name with up to
 * two characters deleted (names within two edits: two strings within k edits share a string
 * reachable from each by at most k deletions). Linear in the catalogue's total name length
 * (times the deletions of each name), built in `slices`; a query then looks at a few hundred
 * keys, not every disc.
 */
export async function indexCatalogueNames(
  catalogue: readonly CatalogueEntry[],
  slices: Slices = unsliced,
): Promise<CatalogueNames> {
  const { byId, byBrandName, byName } = lookupMaps(catalogue);
  const index = await suggestionIndex(byName, slices);
  return {
    count: catalogue.length,
    byId: (id) => byId.get(id),
    byBrandAndName: (brand, name) =>
      byBrandName.get(`${normaliseName(brand)}|${normaliseName(name)}`),
    named: (name) => byName.get(normaliseName(name)) ?? [],
    suggest: (name) => suggestFrom(index, name),
  };
}

/** Keeps the MAX_SUGGESTIONS best distinct labels, best first. */
function keepBest(
  best: { score: number; label: string }[],
  item: { score: number; label: string },
) {
  if (best.some((b) => b.label === item.label)) return;
  const before = (a: typeof item, b: typeof item) =>
    a.score - b.score || collator.compare(a.label, b.label);
  let at = best.length;
  while (at > 0 && before(item, best[at - 1]!) < 0) at--;
  if (at >= MAX_SUGGESTIONS) return;
  best.splice(at, 0, item);
  if (best.length > MAX_SUGGESTIONS) best.pop();
}
