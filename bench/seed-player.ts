import type { RunningServer } from '../src/server/testing/server-process';
import { signUpOverHttp } from '../src/server/testing/server-process';

async function json(res: Response) {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

/** One user with 5 bags of 20 discs each, the player the API figures in BENCHMARKS.md are measured with. Returns the session cookie. */
export async function seedPlayer(server: RunningServer): Promise<string> {
  const origin = { origin: server.url, 'content-type': 'application/json' };
  const cookie = await signUpOverHttp(server.url, `bench-${Date.now()}@example.com`);
  const headers = { ...origin, cookie };
  const catalogue = (await (await fetch(`${server.url}/api/catalog`)).json()) as { id: string }[];
  for (let b = 0; b < 5; b++) {
    const bag = await json(
      await fetch(`${server.url}/api/bags`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: `Bag ${b + 1}` }),
      }),
    );
    for (let d = 0; d < 20; d++) {
      const disc = catalogue[(b * 20 + d) % catalogue.length]!;
      await json(
        await fetch(`${server.url}/api/user-discs`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ bagId: bag.id, discitId: disc.id, color: '#3B82F6' }),
        }),
      );
    }
  }
  return cookie;
}
