/**
 * The outbox bound to its player (decision 0031): one browser holds one session cookie for all
 * its tabs, so a queue made by player A must never be sent under B's session, must survive B's
 * sign-in and the server ending A's session, and must arrive once A logs in again. Once A is
 * signed out, by the app or by the server, nothing of A stays in IndexedDB or Cache Storage.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { type CatalogueDisc } from './support/api';
import {
  clickNav,
  expect,
  PASSWORD,
  readyOffline,
  signUpViaApi,
  test,
  uniqueEmail,
} from './support/ui';

// The service worker's caches are part of what a player leaves behind (the config blocks it
// elsewhere).
test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });

const origin = () => test.info().project.use.baseURL!;

/** A new player with a Destroyer in a bag; the context's cookie is now theirs. */
async function playerWithDisc(page: Page) {
  const email = await signUpViaApi(page);
  const post = async (url: string, data: unknown) => {
    const res = await page.request.post(url, { data, headers: { origin: origin() } });
    expect(res.ok(), await res.text()).toBeTruthy();
    return (await res.json()) as { id: string };
  };
  const bag = await post('/api/bags', { name: 'Field bag' });
  const all = (await (await page.request.get('/api/catalog')).json()) as CatalogueDisc[];
  const destroyer = all.find((d) => d.name === 'Destroyer' && d.speed !== null)!;
  await post('/api/user-discs', { bagId: bag.id, discitId: destroyer.id, color: '#EF4444' });
  return email;
}

/** A second player, signed up in a request context of their own (the browser's cookie stays). */
async function otherPlayer(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('other');
  const res = await request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name: '' },
    headers: { origin: origin() },
  });
  expect(res.status(), await res.text()).toBe(200);
  return email;
}

/** Signs `email` in within `request` (a context's request shares that browser's cookies). */
async function signIn(request: APIRequestContext, email: string, password = PASSWORD) {
  const res = await request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: origin() },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The distances the server holds for the player `email`, read in a request context of its own. */
async function throwsOf(
  playwright: { request: { newContext(o: object): Promise<APIRequestContext> } },
  email: string,
  password = PASSWORD,
): Promise<number[]> {
  const request = await playwright.request.newContext({ baseURL: origin() });
  try {
    await signIn(request, email, password);
    const res = await request.get('/api/throws');
    expect(res.status()).toBe(200);
    return ((await res.json()) as { distanceFt: number }[]).map((t) => t.distanceFt).sort();
  } finally {
    await request.dispose();
  }
}

/** The field session with the Destroyer, with the worker ready to keep it offline. */
async function startSession(page: Page) {
  await page.goto('/field');
  await expect(page.getByRole('heading', { name: 'Field session', level: 1 })).toBeVisible();
  await page.getByRole('checkbox', { name: /Destroyer/ }).check();
  await page.getByRole('button', { name: 'Start with 1 disc' }).click();
  await readyOffline(page);
}

async function logTyped(page: Page, feet: number) {
  await page.getByLabel('Or type the distance (ft)').fill(String(feet));
  await page.getByRole('button', { name: /^Destroyer/ }).click();
}

/** Every IndexedDB key and every Cache Storage entry this origin holds, read from the page. */
function storedOnDevice(page: Page): Promise<{ keys: string[]; cached: string[] }> {
  return page.evaluate(async () => {
    const done = <T>(r: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error ?? new Error('IndexedDB request failed'));
      });
    const keys: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await done(indexedDB.open(name));
      for (const store of Array.from(db.objectStoreNames)) {
        const all = await done(db.transaction(store).objectStore(store).getAllKeys());
        keys.push(...all.map((k) => `${name}/${store}/${JSON.stringify(k)}`));
      }
      db.close();
    }
    const cached: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const req of await cache.keys()) cached.push(`${name} ${new URL(req.url).pathname}`);
    }
    return { keys, cached };
  });
}

/** Nothing of a player: no IndexedDB key, and in Cache Storage only the app and the catalogue. */
async function expectNothingOfThePlayer(page: Page) {
  const { keys, cached } = await storedOnDevice(page);
  expect(keys).toEqual([]);
  const ofPlayers = cached.filter(
    (c) => !c.startsWith('workbox-precache') && !c.startsWith('hyzer-catalogue '),
  );
  // The session record says only "signed out" and a random generation (decision 0025).
  expect(ofPlayers.filter((c) => c !== 'hyzer-session /hyzer-session-state')).toEqual([]);
}

