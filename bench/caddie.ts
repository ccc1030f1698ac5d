// The caddie (decision 0045). 1) Tee suggestions for a 30-disc bag from a 2,000-throw log, run
// in Chromium with the CPU slowed 4x (the DevTools protocol's Emulation.setCPUThrottlingRate):
// the caddie's discs from the throw summary and the arm, then the ranking with evidence words,
// as the scoring screen does on each hole; and the same with the summary made from the 2,000
// throws first (what a device without the server's summary would do). Goal: one frame (16 ms).
// 2) Strokes gained for 500 rounds of 18 described holes: the player's baseline fitted, then
// every disc's strokes gained and the putting rates, in Node and in the throttled page.
// Prints one JSON line (median and slowest of CADDIE_RUNS, 20). CHROME_PATH: Chromium. No test
// asserts these times.
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import path from 'node:path';
import { percentile } from './stats';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.CADDIE_RUNS ?? 20);
const root = path.resolve(import.meta.dirname, '..');

/** The workload, bundled for the page and run in Node too: returns each run's milliseconds. */
const ENTRY = `
import { caddieDiscs } from './src/core/caddie/from-throws';
import { rankTeeDiscs } from './src/core/caddie/tee';
import { playerBaseline } from './src/core/caddie/baseline';
import { strokesGainedByDisc } from './src/core/caddie/strokes-gained';
import { puttingRates } from './src/core/caddie/putting';
import { summariseThrows } from './src/core/throws/throw-summary';
import { seeded, strokesAround, testHole, testRound, testShot } from './src/core/testing/rounds';

const random = seeded(5);
const discs = Array.from({ length: 30 }, (_, i) => ({
  userDiscId: 'disc-' + i,
  name: 'Disc ' + i,
  flight: { speed: 1 + (i % 14), glide: 2 + (i % 5), turn: -(i % 4), fade: i % 5 },
}));
const throws = Array.from({ length: 2000 }, (_, i) => ({
  userDiscId: 'disc-' + (i % 20),
  throwType: i % 5 === 0 ? 'forehand' : 'backhand',
  effort: i % 6 === 0 ? 'controlled' : 'full',
  distanceFt: 150 + random() * 250,
  finishFt: random() * 60 - 30,
  thrownAt: new Date(Date.UTC(2026, 0, 1) + i * 60000).toISOString(),
}));
const summary = summariseThrows(throws);
const thrower = { arm: { maxFeet: 360 }, throwType: 'backhand', handedness: 'righty' };
const hole = { lengthFt: 280, shape: 'left' };

const rounds = Array.from({ length: 500 }, (_, r) =>
  testRound('r' + r, Array.from({ length: 18 }, (_, h) => {
    const length = Math.round(180 + random() * 400);
    const left = Math.round(10 + random() * 80);
    const rest = Math.max(1, strokesAround(1 + 1.06 * Math.log1p(left / 60), random));
    const shots = [
      testShot({ userDiscId: 'disc-' + (h % 12), throwType: 'backhand', effort: 'full', distanceFt: length - left, toBasketFt: left, result: 'fairway' }),
      ...Array.from({ length: rest - 1 }, () => testShot({ userDiscId: 'disc-29', toBasketFt: 4 })),
      testShot({ userDiscId: 'disc-29', result: 'basket' }),
    ];
    return { hole: testHole(String(h + 1), 3, length, 'straight'), strokes: 1 + rest, shots };
  })),
);

function time(fn, runs) {
  const out = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    out.push(performance.now() - t);
  }
  return out;
}

export function runCaddie(runs) {
  return {
    suggest: time(() => rankTeeDiscs(caddieDiscs(discs, summary, thrower), hole, 'feet'), runs),
    suggestFromLog: time(
      () => rankTeeDiscs(caddieDiscs(discs, summariseThrows(throws), thrower), hole, 'feet'),
      runs,
    ),
    strokesGained: time(() => {
      const b = playerBaseline(rounds);
      strokesGainedByDisc(rounds, b);
      puttingRates(rounds);
    }, Math.max(3, Math.round(runs / 4))),
  };
}
`;

async function bundle(format: 'iife' | 'esm'): Promise<string> {
  const out = await build({
    stdin: { contents: ENTRY, resolveDir: root, loader: 'ts', sourcefile: 'caddie-entry.ts' },
    bundle: true,
    write: false,
    format,
    globalName: format === 'iife' ? 'caddieBench' : undefined,
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
  });
  return out.outputFiles[0]!.text;
}

type Times = Record<'suggest' | 'suggestFromLog' | 'strokesGained', number[]>;
const figures = (t: Times) =>
  Object.fromEntries(
    Object.entries(t).map(([k, v]) => [
      k,
      { medianMs: +percentile(v, 50).toFixed(2), slowestMs: +Math.max(...v).toFixed(2) },
    ]),
  );

async function inChromium(script: string): Promise<Times> {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.setContent('<!doctype html><title>caddie bench</title>');
    await page.addScriptTag({ content: script });
    return await page.evaluate(
      (runs) =>
        (
          globalThis as unknown as { caddieBench: { runCaddie: (n: number) => Times } }
        ).caddieBench.runCaddie(runs),
      RUNS,
    );
  } finally {
    await browser.close();
  }
}

async function inNode(script: string): Promise<Times> {
  const url = `data:text/javascript;base64,${Buffer.from(script).toString('base64')}`;
  const mod = (await import(url)) as { runCaddie: (n: number) => Times };
  return mod.runCaddie(RUNS);
}

const chromiumTimes = await inChromium(await bundle('iife'));
const nodeTimes = await inNode(await bundle('esm'));
console.log(
  JSON.stringify({
    bench: 'caddie',
    bag: 30,
    throws: 2000,
    rounds: 500,
    holesPerRound: 18,
    chromium4xCpu: figures(chromiumTimes),
    node: figures(nodeTimes),
    runs: RUNS,
  }),
);
