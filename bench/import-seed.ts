// Seeds a player the way a player would fill their collection: one JSON import over HTTP.
// Shared by the browser benches that need a large bag (large-player, bag-sort).
import { signUpOverHttp } from '../src/server/testing/server-process';

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
