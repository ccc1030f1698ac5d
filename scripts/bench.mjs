// npm run bench: builds the app, runs every benchmark in bench/ (each prints one JSON line),
// prints a summary of the speed figures (BENCHMARKS.md) (Lighthouse on /home and a 100-disc bag page
// with their LCP element, first start on an empty and an existing data folder, the 10,000-player
// scale figures with their plans) and writes BENCHMARKS.md with the machine, every figure and
// the budgets of docs/architecture.md.
//
// `npm run bench -- --only lighthouse,start,scale` runs only those (the names below) and prints
// the summary without writing BENCHMARKS.md. BENCH_DATABASE_URL (a PostgreSQL server) adds the
// PostgreSQL rows and the scale bench; BENCH_SCALE=0 and BENCH_BROWSER=0 skip those.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { sameNodeEnv } from './server-node-flags.mjs';

const run = (file) => {
  console.error(`\n== ${file}`);
  // On this script's own Node (e.g. Node 24 from the registry, run as `npx -y node@24 …`).
  const r = spawnSync('npx', ['tsx', file], {
    env: sameNodeEnv(),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (r.status !== 0) throw new Error(`${file} failed`);
  const line = r.stdout.trim().split('\n').pop();
  console.error(line);
  return JSON.parse(line);
};

const onlyArg = process.argv.indexOf('--only');
const only = onlyArg === -1 ? null : new Set(process.argv[onlyArg + 1]?.split(','));
const browserSkipped = { skipped: 'BENCH_BROWSER=0' };
/** The figures of bench/<file>.ts, unless --only leaves it out or `skip` says why not. */
const bench = (name, file, skip) => {
  if (only && !only.has(name)) return { skipped: 'not in --only' };
  if (skip) return skip;
  return run(`bench/${file}.ts`)[name];
};

execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit', env: sameNodeEnv() });
const search = bench('search', 'search');
const bundle = bench('bundle', 'bundle');
const api = bench('api', 'api');
const insights = bench('insights', 'insights');
const start = bench('start', 'start');
const signInTiming = bench('signInTiming', 'sign-in-timing');
const photos = bench('photos', 'photo-limits');
const backup = bench('backup', 'backup');
// The scale bench keeps its seeded database (bench_scale) between runs: bench/scale.ts.
const scale = bench(
  'scale',
  'scale',
  process.env.BENCH_SCALE === '0' && { skipped: 'BENCH_SCALE=0' },
);
const noBrowser = process.env.BENCH_BROWSER === '0' && browserSkipped;
const lighthouse = bench('lighthouse', 'lighthouse', noBrowser);
const largePlayer = bench('largePlayer', 'large-player', noBrowser);
const bagSort = bench('bagSort', 'bag-sort', noBrowser);
const importLoad = bench('importLoad', 'import-load');
const throwsFit = bench('throwsFit', 'throws-fit');
const fieldSession = bench('fieldSession', 'field-session', noBrowser);
const roundScoring = bench('roundScoring', 'round-scoring', noBrowser);
const throwReads = bench('throwReads', 'throw-reads');
const roundReads = bench('roundReads', 'round-reads');

/** The 500-disc sort in one line (bench/bag-sort.ts). */
const bagSortLine = (b) =>
  `main thread median ${b.mainThreadMs} ms, slowest ${b.mainThreadMsMax} ms (scripting ${b.scriptingMs}, style ${b.styleMs}, layout ${b.layoutMs}, paint ${b.paintMs}, other ${b.otherMs}) over ${b.sorts} sorts; the thread's CPU time without the slow-down ${b.cpuMsAt1x} ms (scripting ${b.cpuScriptingMsAt1x}, style and layout ${b.cpuStyleLayoutMsAt1x}, paint ${b.cpuPaintMsAt1x}); load average ${b.loadAverage.atStart.map((x) => x.toFixed(2)).join(', ')}`;

const fmt = (x, d = 0) => (typeof x === 'number' && Number.isFinite(x) ? x.toFixed(d) : 'n/a');
/** The speed summary `npm run bench` prints in one run. */
function summary() {
  const say = (s = '') => console.log(s);
  const load = os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(', ');
  say();
  say(`== Summary (load average now ${load}; ${os.cpus().length} cores)`);
  say();
  say('Lighthouse, mobile preset, median of the runs:');
  if (lighthouse.skipped) say(`  skipped: ${lighthouse.skipped}`);
  for (const p of lighthouse.pages ?? []) {
    if (p.page !== '/home' && !p.page.startsWith('/bags/')) continue;
    say(
      `  ${p.page}: performance ${fmt(p.score, 2)}, LCP ${p.lcpMs} ms, LCP element ${p.lcpElement}`,
    );
  }
  say();
  say('A 500-disc bag sorted (bench/bag-sort.ts; click to the next frame, 1280x800, CPU 4x):');
  if (bagSort.skipped) say(`  skipped: ${bagSort.skipped}`);
  else say(`  ${bagSortLine(bagSort)}`);
  say();
  say('Start to the first 200 from /api/health (median; peak RSS is VmHWM then):');
  if (start.skipped) say(`  skipped: ${start.skipped}`);
  else {
    const line = (label, s) =>
      say(
        `  ${label}: ${fmt(s.healthMs)} ms, peak RSS ${fmt(s.peakRssMb)} MB, ${fmt(s.rssAtHealthMb)} MB at health, ${fmt(s.rssAfterUseMb)} MB after a first use`,
      );
    line('empty data folder, from the database image', start.fresh);
    line('empty data folder without the image (initdb)', start.freshWithoutImage);
    line('existing data folder', start);
    say('  by Node, side by side (median; peak RSS is VmHWM at health):');
    for (const b of start.byNode ?? []) {
      say(
        `  Node ${b.node}: empty folder ${fmt(b.fresh.healthMs)} ms at ${fmt(b.fresh.peakRssMb)} MB peak; existing folder ${fmt(b.existing.healthMs)} ms at ${fmt(b.existing.peakRssMb)} MB peak`,
      );
    }
  }
  say();
  say('Scale on PostgreSQL:');
  if (scale.skipped) say(`  skipped: ${scale.skipped}`);
  else {
    say(
      `  ${scale.users} players, ${scale.bags} bags, ${scale.discsInBags} discs in bags (seed ${fmt(scale.seedSeconds, 1)} s${scale.seedReused ? ', reused' : ''})`,
    );
    const routes = [
      ['bag list', scale.bagListAt1000, scale.bagList],
      ['user-disc list (200 discs)', scale.userDiscListAt1000, scale.userDiscList],
    ];
    for (const [label, at, sat] of routes) {
      say(
        `  ${label}: at 1,000 req/s p50 ${at.p50} ms, p99 ${at.p99} ms (${at.non2xx} non-2xx); saturation ${fmt(sat.reqPerSec)} req/s, p99 ${sat.p99} ms`,
      );
    }
    for (const [name, plan] of Object.entries(scale.plans)) {
      say(`  plan, ${name}:`);
      for (const l of plan) say(`    ${l}`);
    }
  }
}
summary();
if (only) {
  console.error('\n--only: BENCHMARKS.md is left as it was');
  process.exit(0);
}

const n = (x, d = 0) => (typeof x === 'number' && Number.isFinite(x) ? x.toFixed(d) : 'n/a');
const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
const ok = (pass) => (pass ? 'met' : '**not met**');
const lines = [];
const out = (s = '') => lines.push(s);

out('# Benchmarks');
out();
out(`Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}.`);
out(
  `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${n(os.totalmem() / 2 ** 30)} GiB memory, Node ${process.version}, ${os.platform()} ${os.release()}.`,
);
out('Benchmarks print figures; no test asserts a time.');
out();
out('## API (autocannon, 50 connections, 10 s after a warm-up; the server in its own process)');
out();
out('| database | route | req/s | p50 ms | p99 ms | non-2xx | vs bare node:http |');
out('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
for (const base of [api.baseline, api.binaryBaseline]) {
  out(
    `| — | ${base.route} | ${n(base.reqPerSec)} | ${base.p50} | ${base.p99} | ${base.non2xx} | 100% |`,
  );
}
// A compressed body is compared with the bare server's answer of as many random bytes (bench/api.ts).
const baselineOf = (route) => (route.endsWith('(br)') ? api.binaryBaseline : api.baseline);
for (const run of api.runs) {
  for (const r of run.routes) {
    out(
      `| ${run.database} | ${r.route} | ${n(r.reqPerSec)} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${n((100 * r.reqPerSec) / baselineOf(r.route).reqPerSec)}% |`,
    );
  }
}
out();
out(
  `The catalogue (br) row is compared with the second baseline: autocannon reads a body of random bytes far slower than text of the same size, so ${n(api.binaryBaseline.reqPerSec)} req/s is the client's ceiling for the catalogue on this machine, not the server's.`,
);
out();
out(
  'Steady load at 1,000 req/s (signed in), open loop: one request a millisecond, evenly spaced, each timed from the moment it was due (bench/steady-load.ts says why not autocannon):',
);
out();
for (const run of api.runs) {
  out(
    `- ${run.database}, bag list: p50 ${run.bagListAt1000.p50} ms, p99 ${run.bagListAt1000.p99} ms (${n(run.bagListAt1000.reqPerSec)} req/s served).`,
  );
  out(
    `- ${run.database}, user-disc list (100 discs): p50 ${run.userDiscListAt1000.p50} ms, p99 ${run.userDiscListAt1000.p99} ms (${n(run.userDiscListAt1000.reqPerSec)} req/s served).`,
  );
}
out();
out('## Start (PGlite; median of the runs)');
out();
out(
  `- An existing data folder with the real catalogue, process start to the first 200 from /api/health: ${n(start.healthMs)} ms; memory (RSS) ${n(start.rssAtHealthMb)} MB at that moment (peak ${n(start.peakRssMb)} MB), ${n(start.rssAfterUseMb)} MB after a first catalogue, user-disc list and page request.`,
);
out(
  `- A first start on an empty data folder (the bundled starter catalogue), from the build's database image: ${n(start.fresh.healthMs)} ms, peak RSS ${n(start.fresh.peakRssMb)} MB, ${n(start.fresh.rssAtHealthMb)} MB at health, ${n(start.fresh.rssAfterUseMb)} MB after a first use.`,
);
out(
  `- The same without the image (PGlite's initdb in the server's process, as before decision 0035): ${n(start.freshWithoutImage.healthMs)} ms, peak RSS ${n(start.freshWithoutImage.peakRssMb)} MB, ${n(start.freshWithoutImage.rssAtHealthMb)} MB at health.`,
);
out(
  `- A second \`npm start\` (the build is current, so it is not rebuilt) to /api/health: ${n(start.npmStartMs)} ms.`,
);
out();
out(
  `The same starts on each supported Node (the floor of engines and .node-version; the rows above ran on ${start.node ?? 'n/a'}):`,
);
out();
out('| Node | empty folder ms | peak RSS MB | existing folder ms | peak RSS MB |');
out('| --- | ---: | ---: | ---: | ---: |');
for (const b of start.byNode ?? []) {
  out(
    `| ${b.node} | ${n(b.fresh.healthMs)} | ${n(b.fresh.peakRssMb)} | ${n(b.existing.healthMs)} | ${n(b.existing.peakRssMb)} |`,
  );
}
out();
out(
  `- Load average at the end of the start bench: ${start.loadAverage?.map((x) => x.toFixed(2)).join(', ')}.`,
);
out();
out(
  `## Backup (npm run backup from a running PGlite server: ${backup.players} players, ${backup.photos} photos of random pixels)`,
);
out();
out(
  `- Data folder ${n(backup.dataFolderMb)} MB, backup file ${n(backup.backupMb)} MB (tar + gzip: ${n(backup.tarGzipMb)} MB): backup ${n(backup.backupMs)} ms against tar + gzip's ${n(backup.tarGzipMs)} ms, restore ${n(backup.restoreMs)} ms against tar -x's ${n(backup.untarMs)} ms (medians of ${n(backup.runs)}).`,
);
out(
  `- Server memory (RSS): ${n(backup.serverRssBeforeMb)} MB before, peak ${n(backup.serverPeakAboveBeforeMb)} MB above that, ${n(backup.serverRssAfterMb)} MB after; the backup command's own peak (it packs the server's copy): ${n(backup.backupCommandPeakMb)} MB; the slowest /api/health while it ran: ${n(backup.slowestHealthDuringBackupMs)} ms (worst run ${n(backup.slowestHealthOfAllRunsMs)} ms; ${n(backup.slowestHealthDuringTarGzipMs)} ms during tar + gzip of the same folder).`,
);
out();
out(
  '## Search (core search, filter, sort and page; a fixed replay of keystrokes and filter changes)',
);
out();
out(
  '| catalogue | discs | queries | indexed p50 ms | indexed p99 ms | naive p50 ms | naive p99 ms | p99 ratio |',
);
out('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const s of search) {
  out(
    `| ${s.catalogue} | ${s.discs} | ${s.indexed.queries} | ${n(s.indexed.p50, 3)} | ${n(s.indexed.p99, 3)} | ${n(s.naive.p50, 3)} | ${n(s.naive.p99, 3)} | ${n(s.speedupP99, 1)}× |`,
  );
}
out();
out('## UI bundle (gzip level 9, read from dist/web)');
out();
out(
  `- Initial JavaScript: ${kb(bundle.initialJsGzipBytes)} (${bundle.initialJsFiles.join(', ')}).`,
);
out(`- Initial CSS: ${kb(bundle.initialCssGzipBytes)}.`);
out(
  '- Lazy chunks: ' +
    bundle.lazyChunks.map((c) => `${c.chunk} ${kb(c.gzipBytes)}`).join(', ') +
    '.',
);
out();
out(
  '## What a phone feels (Lighthouse 12, mobile preset: simulated slow 4G, 4x CPU; median of the runs)',
);
out();
if (lighthouse.skipped) {
  out(`Skipped: ${lighthouse.skipped}.`);
} else {
  out(
    `Debian's Chromium, the built app on the real server with a fresh data folder (${lighthouse.catalogue} catalogue), ${lighthouse.runsPerPage} runs per page; signed-in pages with the session cookie.`,
  );
  out();
  out('| page | performance | LCP ms | TBT ms | CLS | FCP ms | LCP element |');
  out('| --- | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const p of lighthouse.pages) {
    out(
      `| ${p.page} | ${n(p.score, 2)} | ${p.lcpMs} | ${p.tbtMs} | ${n(p.cls, 3)} | ${p.fcpMs} | ${p.lcpElement.replaceAll('|', '\\|')} |`,
    );
  }
}
out();
out('## Large player (200 bags, 5,000 discs, a 500-disc bag; Chromium, CPU slowed 4x)');
out();
if (largePlayer.skipped) {
  out(`Skipped: ${largePlayer.skipped}.`);
} else {
  out(
    `Main-thread time (DevTools Performance TaskDuration), median of ${largePlayer.runs} runs, ${largePlayer.catalogue} catalogue; the player made through the import in ${n(largePlayer.seedSeconds, 1)} s.`,
  );
  out();
  out(
    `- /home: ${largePlayer.homeMainThreadMs} ms of main-thread time (figures on screen after ${largePlayer.homeVisibleMs} ms).`,
  );
  out(
    `- The 500-disc bag page: ${largePlayer.bagPageMainThreadMs} ms (rows on screen after ${largePlayer.bagPageVisibleMs} ms).`,
  );
  out(
    `- A sort of that bag (click on a column header to the next frame): ${largePlayer.sortMainThreadMs} ms of main-thread time, next frame after ${largePlayer.sortFrameMs} ms (the slowest sort: ${largePlayer.sortMainThreadMsMax} ms).`,
  );
}
out();
out(
  '## A 500-disc sort (bench/bag-sort.ts; Chromium at 1280x800, CPU slowed 4x, a DevTools trace of each click)',
);
out();
if (bagSort.skipped) {
  out(`Skipped: ${bagSort.skipped}.`);
} else {
  out(
    `Main-thread time from the task that handles the click to the end of the next frame, ${bagSort.rowsRendered} rows on screen, ${bagSort.runs} runs of ${bagSort.sorts / bagSort.runs} clicks: ${bagSortLine(bagSort)}.`,
  );
}
out();
out('## Photos: what one hostile upload costs (server RSS and CPU from /proc; PGlite)');
out();
const statuses = (xs) => xs.join(', ');
out(
  `- Two 10900×10900 AVIFs of ${photos.twoAvif10900.bytes} bytes at once: ${statuses(photos.twoAvif10900.statuses)}; RSS ${photos.rssBeforeMb} MB before, +${photos.twoAvif10900.peakGrowthMb} MB at the peak, +${photos.twoAvif10900.growthLaterMb} MB ${photos.twoAvif10900.laterSeconds} s after.`,
);
out(
  `- Two 12 MP AVIFs (the largest let in) at once: ${statuses(photos.twoAvif12MpTaken.statuses)}; +${photos.twoAvif12MpTaken.peakGrowthMb} MB at the peak, +${photos.twoAvif12MpTaken.growthLaterMb} MB ${photos.twoAvif10900.laterSeconds} s after.`,
);
out(
  `- An interlaced 16-bit PNG of 10900²: ${photos.png16Interlaced10900.status}, +${photos.png16Interlaced10900.peakGrowthMb} MB at the peak. A ${photos.truncatedProgressiveJpeg.bytes}-byte cut-off progressive JPEG saying 10900²: ${photos.truncatedProgressiveJpeg.status}, +${photos.truncatedProgressiveJpeg.peakGrowthMb} MB.`,
);
out(
  `- A 1×100,000,000 PNG: ${photos.png1x100M.status} after ${photos.png1x100M.cpuMs} ms of server CPU.`,
);
out(
  `- ${photos.flood.uploads} uploads of ${photos.flood.fileMb} MB at once from one player: ${Object.entries(
    photos.flood.statuses,
  )
    .map(([s, k]) => `${k} × ${s}`)
    .join(
      ', ',
    )}, the slowest answered after ${photos.flood.slowestMs} ms, +${photos.flood.peakGrowthMb} MB at the peak; meanwhile another player's ${photos.flood.otherPlayerSmallUpload.bytes}-byte upload: ${photos.flood.otherPlayerSmallUpload.status} in ${photos.flood.otherPlayerSmallUpload.ms} ms.`,
);
out();
out('## Bag insights (grid, roles, overlaps and suggestions; real catalogue)');
out();
if (insights.skipped) {
  out(`Skipped: ${insights.skipped}.`);
} else {
  out(
    `${insights.bagDiscs}-disc bag over ${insights.catalogueDiscs} catalogue discs, ${insights.missingRoles} missing roles suggested for: p50 ${n(insights.prepared.p50, 3)} ms, p90 ${n(insights.prepared.p90, 3)} ms, p99 ${n(insights.prepared.p99, 3)} ms (CPU ${n(insights.cpuMs, 3)} ms each); with the catalogue prepared each time: p50 ${n(insights.withPreparation.p50, 3)} ms.`,
  );
}
out();
out('## Throws fit (bench/throws-fit.ts; measured flights and the fitted arm per throw type)');
out();
if (throwsFit.skipped) {
  out(`Skipped: ${throwsFit.skipped}.`);
} else {
  out(
    `${throwsFit.throws} throws of ${throwsFit.discs} discs, ${throwsFit.throwTypes} throw types fitted: p50 ${n(throwsFit.p50, 3)} ms, p90 ${n(throwsFit.p90, 3)} ms, p99 ${n(throwsFit.p99, 3)} ms (CPU ${n(throwsFit.cpuMs, 3)} ms each).`,
  );
}
out();
out(
  '## Field session (bench/field-session.ts; Chromium at 390x844, online then offline, a typed distance)',
);
out();
if (fieldSession.skipped) {
  out(`Skipped: ${fieldSession.skipped}.`);
} else {
  out(
    `${fieldSession.taps} taps: tap to the throw shown p50 ${n(fieldSession.tapToShownMs.p50)} ms, p95 ${n(fieldSession.tapToShownMs.p95)} ms; tap to saved p50 ${n(fieldSession.tapToSavedMs.p50)} ms, p95 ${n(fieldSession.tapToSavedMs.p95)} ms; offline, tap to shown and stored on the device p50 ${n(fieldSession.offlineTapToStoredMs.p50)} ms, p95 ${n(fieldSession.offlineTapToStoredMs.p95)} ms; the fit over ${fieldSession.fit.throws} throws ${n(fieldSession.fit.medianMs, 1)} ms.`,
  );
}
out();
out('## Round scoring (bench/round-scoring.ts; Chromium at 390x844, offline, CPU slowed 4x)');
out();
if (roundScoring.skipped) {
  out(`Skipped: ${roundScoring.skipped}.`);
} else {
  out(
    `${roundScoring.taps} taps on a hole's strokes: tap to shown, "saved on this device" and in the outbox in IndexedDB p50 ${n(roundScoring.offlineTapToSavedMs.p50)} ms, slowest ${n(roundScoring.offlineTapToSavedMs.slowest)} ms.`,
  );
}
out();
out(
  '## Sign-in timing (wrong password for an account vs an e-mail without one; PGlite, over HTTP)',
);
out();
out(
  `Medians of ${signInTiming.attemptsEach} interleaved attempts of each kind: known e-mail ${n(signInTiming.knownMedianMs, 1)} ms, unknown ${n(signInTiming.unknownMedianMs, 1)} ms, gap ${n(signInTiming.gapPercent, 1)}% (the design aims at no gap: src/server/auth/sign-in-timing.ts).`,
);
out();
out('## Scale (PostgreSQL)');
out();
if (scale.skipped) {
  out(`Skipped: ${scale.skipped}.`);
} else {
  out(
    `${scale.users} users, ${scale.bags} bags, ${scale.discsInBags} discs in bags (seeded in ${n(scale.seedSeconds, 1)} s${scale.seedReused ? ', the kept database reused' : ''}); load from 1,000 signed-in users in rotation; load average ${scale.loadAverage?.map((x) => x.toFixed(2)).join(', ')}.`,
  );
  out();
  out('| route | 1,000 req/s: p50 ms | p99 ms | saturation: req/s | p50 ms | p99 ms | non-2xx |');
  out('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  const scaleRoutes = [
    ['GET /api/bags', scale.bagListAt1000, scale.bagList],
    ['GET /api/user-discs (200 discs each)', scale.userDiscListAt1000, scale.userDiscList],
  ];
  for (const [label, at, sat] of scaleRoutes) {
    out(
      `| ${label} | ${at.p50} | ${at.p99} | ${n(sat.reqPerSec)} | ${sat.p50} | ${sat.p99} | ${at.non2xx + sat.non2xx} |`,
    );
  }
  out();
  out('The plans of the statements the routes run (taken from the repositories):');
  out();
  for (const [name, plan] of Object.entries(scale.plans)) {
    out(`Plan, ${name}:`);
    out();
    out('```');
    for (const l of plan) out(l);
    out('```');
    out();
  }
}
if (throwReads.runs) {
  out('## Throw reads at the ceiling (bench/throw-reads.ts; 20,000 throws, decision 0039)');
  out();
  out(
    '| database | read | JSON bytes | wire bytes (br) | median ms of 3 | five at once ms | health max ms |',
  );
  out('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
  for (const r of throwReads.runs) {
    for (const [path, f] of Object.entries(r.reads)) {
      const c = r.fiveConcurrentReads[path];
      out(
        `| ${r.database} | ${path} | ${f ? n(f.jsonBytes) : 'n/a'} | ${f ? n(f.wireBytes) : 'n/a'} | ${f ? n(f.medianMsOf3) : 'n/a'} | ${c ? n(c.fiveReadsMs) : 'n/a'} | ${c ? n(c.healthWorstMs) : 'n/a'} |`,
      );
    }
    const i = r.importOf20000;
    out(
      `| ${r.database} | import of the 20,000-throw export (${n(r.export.bytes)} bytes) | | | ${n(i.ms)} (${i.status}) | | ${n(i.healthWorstMs)} |`,
    );
  }
  out();
}
if (roundReads.runs) {
  out('## Rounds at the ceiling (bench/round-reads.ts; 10,000 rounds of one player)');
  out();
  out('| database | read | JSON bytes | median ms of 3 | five at once ms | health max ms |');
  out('| --- | --- | ---: | ---: | ---: | ---: |');
  for (const r of roundReads.runs) {
    for (const [path, f] of Object.entries(r.reads)) {
      const c = r.fiveConcurrentReads[path];
      out(
        `| ${r.database} | ${path} | ${n(f.jsonBytes)} | ${n(f.medianMsOf3)} | ${n(c.fiveReadsMs)} | ${n(c.healthWorstMs)} |`,
      );
    }
  }
  out();
}
out('## Import under load (bench/import-load.ts; the server in its own process, real catalogue)');
out();
out(
  'One import at a time while /api/health is asked one request after another; a stall shows as one long answer. Dry runs, except the last row of each database (a real 5,000-disc import).',
);
out();
out('| database | file | answer | import ms | health max ms | health p99 ms |');
out('| --- | --- | --- | ---: | ---: | ---: |');
const importFiles = {
  copies40k: '40,000 rows of one disc as copy 2',
  unknown30k: '30,000 unknown names',
  copies5k: '5,000 rows of one disc as copy 2',
  unknown5k: '5,000 unknown names',
  import5k: '5,000 discs in 10 bags (imported)',
};
for (const r of importLoad.runs) {
  for (const [key, label] of Object.entries(importFiles)) {
    const f = r[key];
    out(
      `| ${r.database} | ${label} | ${f.status} ${f.answer} | ${n(f.importMs)} | ${n(f.healthMaxMs)} | ${n(f.healthP99Ms)} |`,
    );
  }
}
const loop = importLoad.eventLoop;
if (!loop.skipped) {
  out();
  out(
    `The server's reading and planning code alone, sliced as the server slices it (one process): the longest piece of work between two event-loop turns took ${n(loop.csv2mbCopies.longestSliceCpuMs)} ms of CPU (${n(loop.csv2mbCopies.longestSliceMs)} ms wall) for a 2 MB CSV (refused at row 5,001), ${n(loop.csv5kUnknown.longestSliceCpuMs)} ms (${n(loop.csv5kUnknown.longestSliceMs)} ms) for 5,000 unknown names (${n(loop.csv5kUnknown.ms)} ms in all), ${n(loop.json5k.longestSliceCpuMs)} ms (${n(loop.json5k.longestSliceMs)} ms) for a 5,000-disc JSON export (${n(loop.json5k.ms)} ms); the catalogue's name index takes ${n(loop.indexBuildCpuMs)} ms of CPU to build (its longest piece ${n(loop.indexBuildLongestSliceCpuMs)} ms), once per catalogue state.`,
  );
}
out();
out('## Budgets (docs/architecture.md)');
out();
const pglite = api.runs.find((r) => r.database.startsWith('PGlite'));
const postgres = api.runs.find((r) => r.database === 'PostgreSQL');
const bagRoute = (r) => r?.routes.find((x) => x.route.startsWith('GET /api/bags'));
const real = search.find((s) => s.catalogue.includes('real'));
out('| budget | figure | status |');
out('| --- | --- | --- |');
out(
  `| bag list >= 2,500 req/s on PGlite | ${n(bagRoute(pglite)?.reqPerSec)} | ${ok(bagRoute(pglite)?.reqPerSec >= 2500)} |`,
);
out(
  `| bag list >= 5,000 req/s on PostgreSQL | ${postgres ? n(bagRoute(postgres).reqPerSec) : 'not run (set BENCH_DATABASE_URL)'} | ${postgres ? ok(bagRoute(postgres).reqPerSec >= 5000) : 'n/a'} |`,
);
out(
  `| p99 <= 25 ms at 1,000 req/s | ${api.runs.map((r) => `${r.database}: ${r.bagListAt1000.p99} ms`).join('; ')} | ${ok(api.runs.every((r) => r.bagListAt1000.p99 <= 25))} |`,
);
const discRoute = (r) => r?.routes.find((x) => x.route.startsWith('GET /api/user-discs'));
for (const r of api.runs) {
  out(
    `| user-disc list >= 3,000 req/s on ${r.database} | ${n(discRoute(r)?.reqPerSec)} | ${ok(discRoute(r)?.reqPerSec >= 3000)} |`,
  );
}
out(
  `| user-disc list p99 < 25 ms at 1,000 req/s | ${api.runs.map((r) => `${r.database}: ${r.userDiscListAt1000.p99} ms`).join('; ')} | ${ok(api.runs.every((r) => r.userDiscListAt1000.p99 < 25))} |`,
);
out(`| start to /api/health < 1 s | ${n(start.healthMs)} ms | ${ok(start.healthMs < 1000)} |`);
out(
  `| first start (empty folder) < 1.5 s, peak RSS < 250 MB | ${n(start.fresh.healthMs)} ms, ${n(start.fresh.peakRssMb)} MB | ${ok(start.fresh.healthMs < 1500 && start.fresh.peakRssMb < 250)} |`,
);
out(
  `| RSS after start < 200 MB | ${n(start.rssAtHealthMb)} MB | ${ok(start.rssAtHealthMb < 200)} |`,
);
out(`| second npm start < 2 s | ${n(start.npmStartMs)} ms | ${ok(start.npmStartMs < 2000)} |`);
out(
  `| catalogue <= 45 KB on the wire | ${kb(pglite?.catalogBrBytes ?? NaN)} brotli for ${pglite?.catalogDiscs} discs | ${ok(pglite?.catalogBrBytes <= 45 * 1024)} |`,
);
out(
  `| search p99 <= 0.5 ms (real catalogue) | ${real ? n(real.indexed.p99, 3) + ' ms' : 'n/a'} | ${real ? ok(real.indexed.p99 <= 0.5) : 'n/a'} |`,
);
out(
  `| bag insights p50 < 5 ms (100 discs, real catalogue) | ${insights.skipped ? 'n/a' : n(insights.prepared.p50, 3) + ' ms'} | ${insights.skipped ? 'n/a' : ok(insights.prepared.p50 < 5)} |`,
);
out(
  `| two 10900² AVIF uploads at once: RSS growth < 400 MB | +${photos.twoAvif10900.peakGrowthMb} MB | ${ok(photos.twoAvif10900.peakGrowthMb < 400)} |`,
);
out(
  `| initial JS <= 95 KB gzipped | ${kb(bundle.initialJsGzipBytes)} | ${ok(bundle.initialJsGzipBytes <= 95 * 1024)} |`,
);
if (!scale.skipped) {
  out(
    `| scale: p99 <= 10 ms at 1,000 req/s (PostgreSQL, 10,000 players) | bags ${scale.bagListAt1000.p99} ms, user discs ${scale.userDiscListAt1000.p99} ms | ${ok(scale.bagListAt1000.p99 <= 10 && scale.userDiscListAt1000.p99 <= 10)} |`,
  );
}
for (const p of lighthouse.pages ?? []) {
  out(
    `| Lighthouse ${p.page}: performance >= 0.98, LCP <= 1.5 s | ${n(p.score, 2)}, ${n(p.lcpMs / 1000, 2)} s | ${ok(p.score >= 0.98 && p.lcpMs <= 1500)} |`,
  );
}
if (lighthouse.skipped) out(`| Lighthouse | ${lighthouse.skipped} | n/a |`);
out(
  `| large player /home < 1 s main-thread time (CPU 4x) | ${largePlayer.skipped ?? `${largePlayer.homeMainThreadMs} ms`} | ${largePlayer.skipped ? 'n/a' : ok(largePlayer.homeMainThreadMs < 1000)} |`,
);
out(
  `| 500-disc bag sorts within a frame: <= 16 ms (CPU 4x, main-thread time, bench/bag-sort.ts) | ${bagSort.skipped ?? `${bagSort.mainThreadMs} ms`} | ${bagSort.skipped ? 'n/a' : ok(bagSort.mainThreadMs <= 16)} |`,
);
out();
out(readFileSync('bench/history.md', 'utf8').trim());
writeFileSync('BENCHMARKS.md', lines.join('\n') + '\n');
console.error('\nwrote BENCHMARKS.md');
