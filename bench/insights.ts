// Bag insights benchmark: the coverage grid, role coverage, overlaps and the suggestions for
// every missing role of a 100-disc bag, over the real 1,079-disc catalogue (../shared/data),
// for each arm. Prints JSON with p50/p99 wall milliseconds per computation, with the catalogue
// prepared once (as the app does) and with its preparation included. No test asserts these.
import { existsSync, readFileSync } from 'node:fs';
import { normaliseCatalogue } from '../src/core/disc/normalise';
import {
  bagInsights,
  insightDiscFromCatalogue,
  prepareCatalogue,
  type InsightDisc,
} from '../src/core/insights/insights';
import { ARM_CLASSES } from '../src/core/insights/roles';
import { percentile } from './stats';

const DATA = new URL('../../shared/data/discit-discs-2024-09-16.json', import.meta.url).pathname;

if (!existsSync(DATA)) {
  console.log(JSON.stringify({ insights: { skipped: `${DATA} not found` } }));
  process.exit(0);
}
const { discs: catalogue } = normaliseCatalogue(
  JSON.parse(readFileSync(DATA, 'utf8')) as unknown[],
);
// 100 discs spread over the catalogue (every k-th), leaving out the fairway band so that three
// roles are missing and their suggestions are computed too.
const pool = catalogue.filter((d) => d.speed === null || d.speed < 7 || d.speed >= 10);
const step = Math.floor(pool.length / 100);
const bag: InsightDisc[] = Array.from({ length: 100 }, (_, i) => ({
  ...insightDiscFromCatalogue(pool[i * step]!),
  key: `bag-${i}`,
}));

function time(run: () => unknown, rounds: number): number[] {
  const samples: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  return samples;
}
const stat = (s: number[]) => ({
  p50: +percentile(s, 50).toFixed(3),
  p90: +percentile(s, 90).toFixed(3),
  p99: +percentile(s, 99).toFixed(3),
});

const prepared = prepareCatalogue(catalogue);
let k = 0;
const arm = () => ARM_CLASSES[k++ % ARM_CLASSES.length]!;
time(() => bagInsights(bag, prepared, arm()), 200); // warm-up
const cpuStart = process.cpuUsage();
const warm = time(() => bagInsights(bag, prepared, arm()), 1000);
const cpu = process.cpuUsage(cpuStart);
// CPU time per computation: unlike wall time, not inflated when the machine is busy.
const cpuMs = +((cpu.user + cpu.system) / 1000 / 1000).toFixed(3);
const cold = time(() => bagInsights(bag, prepareCatalogue(catalogue), arm()), 1000);
const sample = bagInsights(bag, prepared, 'average');

console.log(
  JSON.stringify({
    insights: {
      bagDiscs: bag.length,
      catalogueDiscs: catalogue.length,
      budgetMs: 5,
      missingRoles: sample.missing.length,
      overlapGroups: sample.overlaps.length,
      cpuMs,
      prepared: stat(warm),
      withPreparation: stat(cold),
    },
  }),
);
