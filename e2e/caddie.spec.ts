/**
 * The caddie (decision 0045) on a phone with no signal: a player whose Teebird has 12 logged
 * full-power throws at about 265 ft starts a round offline and, on a hole of 280 ft, sees the
 * Teebird first with the evidence behind it. The bag and the throws are made elsewhere (through
 * the API, as from another device) while the phone's worker may already hold an older copy of the
 * player's discs and throw summary: the phone must bring that copy up to date by itself.
 *
 * After rounds with described shots reach the server (sent as the scoring screen's outbox sends
 * them), the disc's own modal from the bag and the bag's Insights say what each disc is worth.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { api, catalogue, type CatalogueDisc } from './support/api';
import { expect, readyOffline, signUpViaApi, test } from './support/ui';

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
async function seedCourse(page: Page): Promise<{ courseId: string; layoutId: string }> {
  const courseId = randomUUID();
  const layoutId = randomUUID();
  await api(page, 'PUT', `/api/courses/${courseId}`, { name: 'Kivikko', place: 'Helsinki' });
  await api(page, 'PUT', `/api/courses/${courseId}/layouts/${layoutId}`, {
    name: 'Short',
    holes: [280, 190, 330].map((lengthFt, i) => ({ label: String(i + 1), par: 3, lengthFt })),
  });
  return { courseId, layoutId };
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

// Not tagged @mobile: these settings are the 390 px project's already, so it would run it twice.
test.describe('on a phone', () => {
  // The phone's offline copy is the service worker's (the config blocks it elsewhere).
  test.use({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    serviceWorkers: 'allow',
  });

  test('offline on a hole of 280 ft the Teebird thrown 265 ft comes first, with why', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await signUpViaApi(page);
    // The phone has been used before: its worker holds a copy of a player with nothing yet.
    await page.goto('/rounds');
    await readyOffline(page);
    await expect.poll(() => workerCopy(page), { timeout: 30_000 }).toEqual({ discs: 0, throws: 0 });
    // The bag, the throws and the course come from another device.
    await seedBag(page);
    await seedCourse(page);

    // At the course, the app opened with a signal brings the phone's copy up to date by itself.
    await page.goto('/rounds/new');
    await expect(page.getByLabel('Bag (optional)')).toBeVisible();
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

/**
 * Four finished rounds on Kivikko's Short layout with every shot described: the Teebird off each
 * tee (12 shots), the Buzzz once to approach on the long hole (4), the Aviar to hole out (12).
 */
async function playRounds(page: Page, ids: Map<string, string>, bagId: string) {
  const { courseId, layoutId } = await seedCourse(page);
  const course = await api<{ layouts: { id: string; holes: unknown[] }[] }>(
    page,
    'GET',
    `/api/courses/${courseId}`,
  );
  const holes = course.layouts.find((l) => l.id === layoutId)!.holes;
  const shot = (disc: string, over: Record<string, unknown>) => ({
    id: randomUUID(),
    userDiscId: ids.get(disc),
    throwType: 'backhand',
    effort: 'full',
    ...over,
  });
  for (let r = 0; r < 4; r++) {
    const id = randomUUID();
    const day = (h: number) => new Date(Date.UTC(2026, 10, 10 + r, h)).toISOString();
    await api(page, 'PUT', `/api/rounds/${id}`, {
      courseId,
      layoutId,
      courseName: 'Kivikko',
      layoutName: 'Short',
      holes,
      bagId,
      startedAt: day(9),
      finishedAt: day(10),
    });
    const played = [
      [
        shot('Teebird', { distanceFt: 258 + r, toBasketFt: 22 - r, result: 'circle1' }),
        shot('Aviar', { toBasketFt: 0, result: 'basket' }),
      ],
      [
        shot('Teebird', { distanceFt: 176, toBasketFt: 15 + r, result: 'circle1' }),
        shot('Aviar', { toBasketFt: 0, result: 'basket' }),
      ],
      [
        shot('Teebird', { distanceFt: 268, toBasketFt: 62 + r, result: 'fairway' }),
        shot('Buzzz', { effort: 'controlled', toBasketFt: 9, result: 'circle1' }),
        shot('Aviar', { toBasketFt: 0, result: 'basket' }),
      ],
    ];
    for (const [i, shots] of played.entries()) {
      await api(page, 'PUT', `/api/rounds/${id}/holes/${i + 1}`, {
        scores: [{ player: 0, strokes: shots.length }],
        shots,
      });
    }
  }
}

test('after imported rounds with described shots, the disc and the bag say what each disc is worth', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The rounds are played on one account and brought to a new one by the collection's JSON
  // export and import: the shots' discs follow them by name.
  await signUpViaApi(page);
  await page.goto('/rounds');
  const played = await seedBag(page);
  await playRounds(page, played.ids, played.bagId);
  const file = await (await page.request.get('/api/export/json')).text();
  await signUpViaApi(page);
  const imported = await api<{ imported: boolean }>(page, 'POST', '/api/import', {
    format: 'json',
    content: file,
  });
  expect(imported.imported).toBe(true);
  const bags = await api<{ id: string; name: string }[]>(page, 'GET', '/api/bags');
  const bagId = bags.find((b) => b.name === 'Tournament')!.id;

  await page.goto(`/bags/${bagId}`);
  await page
    .getByRole('button', { name: /^Teebird/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Teebird' });
  const rounds = dialog.getByRole('region', { name: 'In your rounds' });
  // Tee shots that leave 20 ft on a 280 ft hole gain strokes.
  const figure = rounds.getByTestId('disc-strokes-gained');
  await expect(figure).toHaveText(/^\+\d\.\d\d strokes gained per round \(\+\d\.\d\d per shot\)$/);
  const [, perRound, perShot] = /^(\S+) .*\((\S+) per shot\)$/.exec(
    (await figure.textContent()) ?? '',
  )!;
  await expect(rounds).toContainText('12 shots in 4 rounds: Fairway 4 · Circle 1 (10 m) 8');
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Insights' }).click();
  const worth = page.getByRole('region', { name: 'What each disc is worth in your rounds' });
  const table = worth.getByRole('table', { name: 'Strokes gained per round, by disc' });
  const row = (name: string) => table.getByRole('row', { name: new RegExp(`^${name}`) });
  // The same figures as the disc's own.
  await expect(row('Teebird')).toContainText(`12${perShot}${perRound}`);
  await expect(row('Aviar')).toContainText(/12[+−]\d\.\d\d[+−]\d\.\d\d/);
  await expect(row('Buzzz')).toContainText(
    'Not enough shots yet (4 of 10 with a known start and finish)',
  );
  // The Destroyer was never thrown in a round: no row.
  await expect(row('Destroyer')).toHaveCount(0);
});
