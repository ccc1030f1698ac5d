// Throws fit benchmark (decision 0008, fitting): a player's 5,000 logged throws (30 discs, four throw types,
// a fifth of them controlled) → each disc's measured flight and the fitted arm per throw type,
// as the "My throws" chart computes them. Prints JSON with the p50/p90/p99 wall milliseconds and
// the CPU milliseconds per run. Then a player at the ceiling with the whole log on one disc:
// 20,000 throws through myThrows (core/throws/my-arm: the fit and each disc's measured flight, as
// the bag page's chart asks for them), the median of 20 runs. No test asserts these times.
import { modelDistance } from '../src/core/flight/flight-model';
import {
  fitArms,
  measuredFlights,
  type FitThrow,
  type LoggedThrowType,
} from '../src/core/flight/throws-fit';
import type { Throw } from '../src/core/schemas/throw';
import { myThrows } from '../src/core/throws/my-arm';
import { percentile } from './stats';

const THROWS = 5000;
const TYPES: LoggedThrowType[] = ['backhand', 'forehand', 'roller', 'tomahawk'];
let seed = 42;
const rnd = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const discs = Array.from({ length: 30 }, (_, i) => ({
  id: `disc-${i}`,
  flight: { speed: 1 + (i % 14), glide: 2 + (i % 5), turn: -(i % 4), fade: i % 5 },
}));
const throws: FitThrow[] = Array.from({ length: THROWS }, (_, i) => {
  const disc = discs[i % discs.length]!;
  const throwType = TYPES[i % TYPES.length]!;
  const modelled = modelDistance(disc.flight, {
    arm: { maxFeet: 380 },
    throwType: throwType === 'forehand' ? 'forehand' : 'backhand',
    handedness: 'righty',
  });
  return {
    discId: disc.id,
    flight: disc.flight,
    distanceFt: modelled * (0.9 + 0.2 * rnd()),
    finishFt: 60 * rnd() - 30,
    throwType,
    effort: i % 5 === 0 ? 'controlled' : 'full',
  };
});

const run = () => ({ measured: measuredFlights(throws), arms: fitArms(throws) });
function time(rounds: number): number[] {
  const samples: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  return samples;
}

time(20); // warm-up
const cpuStart = process.cpuUsage();
const samples = time(200);
const cpu = process.cpuUsage(cpuStart);
const { arms } = run();

/** 20,000 throws of one disc (the ceiling), myThrows over them: 3 warm-up runs, then 20. */
function oneDiscTiming() {
  const n = 20_000;
  const flight = { speed: 12, glide: 5, turn: -1, fade: 3 };
  const log: Throw[] = Array.from({ length: n }, (_, i) => ({
    id: String(i),
    userDiscId: 'the-one',
    distanceFt: 250 + ((i * 37) % 120),
    throwType: 'backhand',
    effort: i % 5 === 0 ? 'controlled' : 'full',
    finishFt: ((i * 13) % 61) - 30,
    release: null,
    note: '',
    thrownAt: '2026-11-20T10:00:00.000Z',
    measuredBy: 'typed',
    gpsAccuracyM: null,
    createdAt: '',
    updatedAt: '',
  }));
  const runs: number[] = [];
  let cpu = { user: 0, system: 0 };
  for (let r = 0; r < 23; r++) {
    if (r === 3) cpu = process.cpuUsage();
    const t0 = performance.now();
    myThrows(log, () => flight, 'backhand');
    if (r >= 3) runs.push(performance.now() - t0);
  }
  const used = process.cpuUsage(cpu);
  return {
    throws: n,
    discs: 1,
    cpuMs: +((used.user + used.system) / 1000 / 20).toFixed(3),
    p50: +percentile(runs, 50).toFixed(3),
  };
}
const oneDisc = oneDiscTiming();
console.log(
  JSON.stringify({
    throwsFit: {
      throws: THROWS,
      discs: discs.length,
      throwTypes: arms.length,
      cpuMs: +((cpu.user + cpu.system) / 1000 / 200).toFixed(3),
      p50: +percentile(samples, 50).toFixed(3),
      p90: +percentile(samples, 90).toFixed(3),
      p99: +percentile(samples, 99).toFixed(3),
      fittedBackhandFeet: arms[0]?.arm.maxFeet,
      oneDiscMyThrows: oneDisc,
    },
  }),
);
