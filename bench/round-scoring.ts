// A hole's score, tap to saved, offline (decision 0044): the built server, the app in Chromium at
// a phone's size with the CPU slowed 4× (a mid-range phone), a round of 18 holes on
// /rounds/{id}, the connection cut. Each tap on + or − for the player is timed in the page until
// the new strokes are on screen, the hole says "saved on this device", and the hole's write in
// the outbox in IndexedDB holds them (durable: it survives a reload or a closed tab). Prints one
// JSON line with the median and the slowest; ROUND_BENCH_PORT picks the server's port,
// CHROME_PATH Chromium, ROUND_BENCH_TAPS the number of taps timed.
import { chromium } from 'playwright-core';
import { signUpOverHttp, startServer } from '../src/server/testing/server-process';
import { percentile } from './stats';

/** What the timing uses of the page (bench/ is typechecked without the DOM's types). */
interface Req<T> {
  result: T;
  error: unknown;
  onsuccess: (() => void) | null;
  onerror: (() => void) | null;
}
interface PageGlobals {
  document: {
    querySelector(selector: string): { textContent: string | null; click(): void } | null;
  };
  indexedDB: {
    open(name: string): Req<{
      transaction(store: string): {
        objectStore(store: string): { get(key: string): Req<unknown> };
      };
      close(): void;
    }>;
  };
}

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.ROUND_BENCH_PORT ?? 3912);
const TAPS = Number(process.env.ROUND_BENCH_TAPS ?? 30);
const PARS = [3, 3, 4, 3, 5, 3, 3, 4, 3, 3, 4, 3, 3, 5, 3, 4, 3, 3];

const server = await startServer({ port: PORT });
const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const url = server.url;
  const cookie = await signUpOverHttp(url, `round-${Date.now()}@example.com`);
  const headers = { origin: url, 'content-type': 'application/json', cookie };
  const put = async (p: string, body: unknown) => {
    const res = await fetch(`${url}${p}`, { method: 'PUT', headers, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`PUT ${p}: ${res.status} ${await res.text()}`);
  };
  const holes = PARS.map((par, i) => ({ label: String(i + 1), par, lengthFt: 250 + 20 * i }));
  const roundId = crypto.randomUUID();
  await put(`/api/rounds/${roundId}`, {
    courseName: 'Bench Park',
    layoutName: 'Main',
    holes,
    guests: ['Sam'],
    startedAt: new Date(Date.now() - 3_600_000).toISOString(),
  });
  const session = (await (await fetch(`${url}/api/auth/get-session`, { headers })).json()) as {
    user: { id: string };
  };
  const outboxKey = `hyzer-outbox-throws:${session.user.id}`;

  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
    }),
  );
  const page = await context.newPage();
  await page.goto(`${url}/rounds/${roundId}`);
  await page.getByRole('heading', { name: 'Hole 1', level: 2 }).waitFor();
  await context.setOffline(true);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const times: number[] = [];
  for (let i = 0; i < TAPS + 3; i++) {
    // Up from par, then down again: the strokes stay within the rules.
    const up = i % 2 === 0;
    const expected = PARS[0]! + (up ? 1 : 0);
    const ms = await page.evaluate(
      // No named functions in here: tsx would wrap them in a helper the page does not have.
      async ({ up, expected, key }) => {
        const { document, indexedDB } = globalThis as unknown as PageGlobals;
        const name = up ? 'One more strokes for You' : 'One fewer strokes for You';
        const button = document.querySelector(`button[aria-label="${name}"]`)!;
        const t0 = performance.now();
        button.click();
        for (;;) {
          const shown =
            document.querySelector('output[aria-label^="You:"]')?.textContent === String(expected);
          const said = document
            .querySelector('[data-testid="hole-status"]')
            ?.textContent?.endsWith('saved on this device');
          const stored = await new Promise<number | null>((resolve, reject) => {
            const open = indexedDB.open('keyval-store');
            open.onerror = () => reject(new Error(String(open.error)));
            open.onsuccess = () => {
              const db = open.result;
              const get = db.transaction('keyval').objectStore('keyval').get(key);
              get.onsuccess = () => {
                db.close();
                const queue = (Array.isArray(get.result) ? get.result : []) as {
                  kind: string;
                  hole?: number;
                  body?: { scores: { player: number; strokes: number }[] };
                }[];
                const hole = queue.find((w) => w.kind === 'hole' && w.hole === 1);
                resolve(hole?.body?.scores.find((s) => s.player === 0)?.strokes ?? null);
              };
              get.onerror = () => reject(new Error(String(get.error)));
            };
          });
          if (shown && said && stored === expected) return performance.now() - t0;
          await new Promise((r) => setTimeout(r, 1));
        }
      },
      { up, expected, key: outboxKey },
    );
    // The first taps warm the page up.
    if (i >= 3) times.push(ms);
  }
  console.log(
    JSON.stringify({
      roundScoring: {
        taps: times.length,
        cpuSlowdown: 4,
        offlineTapToSavedMs: {
          p50: percentile(times, 50),
          slowest: Math.max(...times),
        },
      },
    }),
  );
} finally {
  await browser.close();
  await server.stop();
}
