// npm run bench: builds the app, runs every benchmark in bench/ (each prints one JSON line) and
// writes BENCHMARKS.md with the machine, the figures and the budgets of ARCHITECTURE.md.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';

const run = (file) => {
  console.error(`\n== ${file}`);
  const r = spawnSync('npx', ['tsx', file], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (r.status !== 0) throw new Error(`${file} failed`);
  const line = r.stdout.trim().split('\n').pop();
  console.error(line);
  return JSON.parse(line);
};

execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
const { search } = run('bench/search.ts');
const { bundle } = run('bench/bundle.ts');
const { api } = run('bench/api.ts');
const { scale } = run('bench/scale.ts');
const { insights } = run('bench/insights.ts');

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
out(
  `| — | ${api.baseline.route} | ${n(api.baseline.reqPerSec)} | ${api.baseline.p50} | ${api.baseline.p99} | ${api.baseline.non2xx} | 100% |`,
);
for (const run of api.runs) {
  for (const r of run.routes) {
    out(
      `| ${run.database} | ${r.route} | ${n(r.reqPerSec)} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${n((100 * r.reqPerSec) / api.baseline.reqPerSec)}% |`,
    );
  }
}
out();
out('Steady load on the signed-in bag list at 1,000 req/s:');
out();
for (const run of api.runs)
  out(
    `- ${run.database}: p50 ${run.bagListAt1000.p50} ms, p99 ${run.bagListAt1000.p99} ms (${n(run.bagListAt1000.reqPerSec)} req/s served).`,
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
out('## Scale (PostgreSQL)');
out();
if (scale.skipped) {
  out(`Skipped: ${scale.skipped}.`);
} else {
  out(
    `${scale.users} users, ${scale.bags} bags, ${scale.discsInBags} discs in bags (seeded in ${n(scale.seedSeconds, 1)} s); load from 1,000 signed-in users in rotation.`,
  );
  out();
  out('| route | req/s | p50 ms | p99 ms | non-2xx |');
  out('| --- | ---: | ---: | ---: | ---: |');
  out(
    `| GET /api/bags | ${n(scale.bagList.reqPerSec)} | ${scale.bagList.p50} | ${scale.bagList.p99} | ${scale.bagList.non2xx} |`,
  );
  out(
    `| GET /api/user-discs (200 discs each) | ${n(scale.userDiscList.reqPerSec)} | ${scale.userDiscList.p50} | ${scale.userDiscList.p99} | ${scale.userDiscList.non2xx} |`,
  );
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
out('## Budgets (ARCHITECTURE.md)');
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
  `| initial JS <= 120 KB gzipped | ${kb(bundle.initialJsGzipBytes)} | ${ok(bundle.initialJsGzipBytes <= 120 * 1024)} |`,
);
out();
out(readFileSync('bench/history.md', 'utf8').trim());
writeFileSync('BENCHMARKS.md', lines.join('\n') + '\n');
console.error('\nwrote BENCHMARKS.md');
