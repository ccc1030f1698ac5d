// A CPU profile of the server answering one signed-in list route under load (autocannon, 50
// connections), for finding where a request's time goes. Not part of `npm run bench`:
//   BENCH_PROFILE_ROUTE=/api/user-discs [BENCH_DATABASE_URL=…] npx tsx bench/profile-list.ts
// Prints the functions with the most self time (top 25) and where the profile was written.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { SHARED_CATALOGUE_FILE, hasSharedCatalogue } from '../src/server/testing/shared-data';
import { startServer } from '../src/server/testing/server-process';
import { seedPlayer } from './seed-player';

const ROUTE = process.env.BENCH_PROFILE_ROUTE ?? '/api/user-discs';
const PORT = Number(process.env.BENCH_PORT ?? 3901) + 6;
const dir = mkdtempSync(path.join(os.tmpdir(), 'hyzer-profile-'));
const server = await startServer({
  port: PORT,
  env: { DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' },
  importCatalogue: hasSharedCatalogue ? SHARED_CATALOGUE_FILE : undefined,
  nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
});
const cookie = await seedPlayer(server);
const r = await autocannon({
  url: `${server.url}${ROUTE}`,
  connections: 50,
  duration: Number(process.env.BENCH_DURATION ?? 10),
  headers: { cookie },
});
await server.stop();

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'))!;
const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as {
  nodes: Node[];
  samples: number[];
};
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<string, number>();
for (const id of profile.samples) {
  const f = byId.get(id)!.callFrame;
  const where = f.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/dist\//, 'dist/');
  const key = `${f.functionName || '(anonymous)'} ${where}:${f.lineNumber + 1}`;
  self.set(key, (self.get(key) ?? 0) + 1);
}
const total = profile.samples.length;
const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25);
console.log(`${ROUTE}: ${Math.round(r.requests.average)} req/s; ${total} samples`);
for (const [k, n] of top) console.log(`${((100 * n) / total).toFixed(1).padStart(5)}%  ${k}`);
console.log(`profile: ${path.join(dir, file)}`);
