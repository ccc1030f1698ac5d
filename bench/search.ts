// Search benchmark: replays a fixed sequence of keystrokes and filter changes over the real
// 1,079-disc catalogue (../shared/data) and over 10,000 generated discs, with the indexed
// search and with a naive recompute-everything reference. Prints JSON with p50/p99 per query.
import { readFileSync, existsSync } from 'node:fs';
import { normaliseCatalogue } from '../src/core/disc/normalise';
import type { Disc } from '../src/core/disc/types';
import { runQueryNaive } from '../src/core/search/naive';
import { defaultQuery, type CatalogQuery } from '../src/core/search/query';
import { createSearchIndex, runQuery } from '../src/core/search/search-index';
import { percentile } from './stats';

const DATA = new URL('../../shared/data/discit-discs-2024-09-16.json', import.meta.url).pathname;

/** Deterministic PRNG so every run measures the same catalogue. */
function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generated(n: number): Disc[] {
  const rnd = mulberry32(42);
  const syll = [
    'ra',
    'zor',
    'fly',
    'buz',
    'dex',
    'ter',
    'on',
    'hawk',
    'star',
    'wra',
    'ith',
    'lux',
    'mi',
    'ka',
  ];
  const brands = Array.from(
    { length: 60 },
    (_, i) => `Brand ${String.fromCharCode(65 + (i % 26))}${i}`,
  );
  const cats = [
    'Distance Driver',
    'Hybrid Driver',
    'Control Driver',
    'Midrange',
    'Putter',
    'Approach',
  ];
  const pick = <T>(a: readonly T[]) => a[Math.floor(rnd() * a.length)]!;
  return Array.from({ length: n }, (_, i) => ({
    id: `gen-${i}`,
    name: `${pick(syll)}${pick(syll)}${pick(syll)} ${i}`,
    brand: pick(brands),
    category: pick(cats),
    speed: Math.round(rnd() * 28 + 2) / 2,
    glide: Math.round(rnd() * 6 + 1),
    turn: Math.round(rnd() * 12 - 10) / 2,
    fade: Math.round(rnd() * 10) / 2,
    stability: null,
    pic: null,
    color: null,
    background_color: null,
    link: null,
  }));
}

/** What a player does: type a name, fix a typo, switch field, add filters, page, sort. */
function scenario(): CatalogQuery[] {
  const steps: CatalogQuery[] = [];
  let q = defaultQuery();
  const push = (next: Partial<CatalogQuery>) => {
    q = { ...q, ...next };
    steps.push(q);
  };
  for (const word of ['destroyer', 'buzzz', 'zone', 'wraith']) {
    for (let i = 1; i <= word.length; i++) push({ term: word.slice(0, i), page: 1 });
    for (let i = word.length - 1; i >= 0; i--) push({ term: word.slice(0, i), page: 1 });
  }
  push({ field: 'brand', term: 'i' });
  push({ term: 'in' });
  push({ term: 'inn' });
  push({ term: 'innova' });
  push({ field: 'speed', term: '12' });
  push({ field: 'name', term: '', filters: [{ field: 'speed', operator: 'gte', value: '12' }] });
  push({
    filters: [...q.filters, { field: 'stability', operator: 'equals', value: 'Overstable' }],
  });
  push({ page: 2 });
  push({ sort: { field: 'speed', dir: 'desc' }, page: 1 });
  push({ filters: [q.filters[0]!] });
  push({ filters: [], sort: { field: 'name', dir: 'asc' } });
  push({ page: 3 });
  push({ pageSize: 100, page: 1 });
  push({ pageSize: 250, page: 2 });
  return steps;
}

function measure(run: (q: CatalogQuery) => unknown, steps: CatalogQuery[], rounds: number) {
  for (const q of steps) run(q); // warm-up
  const samples: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const q of steps) {
      const t = performance.now();
      run(q);
      samples.push(performance.now() - t);
    }
  }
  return { queries: samples.length, p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

function benchCatalogue(label: string, discs: Disc[], rounds: number) {
  const steps = scenario();
  const index = createSearchIndex(discs);
  const indexed = measure((q) => runQuery(index, q), steps, rounds);
  const naive = measure((q) => runQueryNaive(discs, q), steps, Math.max(1, Math.round(rounds / 4)));
  return {
    catalogue: label,
    discs: discs.length,
    indexed,
    naive,
    speedupP99: naive.p99 / indexed.p99,
  };
}

const results = [];
if (existsSync(DATA)) {
  const { discs } = normaliseCatalogue(JSON.parse(readFileSync(DATA, 'utf8')) as unknown[]);
  results.push(benchCatalogue('DiscIt 2024-09-16 (real)', discs, 200));
} else {
  console.error(`search bench: ${DATA} not found; measuring generated discs only.`);
}
results.push(benchCatalogue('generated', generated(10_000), 40));
console.log(JSON.stringify({ search: results }));