async function logInOnForm(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test('a queue flushed with another player’s cookie is kept, not sent as theirs, and sent once its player is back', async ({
  page,
  context,
  playwright,
}) => {
  test.setTimeout(150_000);
  const a = await playerWithDisc(page);
  const b = await otherPlayer(await playwright.request.newContext({ baseURL: origin() }));
  await startSession(page);
  await context.setOffline(true);
  await logTyped(page, 300);
  await logTyped(page, 310);
  await expect(page.getByTestId('outbox-count')).toContainText('2 changes waiting to send');

  // B signs in in this browser without a tab of the app hearing of it: the cookie is B's now.
  await signIn(context.request, b);
  await context.setOffline(false);

  // A's tab sends, the server answers "not this player", the writes are kept and offered.
  const held = page.getByRole('dialog', { name: 'Unsent changes' });
  await expect(held.getByTestId('unsent-count')).toHaveText('2 changes have not been sent.', {
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/\/login$/);
  expect(await throwsOf(playwright, b)).toEqual([]);
  expect(await throwsOf(playwright, a)).toEqual([]);

  await held.getByRole('button', { name: 'Log in to send them' }).click();
  await logInOnForm(page, a);
  await expect(page).toHaveURL(/\/home$/);
  await expect.poll(() => throwsOf(playwright, a), { timeout: 20_000 }).toEqual([300, 310]);
  expect(await throwsOf(playwright, b)).toEqual([]);
});

test('another player signing in in a second tab stops the first tab’s queue; it is sent when its player logs in again', async ({
  page,
  context,
  playwright,
}) => {
  test.setTimeout(150_000);
  // A second tab was left on the login page before A signed in.
  const second = await context.newPage();
  await second.goto('/login');
  await expect(second.getByLabel('Email')).toBeVisible();
  const a = await playerWithDisc(page);
  const b = await otherPlayer(await playwright.request.newContext({ baseURL: origin() }));
  await startSession(page);
  // A dead spot for A's tab only: its throws wait in the outbox.
  await page.route('**/api/throws/*', (route) => route.abort('internetdisconnected'));
  await logTyped(page, 280);
  await logTyped(page, 290);
  await expect(page.getByTestId('outbox-count')).toContainText('2 changes waiting to send');

  await logInOnForm(second, b);
  await expect(second).toHaveURL(/\/home$/);

  // The first tab hears of it at once: it leaves A's session and offers A's queue.
  const held = page.getByRole('dialog', { name: 'Unsent changes' });
  await expect(held.getByTestId('unsent-count')).toHaveText('2 changes have not been sent.');
  await expect(page).toHaveURL(/\/login$/);
  // Back in reach, nothing is sent under B's session, and nothing of A stays in IndexedDB.
  await page.unroute('**/api/throws/*');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  expect((await storedOnDevice(page)).keys.filter((k) => k.includes('outbox'))).toEqual([]);
  expect(await throwsOf(playwright, b)).toEqual([]);

  await held.getByRole('button', { name: 'Log in to send them' }).click();
  await logInOnForm(page, a);
  await expect.poll(() => throwsOf(playwright, a), { timeout: 20_000 }).toEqual([280, 290]);
  expect(await throwsOf(playwright, b)).toEqual([]);
  // B's tab lost its session to A's sign-in: it shows the login page, not A's data.
  await expect(second).toHaveURL(/\/login$/);
});

test('when the server ends the session, the next page offers the unsent changes and keeps nothing of the player', async ({
  page,
  context,
  playwright,
}) => {
  test.setTimeout(150_000);
  const a = await playerWithDisc(page);
  await startSession(page);
  await context.setOffline(true);
  await logTyped(page, 250);
  await logTyped(page, 260);
  await expect(page.getByTestId('outbox-count')).toContainText('2 changes waiting to send');

  // On another device A changes the password, which ends this session.
  const elsewhere = await playwright.request.newContext({ baseURL: origin() });
  await signIn(elsewhere, a);
  const changed = await elsewhere.post('/api/auth/change-password', {
    data: { currentPassword: PASSWORD, newPassword: 'a-new-pass-2026', revokeOtherSessions: true },
    headers: { origin: origin() },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  await elsewhere.dispose();

  // The tab was closed meanwhile; the app opens again once the phone is back online.
  await page.close();
  await context.setOffline(false);
  const next = await context.newPage();
  await next.goto('/home');
  const held = next.getByRole('dialog', { name: 'Unsent changes' });
  await expect(held.getByTestId('unsent-count')).toHaveText('2 changes have not been sent.');
  // A's queue and A's cached lists are gone from the device; only this page holds the queue.
  await expectNothingOfThePlayer(next);

  await held.getByRole('button', { name: 'Log in to send them' }).click();
  await next.goto('/login');
  await expect(held).toBeHidden();
  // A reload dropped the page's hold: said in the dialog, so the player logs in from that page.
  await logInOnForm(next, a, 'a-new-pass-2026');
  await expect(next).toHaveURL(/\/home$/);
});

test('after logging out, IndexedDB and Cache Storage hold nothing of the player', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await playerWithDisc(page);
  await startSession(page);
  await context.setOffline(true);
  await logTyped(page, 270);
  await clickNav(page, 'Logout');
  const warn = page.getByRole('dialog', { name: 'Unsent changes' });
  await warn.getByRole('button', { name: 'Drop them and log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await context.setOffline(false);
  await expectNothingOfThePlayer(page);
});
