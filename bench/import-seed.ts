// Seeds a player the way a player would fill their collection: one JSON import over HTTP.
// Shared by the browser benches that need a large bag (large-player, bag-sort).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SHARED_CATALOGUE_FILE, hasSharedCatalogue } from '../src/server/testing/shared-data';
import { signUpOverHttp, startServer } from '../src/server/testing/server-process';

export interface CatalogueRow {
  id: string;
  name: string;
  brand: string;
}

const COLOURS = ['#3B82F6', '#EF4444', '#10B981', '#F59E0B', '#8B5CF6'];

async function ok(res: Response) {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

/** The i-th disc of a seeded collection: a catalogue disc, a colour, every third with details. */
export function seededDisc(catalogue: readonly CatalogueRow[], i: number) {
  const disc = catalogue[(i * 7) % catalogue.length]!;
  return {
    catalogueId: disc.id,
    name: disc.name,
    brand: disc.brand,
    color: COLOURS[i % COLOURS.length],
    ...(i % 3 === 0 ? { plastic: 'Star', weight: 170 + (i % 6) } : {}),
  };
}

/**
 * A new player whose bags come from one import; `bagsOf` builds them from the catalogue.
 * Answers the player's cookie, the catalogue and the id of each bag by name.
 */
export async function seedByImport(
  url: string,
  email: string,
  bagsOf: (catalogue: CatalogueRow[]) => { name: string; description: string; discs: unknown[] }[],
) {
  const cookie = await signUpOverHttp(url, email);
  const headers = { origin: url, 'content-type': 'application/json', cookie };
  const catalogue = (await (await fetch(`${url}/api/catalog`)).json()) as CatalogueRow[];
  const content = JSON.stringify({
    format: 'hyzer-collection',
    version: 1,
    exportedAt: new Date().toISOString(),
    bags: bagsOf(catalogue),
  });
  const result = await ok(
    await fetch(`${url}/api/import`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ format: 'json', content }),
    }),
  );
  if (result.imported !== true) throw new Error(`import refused: ${JSON.stringify(result)}`);
  const bags = (await ok(await fetch(`${url}/api/bags`, { headers }))) as unknown as {
    id: string;
    name: string;
  }[];
  const idOf = (name: string) => {
    const bag = bags.find((b) => b.name === name);
    if (!bag) throw new Error(`the bag ${name} is missing`);
    return bag.id;
  };
  return { cookie, idOf };
}

/** A made-up catalogue of `n` discs, for a machine without ../shared. */
function generatedCatalogue(n: number): string {
  const types = ['Distance Driver', 'Fairway Driver', 'Midrange', 'Putter'];
  return JSON.stringify(
    Array.from({ length: n }, (_, i) => ({
      id: `gen-${String(i).padStart(5, '0')}`,
      name: `Disc ${i}`,
      brand: `Brand ${i % 40}`,
      category: types[i % 4],
      speed: String(2 + (i % 12)),
      glide: String(1 + (i % 6)),
      turn: String(-(i % 5)),
      fade: String(i % 4),
      stability: 'Stable',
    })),
  );
}

/** The built server on `port` with the shared catalogue, or a made-up one; `stop` cleans up. */
export async function startBenchServer(port: number) {
  const dir = hasSharedCatalogue ? null : mkdtempSync(path.join(os.tmpdir(), 'hyzer-bench-'));
  const importCatalogue = dir ? path.join(dir, 'catalogue.json') : SHARED_CATALOGUE_FILE;
  if (dir) writeFileSync(importCatalogue, generatedCatalogue(1_200));
  const server = await startServer({ port, importCatalogue });
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
