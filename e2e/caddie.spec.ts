/**
 * The caddie (decision 0045) on a phone with no signal: a player whose Teebird has 12 logged
 * full-power throws at about 265 ft starts a round offline and, on a hole of 280 ft, sees the
 * Teebird first with the evidence behind it. The bag and the throws are made elsewhere (through
 * the API, as from another device) while the phone's worker may already hold an older copy of the
 * player's discs and throw summary: the phone must bring that copy up to date by itself.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { api, catalogue, type CatalogueDisc } from './support/api';
import { expect, signUpViaApi, test } from './support/ui';

const BAG = ['Destroyer', 'Teebird', 'Buzzz', 'Aviar'] as const;
const COLOURS = ['#DC2626', '#2563EB', '#16A34A', '#7C3AED'];
const TEEBIRD_THROWS = [255, 258, 260, 262, 264, 265, 265, 266, 268, 270, 272, 275];

/** The catalogue's disc of that name (an Innova or Discraft one where there are several). */
function pick(all: CatalogueDisc[], name: string): CatalogueDisc {
  const named = all.filter((c) => c.name === name && c.speed !== null);
  const d = named.find((c) => c.brand === 'Innova' || c.brand === 'Discraft') ?? named[0];
  expect(d, name).toBeDefined();
  return d!;
}

/** The bag "Tournament" with its four discs and the Teebird's throws; answers the disc ids. */
async function seedBag(page: Page) {
  const bag = await api<{ id: string }>(page, 'POST', '/api/bags', { name: 'Tournament' });
  const all = await catalogue(page);
  const ids = new Map<string, string>();
  for (const [i, name] of BAG.entries()) {
    const made = await api<{ id: string }>(page, 'POST', '/api/user-discs', {
      bagId: bag.id,
      discitId: pick(all, name).id,
      color: COLOURS[i],
    });
    ids.set(name, made.id);
  }
  let minute = 0;
  for (const distanceFt of TEEBIRD_THROWS) {
    await api(page, 'PUT', `/api/throws/${randomUUID()}`, {
      userDiscId: ids.get('Teebird'),
      distanceFt,
      finishFt: -15,
      throwType: 'backhand',
      effort: 'full',
      thrownAt: new Date(Date.UTC(2026, 10, 20, 10, minute++)).toISOString(),
      measuredBy: 'typed',
    });
  }
  return { bagId: bag.id, ids };
}

/** The course "Kivikko" with its layout "Short": three par 3s of 280, 190 and 330 ft. */
async function seedCourse(page: Page) {
  const courseId = randomUUID();
  const layoutId = randomUUID();
  await api(page, 'PUT', `/api/courses/${courseId}`, { name: 'Kivikko', place: 'Helsinki' });
  await api(page, 'PUT', `/api/courses/${courseId}/layouts/${layoutId}`, {
    name: 'Short',
    holes: [280, 190, 330].map((lengthFt, i) => ({ label: String(i + 1), par: 3, lengthFt })),
  });
  return { courseId, layoutId };
}

/** The service worker controls the page and holds the player's session. */
async function workerHoldsSession(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(
          async () =>
            navigator.serviceWorker.controller !== null &&
            (await caches.match('/api/auth/get-session', { cacheName: 'hyzer-player' })) !==
              undefined,
        ),
      { timeout: 90_000 },
    )
    .toBe(true);
}

/** How many discs and throws the worker's offline copy of the player's reads holds. */
function workerCopy(page: Page) {
  return page.evaluate(async () => {
    const held = await caches.open('hyzer-player');
    const discs = (await (await held.match('/api/user-discs'))?.json()) as unknown[] | undefined;
    const summary = (await (await held.match('/api/throws/summary'))?.json()) as
      { total?: number } | undefined;
    return { discs: discs?.length ?? null, throws: summary?.total ?? null };
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('offline on a hole of 280 ft the Teebird thrown 265 ft comes first, with why @mobile', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await signUpViaApi(page);
    await page.goto('/rounds');
    await seedBag(page);
    await seedCourse(page);
    await page.goto('/rounds/new');
    await expect(page.getByLabel('Bag (optional)')).toBeVisible();
    await workerHoldsSession(page);

    // What the phone holds for the caddie: the discs and the 12 throws logged before it opened.
    await expect
      .poll(() => workerCopy(page), { timeout: 30_000 })
      .toEqual({ discs: 4, throws: 12 });
    await context.setOffline(true);
    await page.getByLabel('Bag (optional)').selectOption({ label: 'Tournament' });
    await page.getByRole('button', { name: 'Start the round' }).tap();
    await expect(page).toHaveURL(/\/rounds\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Hole 1', level: 2 })).toBeVisible();
    const suggestions = page.getByRole('region', { name: 'Your discs for this hole' });
    await expect(suggestions.getByRole('listitem').first()).toHaveText(
      /Teebird: your median 265 ft over 12 full throws, finishes 15 ft (left|right)/,
    );
  });
});
