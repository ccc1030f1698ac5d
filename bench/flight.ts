// Flight chart benchmark: lays out a 20-disc bag's flight chart (model, labels, SVG paths) for
// every arm and both throws, as the chart does on each settings change. Prints JSON with the
// p50/p90/p99 wall milliseconds per layout and the CPU milliseconds per layout. No test asserts
// these times.
import { modelLayout, numbersLayout } from '../src/web/components/charts/flight-layout';
import type { ChartDisc } from '../src/web/components/charts/chart-discs';
import { percentile } from './stats';

const NUMBERS: Array<[string, number, number, number, number]> = [
  ['Aviar', 2, 3, 0, 1],
  ['Luna', 3, 3, 0, 3],
  ['Zone', 4, 3, 0, 3],
  ['Buzzz', 5, 4, -1, 1],
  ['Mako3', 5, 5, 0, 0],
  ['Roc3', 5, 4, 0, 3],
  ['Leopard3', 7, 5, -2, 1],
  ['Teebird', 7, 5, 0, 2],
  ['Firebird', 9, 3, 0, 4],
  ['Sidewinder', 9, 5, -3, 1],
  ['Thunderbird', 9, 5, 0, 2],
  ['Wraith', 11, 5, -1, 3],
  ['Destroyer', 12, 5, -1, 3],
  ['Zeus', 12, 5, -1, 3],
  ['Shryke', 13, 6, -2, 2],
  ['Boss', 13, 5, -1, 3],
  ['Force', 12, 5, 0, 3],
  ['Hades', 12, 6, -3, 2],
  ['Roadrunner', 9, 5, -4, 1],
  ['Felon', 9, 3, 0.5, 4],
];
const discs: ChartDisc[] = NUMBERS.map(([name, speed, glide, turn, fade], i) => ({
  id: String(i), name, brand: 'Bench', color: '#3B82F6', outline: '#000000',
  speed, glide, turn, fade, stability: 'Stable', summary: name,
})); // prettier-ignore

function time(run: () => unknown, rounds: number): number[] {
  const samples: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  return samples;
}

const arms = ['slow', 'average', 'fast'] as const;
let k = 0;
const thrower = () => {
  k += 1;
  return {
    arm: arms[k % 3] as (typeof arms)[number],
    throwType: k % 2 ? ('forehand' as const) : ('backhand' as const),
    handedness: 'righty' as const,
  };
};
time(() => modelLayout(discs, thrower(), 'feet', false), 200); // warm-up
const cpuStart = process.cpuUsage();
const model = time(() => modelLayout(discs, thrower(), 'feet', false), 2000);
const cpu = process.cpuUsage(cpuStart);
// CPU time per layout: unlike wall time, not inflated when the machine is busy with other work.
const cpuMsPerLayout = +((cpu.user + cpu.system) / 1000 / 2000).toFixed(3);
const narrow = time(() => modelLayout(discs, thrower(), 'metres', true), 2000);
const numbers = time(() => numbersLayout(discs, thrower(), 'feet', false), 2000);
const stat = (s: number[]) => ({
  p90: +percentile(s, 90).toFixed(3),
  p50: +percentile(s, 50).toFixed(3),
  p99: +percentile(s, 99).toFixed(3),
});
console.log(
  JSON.stringify({
    flight: {
      discs: discs.length,
      budgetMs: 16,
      cpuMsPerLayout,
      model: stat(model),
      narrow: stat(narrow),
      numbers: stat(numbers),
    },
  }),
);
