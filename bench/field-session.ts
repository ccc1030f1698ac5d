// A field session's tap-to-saved time, online (decision 0030): the built server, the app in
// Chromium at a phone's size, a player with two discs on /field; each tap on a disc (typed
// distance) is timed to the throw shown on the page ("… logged", the cache changed before the
// answer) and to the server's answer (saved). Then offline (decision 0031): each tap timed in the
// page to the throw both on screen and in the outbox in IndexedDB (durable: it survives a reload
// or a closed tab). Also the arm fit over 5,000 throws (core/throws/my-arm), in Node. Prints one
// JSON line; FIELD_BENCH_PORT picks the server's port, CHROME_PATH Chromium.
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Throw } from '../src/core/schemas/throw';
import { myThrows } from '../src/core/throws/my-arm';
import { signUpOverHttp, startServer } from '../src/server/testing/server-process';
import { percentile } from './stats';

/** What the offline timing uses of the page (bench/ is typechecked without the DOM's types). */
interface Req<T> {
  result: T;
  error: unknown;
  onsuccess: (() => void) | null;
  onerror: (() => void) | null;
}
interface PageGlobals {
  document: {
    querySelectorAll(selector: string): ArrayLike<{ textContent: string | null; click(): void }>;
    body: { textContent: string | null };
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
const PORT = Number(process.env.FIELD_BENCH_PORT ?? 3911);
const TAPS = Number(process.env.FIELD_BENCH_TAPS ?? 30);

/** The fit: 5,000 full-power throws over 20 discs, five runs, the median. */
function fitTiming() {
  const flights = Array.from({ length: 20 }, (_, i) => ({
    speed: 2 + (i % 12),
    glide: 3 + (i % 3),
    turn: -(i % 3),
    fade: 1 + (i % 3),
  }));
  const throws: Throw[] = Array.from({ length: 5000 }, (_, i) => ({
    id: String(i),
    userDiscId: `d${i % 20}`,
    distanceFt: 180 + (i % 20) * 9 + ((i * 37) % 41) - 20,
    throwType: 'backhand',
    effort: 'full',
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
  let maxFeet = 0;
  for (let r = 0; r < 5; r++) {
    const t0 = performance.now();
    const mine = myThrows(throws, (id) => flights[Number(id.slice(1))], 'backhand');
    runs.push(performance.now() - t0);
    maxFeet = mine.arm?.maxFeet ?? 0;
  }
  return { throws: throws.length, medianMs: percentile(runs, 50), fittedArmFeet: maxFeet };
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'field-bench-'));
const catalogueFile = path.join(dir, 'catalogue.json');
writeFileSync(
  catalogueFile,
  JSON.stringify(
    ['Destroyer', 'Buzzz'].map((name, i) => ({
      id: `bench-${i}`,
      name,
      brand: i ? 'Discraft' : 'Innova',
      category: i ? 'Midrange' : 'Distance Driver',
      speed: i ? '5' : '12',
      glide: i ? '4' : '5',
      turn: '-1',
      fade: i ? '1' : '3',
      stability: 'Stable',
    })),
  ),
);
const server = await startServer({ port: PORT, importCatalogue: catalogueFile });
const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const url = server.url;
  const cookie = await signUpOverHttp(url, `field-${Date.now()}@example.com`);
  const headers = { origin: url, 'content-type': 'application/json', cookie };
  const post = async (p: string, body: unknown) =>
    (await (
      await fetch(`${url}${p}`, { method: 'POST', headers, body: JSON.stringify(body) })
    ).json()) as { id: string };
  const bag = await post('/api/bags', { name: 'Field' });
  for (const id of ['bench-0', 'bench-1']) {
    await post('/api/user-discs', { bagId: bag.id, discitId: id, color: '#EF4444' });
  }
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
  await page.goto(`${url}/field`);
  await page.getByRole('checkbox', { name: /Destroyer/ }).check();
  await page.getByRole('checkbox', { name: /Buzzz/ }).check();
  await page.getByRole('button', { name: 'Start with 2 discs' }).click();
  const shown: number[] = [];
  const saved: number[] = [];
  for (let i = 0; i < TAPS + 3; i++) {
    const distance = String(250 + i);
    await page.getByLabel('Or type the distance (ft)').fill(distance);
    const answer = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes('/api/throws/'),
    );
    const t0 = performance.now();
    await page.getByRole('button', { name: /^Destroyer/ }).click();
    await page.getByText(`Destroyer: ${distance} ft logged`).waitFor();
    const t1 = performance.now();
    const res = await answer;
    await res.finished();
    const t2 = performance.now();
    if (res.status() !== 201) throw new Error(`PUT answered ${res.status()}`);
    // The first taps warm the page and the server up.
    if (i >= 3) {
      shown.push(t1 - t0);
      saved.push(t2 - t0);
    }
  }
  // Offline: the tap to the throw on screen and stored in the outbox (idb-keyval's database).
  const session = (await (await fetch(`${url}/api/auth/get-session`, { headers })).json()) as {
    user: { id: string };
  };
  const outboxKey = `hyzer-outbox-throws:${session.user.id}`;
  await context.setOffline(true);
  const offline: number[] = [];
  for (let i = 0; i < TAPS + 3; i++) {
    const distance = String(400 + i);
    await page.getByLabel('Or type the distance (ft)').fill(distance);
    const ms = await page.evaluate(
      // No named functions in here: tsx would wrap them in a helper the page does not have.
      async ({ distance, key, queued }) => {
        // The page's globals, typed here: the benches are checked without the DOM's types.
        const { document, indexedDB } = globalThis as unknown as PageGlobals;
        const button = Array.from(document.querySelectorAll('button')).find((b) =>
          b.textContent?.startsWith('Destroyer'),
        )!;
        const t0 = performance.now();
        button.click();
        for (;;) {
          const onScreen = document.body.textContent?.includes(`Destroyer: ${distance} ft logged`);
          const stored = await new Promise<number>((resolve, reject) => {
            const open = indexedDB.open('keyval-store');
            open.onerror = () => reject(new Error(String(open.error)));
            open.onsuccess = () => {
              const db = open.result;
              const get = db.transaction('keyval').objectStore('keyval').get(key);
              get.onsuccess = () => {
                db.close();
                resolve(Array.isArray(get.result) ? get.result.length : 0);
              };
              get.onerror = () => reject(new Error(String(get.error)));
            };
          });
          if (onScreen && stored >= queued) return performance.now() - t0;
          await new Promise((r) => setTimeout(r, 1));
        }
      },
      { distance, key: outboxKey, queued: i + 1 },
    );
    if (i >= 3) offline.push(ms);
  }
  console.log(
    JSON.stringify({
      fieldSession: {
        taps: shown.length,
        tapToShownMs: { p50: percentile(shown, 50), p95: percentile(shown, 95) },
        tapToSavedMs: { p50: percentile(saved, 50), p95: percentile(saved, 95) },
        offlineTapToStoredMs: { p50: percentile(offline, 50), p95: percentile(offline, 95) },
        fit: fitTiming(),
      },
    }),
  );
} finally {
  await browser.close();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
