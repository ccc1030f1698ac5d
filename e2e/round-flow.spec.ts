/**
 * A round on the course from start to end, on a phone, by taps, in the dark theme (decisions 0043,
 * 0044 and 0045): a course of 18 holes made in the editor with two tees marked by GPS, a round
 * with one guest, the tee shots of holes 1 and 2 described with a disc and a landing marked by
 * GPS (a mocked position), the rest scored, the round finished and its summary shown. The two
 * full-power tee shots with a measured distance are throws in the throw log. Axe on every page
 * of the flow, and each Segmented option is a touch target of at least 40 px. Then, at 390 and
 * 1280 px, light and dark: the scoring screen (and its card on a phone), a shot in its editor,
 * the summary and the course editor fit the width, drawn to ROUND_SHOTS_DIR
 * (test-results/round-shots unless set).
 */
import path from 'node:path';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { api, catalogue } from './support/api';
import { courseOf18, newCourseInUi } from './support/courses';
import {
  appIsLive,
  clickNav,
  expect,
  isMobile,
  seriousA11yViolations,
  signUpViaApi,
  test,
} from './support/ui';

/** The two tees, marked on the course, and where each tee shot landed (north of its tee). */
const TEE_1 = { latitude: 60.2055, longitude: 24.6559 };
const TEE_2 = { latitude: 60.2071, longitude: 24.6573 };
/** 0.0008° and 0.001° of latitude: 88.96 m and 111.20 m, 291.9 ft and 364.8 ft. */
const LANDING_1 = { latitude: TEE_1.latitude + 0.0008, longitude: TEE_1.longitude };
const LANDING_2 = { latitude: TEE_2.latitude + 0.001, longitude: TEE_2.longitude };
const PARS = [3, 3, 4, 3, 3, 5, 3, 4, 3, 3, 3, 4, 3, 3, 3, 4, 3, 3];
/** The player's strokes against par per hole (the guest, Robin, is one over on hole 2). */
const MINE = [-1, 0, 1, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -1];

/** The smallest height of the buttons in `where`, in px (0 when there are none). */
const lowestButton = (where: Locator) =>
  where
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons.length ? Math.min(...buttons.map((b) => b.getBoundingClientRect().height)) : 0,
    );

async function axeClean(page: Page, what: string) {
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await seriousA11yViolations(page), `${what}, dark`).toEqual([]);
}

/** The player's strokes on hole `i` by taps on − and + (the guest's on hole 2). */
async function score(page: Page, i: number) {
  const diff = MINE[i]!;
  const mine = page.getByRole('button', {
    name: diff > 0 ? 'One more strokes for You' : 'One fewer strokes for You',
  });
  for (let n = 0; n < Math.abs(diff); n++) await mine.tap();
  if (i === 1) await page.getByRole('button', { name: 'One more strokes for Robin' }).tap();
  if (diff !== 0 || i === 1)
    await expect(page.getByTestId('hole-status')).toHaveText(`Hole ${i + 1} saved on this device`);
}

/** Describes hole `i`'s tee shot: the disc, the throw type, full power, the landing by GPS. */
async function describeTeeShot(
  page: Page,
  context: BrowserContext,
  disc: string,
  throwType: string,
  landing: { latitude: number; longitude: number },
  shown: string,
) {
  const describe = page.getByRole('button', { name: 'Describe your shots' });
  await describe.tap();
  const addShot = page.getByRole('button', { name: 'Add a shot' });
  for (const control of [describe, addShot])
    expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(40);
  await addShot.tap();
  const shot = page.getByRole('group', { name: 'Shot 1' });
  await shot.getByRole('button', { name: disc, exact: true }).tap();
  await shot.getByRole('group', { name: 'Throw' }).getByRole('button', { name: throwType }).tap();
  const effort = shot.getByRole('group', { name: 'Effort' });
  await expect(effort.getByRole('button', { name: 'Full power' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Every control of the shot (the Segmented options among them) is a touch target of 40 px.
  for (const name of ['Disc', 'Throw', 'Effort', 'Result'])
    expect(await lowestButton(shot.getByRole('group', { name })), name).toBeGreaterThanOrEqual(40);
  expect(await lowestButton(shot), 'the shot').toBeGreaterThanOrEqual(40);
  await context.setGeolocation({ ...landing, accuracy: 4 });
  await shot.getByRole('button', { name: 'Mark where it landed' }).tap();
  await expect(shot.getByLabel('Distance (ft)')).toHaveValue(shown);
  await shot.getByRole('group', { name: 'Result' }).getByRole('button', { name: 'Fairway' }).tap();
  await shot.getByRole('button', { name: 'Done' }).tap();
  await expect(
    page.getByRole('button', { name: `1. ${disc} · ${throwType} · ${shown} ft · Fairway` }),
  ).toBeVisible();
}

test.use({ colorScheme: 'dark' });

test('a round on a phone: the course made, a guest, two tee shots marked by GPS, the summary and their throws @mobile', async ({
  page,
  context,
}) => {
  test.skip(!isMobile(page), 'runs in the 390 px project');
  test.setTimeout(120_000);
  await page.goto('/');
  await signUpViaApi(page);
  const bag = await api<{ id: string }>(page, 'POST', '/api/bags', { name: 'Tournament bag' });
  const [first, second] = (await catalogue(page)).filter(
    (d, i, all) => all.findIndex((x) => x.name === d.name) === i,
  );
  const discs = [first!, second!];
  const ids: string[] = [];
  for (const d of discs) {
    const made = await api<{ id: string }>(page, 'POST', '/api/user-discs', {
      bagId: bag.id,
      discitId: d.id,
      color: '#3B82F6',
    });
    ids.push(made.id);
  }
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ ...TEE_1, accuracy: 4 });

  // The course, in the editor: the pars that are not 3, two lengths, two tees by GPS.
  await page.goto('/courses');
  await appIsLive(page, 60_000);
  await expect(page.getByRole('heading', { name: 'No courses yet' })).toBeVisible();
  await axeClean(page, '/courses, none yet');
  const courseId = await newCourseInUi(page, 'Maple Hill', 'Espoo');
  const layout = page.getByRole('region', { name: 'New layout' });
  await layout.getByLabel('Layout name').fill('Main');
  for (const [i, par] of PARS.entries())
    if (par !== 3) await layout.getByLabel(`Hole ${i + 1} par`).fill(String(par));
  await layout.getByLabel('Hole 1 length (ft)').fill('300');
  await layout.getByLabel('Hole 2 length (ft)').fill('360');
  for (const [i, tee] of [TEE_1, TEE_2].entries()) {
    const name = `Hole ${i + 1} details`;
    const hole = layout
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name, exact: true }) });
    const details = hole.getByRole('button', { name, exact: true });
    await context.setGeolocation({ ...tee, accuracy: 4 });
    await details.tap();
    await hole.getByRole('button', { name: 'Mark the tee here' }).tap();
    await expect(hole.getByText('Tee marked (±4 m)')).toBeVisible();
  }
  await axeClean(page, 'course editor');
  await layout.getByRole('button', { name: 'Save layout' }).tap();
  await expect(page.getByText('Layout “Main” saved.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Layout: Main' })).toBeVisible();
  await axeClean(page, `/courses/${courseId}`);

  // The round: from Rounds, with the bag and one guest.
  await clickNav(page, 'Rounds');
  await expect(page.getByRole('heading', { name: 'No rounds yet' })).toBeVisible();
  await axeClean(page, '/rounds, none yet');
  await page.getByRole('link', { name: 'Start a round' }).first().tap();
  const layoutChoice = page.getByRole('group', { name: 'Layout' });
  await expect(
    layoutChoice.getByRole('button', { name: 'Main · 18 holes · par 60' }),
  ).toHaveAttribute('aria-pressed', 'true');
  expect(await lowestButton(layoutChoice), 'Layout').toBeGreaterThanOrEqual(40);
  await page.getByLabel('Bag (optional)').selectOption({ label: 'Tournament bag' });
  await page.getByRole('button', { name: 'Add a guest' }).tap();
  await page.getByRole('textbox', { name: 'Guest 1' }).fill('Robin');
  await axeClean(page, '/rounds/new');
  await page.getByRole('button', { name: 'Start the round' }).tap();
  await expect(page).toHaveURL(/\/rounds\/[0-9a-f-]{36}$/);
  const roundId = page.url().split('/').at(-1)!;

  // Hole 1: its par and length in view, a birdie, the tee shot described. The strokes come
  // first: a strokes tap writes the hole with the shots the device has stored by then, so one
  // made while a shot's change is still being stored would send the shots without it.
  await expect(page.getByRole('heading', { name: 'Hole 1', level: 2 })).toBeVisible();
  await expect(page.getByText('Par 3 · 300 ft')).toBeVisible();
  await axeClean(page, 'scoring');
  await score(page, 0);
  await describeTeeShot(page, context, discs[0]!.name, 'Backhand', LANDING_1, '292');
  await page.getByRole('button', { name: 'Next hole' }).tap();
  await expect(page.getByRole('heading', { name: 'Hole 2', level: 2 })).toBeVisible();
  await score(page, 1);
  await describeTeeShot(page, context, discs[1]!.name, 'Forehand', LANDING_2, '365');
  // The whole card, on request.
  await page.getByRole('button', { name: 'Card', exact: true }).tap();
  const card = page.getByRole('region', { name: 'Scorecard' });
  await expect(card.getByRole('row')).toHaveCount(20);
  await expect(card.getByRole('row').last()).toHaveText(/^Total\s*60\s*5\s*\(−1\)\s*7\s*\(\+1\)$/);
  await axeClean(page, 'card grid');
  await card.getByRole('button', { name: 'Go to hole 2', exact: true }).tap();
  await page.getByRole('button', { name: 'Next hole' }).tap();

  for (let i = 2; i < 18; i++) {
    await expect(page.getByRole('heading', { name: `Hole ${i + 1}`, level: 2 })).toBeVisible();
    await score(page, i);
    await page.getByRole('button', { name: i === 17 ? 'Finish round' : 'Next hole' }).tap();
  }
  await page
    .getByRole('dialog', { name: 'Finish the round' })
    .getByRole('button', { name: 'Finish round' })
    .tap();

  // The summary: −2 over 18 holes of par 60, Robin's +1 on the card.
  await expect(page.getByTestId('round-score')).toHaveText('−2');
  await expect(page.getByText('58 strokes over 18 of 18 holes (par 60)')).toBeVisible();
  const summaryCard = page.getByRole('table', { name: 'Scorecard: Maple Hill, Main' });
  await expect(summaryCard.getByRole('row').last()).toHaveText(
    /^Total\s*60\s*58\s*\(−2\)\s*61\s*\(\+1\)$/,
  );
  await axeClean(page, 'summary');

  // The two described tee shots are throws, measured by GPS, once the outbox has sent the holes.
  await expect
    .poll(
      async () => {
        const { throws } = await api<{
          throws: {
            userDiscId: string;
            distanceFt: number;
            throwType: string;
            effort: string;
            measuredBy: string;
            roundId: string | null;
            roundHole: number | null;
          }[];
        }>(page, 'GET', '/api/throws/page');
        return throws
          .map((t) => [
            t.roundHole,
            t.roundId,
            t.userDiscId,
            t.distanceFt,
            t.throwType,
            t.effort,
            t.measuredBy,
          ])
          .sort((a, b) => Number(a[0]) - Number(b[0]));
      },
      { timeout: 30_000 },
    )
    .toEqual([
      [1, roundId, ids[0], 291.9, 'backhand', 'full', 'gps'],
      [2, roundId, ids[1], 364.8, 'forehand', 'full', 'gps'],
    ]);

  // The round in the history, the course in the list, the statistics.
  await page.getByRole('link', { name: 'All rounds' }).tap();
  await expect(page.getByRole('heading', { name: 'Finished', level: 2 })).toBeVisible();
  await expect(page.getByText('−2 (58)')).toBeVisible();
  await axeClean(page, '/rounds');
  await page.getByRole('link', { name: 'Courses', exact: true }).tap();
  await expect(page.getByRole('link', { name: 'Maple Hill' })).toBeVisible();
  await expect(page.getByText('Espoo · 1 layout')).toBeVisible();
  await axeClean(page, '/courses');
  await page.getByRole('link', { name: 'Round statistics' }).tap();
  await expect(page.getByRole('region', { name: 'All your rounds' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Maple Hill · Main' })).toBeVisible();
  await axeClean(page, '/rounds/stats');
});

/** Where the screenshots go: ROUND_SHOTS_DIR, or beside the test's other results. */
const SHOTS = process.env.ROUND_SHOTS_DIR ?? path.join('test-results', 'round-shots');
/**
 * A long page drawn whole, with the header kept at the top instead of over the middle (through
 * the CSSOM: the content security policy refuses a style sheet added for the screenshot).
 */
async function drawWhole(page: Page, shot: () => Promise<unknown>) {
  const header = page.getByRole('banner');
  await header.evaluate((h) => h.style.setProperty('position', 'static'));
  await shot();
  await header.evaluate((h) => h.style.removeProperty('position'));
}
const GOLD = [3, 3, 4, 3, 5, 3, 3, 4, 3, 3, 4, 3, 3, 5, 3, 4, 3, 3];

/** The page is no wider than the screen: nothing runs off its right edge. */
async function fitsTheWidth(page: Page, what: string) {
  const [scroll, width] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scroll, `${what}: page width`).toBeLessThanOrEqual(width);
}

for (const size of [
  { width: 390, height: 844, touch: true },
  { width: 1280, height: 800, touch: false },
]) {
  test.describe(`at ${size.width} px`, () => {
    test.use({
      viewport: { width: size.width, height: size.height },
      hasTouch: size.touch,
      isMobile: size.touch,
    });

    test(`the scoring screen, the summary and the course editor fit and are drawn, light and dark (${size.width} px)`, async ({
      page,
    }) => {
      test.skip(test.info().project.name !== 'desktop', 'sizes set here; once is enough');
      test.setTimeout(120_000);
      await page.goto('/');
      await signUpViaApi(page);
      const bag = await api<{ id: string }>(page, 'POST', '/api/bags', { name: 'Main bag' });
      const disc = await api<{ id: string }>(page, 'POST', '/api/user-discs', {
        bagId: bag.id,
        discitId: (await catalogue(page))[0]!.id,
        color: '#3B82F6',
      });
      const { courseId, layoutId } = await courseOf18(page, GOLD);
      const holes = GOLD.map((par, i) => ({ label: String(i + 1), par, lengthFt: 250 + 20 * i }));
      const start = {
        courseId,
        layoutId,
        courseName: 'Maple Hill',
        layoutName: 'Gold',
        holes,
        guests: ['Robin', 'Alexandra Lindqvist-Korhonen'],
        bagId: bag.id,
        startedAt: '2026-11-28T09:00:00.000Z',
      };
      const card = (h: number) => [
        { player: 0, strokes: GOLD[h - 1]! + (h % 4 === 0 ? 1 : h % 5 === 0 ? -1 : 0) },
        { player: 1, strokes: GOLD[h - 1]! },
        { player: 2, strokes: GOLD[h - 1]! + (h % 3 === 0 ? 2 : 0) },
      ];
      const shot = (h: number) => ({
        id: crypto.randomUUID(),
        userDiscId: disc.id,
        throwType: 'backhand',
        effort: 'full',
        landing: null,
        distanceFt: 240 + h * 5,
        toBasketFt: 30,
        result: 'fairway',
      });
      // A round at hole 5 (four scored, the fifth with its tee shot), and a finished one.
      const open = crypto.randomUUID();
      await api(page, 'PUT', `/api/rounds/${open}`, start);
      for (let h = 1; h <= 4; h++)
        await api(page, 'PUT', `/api/rounds/${open}/holes/${h}`, {
          scores: card(h),
          shots: h === 4 ? [shot(h)] : [],
        });
      const done = crypto.randomUUID();
      await api(page, 'PUT', `/api/rounds/${done}`, {
        ...start,
        startedAt: '2026-11-21T09:00:00.000Z',
        finishedAt: '2026-11-21T11:00:00.000Z',
      });
      for (let h = 1; h <= 18; h++)
        await api(page, 'PUT', `/api/rounds/${done}/holes/${h}`, {
          scores: card(h),
          shots: [shot(h)],
        });

      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme });
        const name = (what: string) => path.join(SHOTS, `${what}-${size.width}-${theme}.png`);

        await page.goto(`/rounds/${open}`);
        await appIsLive(page, 60_000);
        await expect(page.getByRole('heading', { name: 'Hole 5', level: 2 })).toBeVisible();
        await expect(page.getByTestId('running-total')).toContainText('You +1 thru 4');
        await page.getByRole('button', { name: 'Describe your shots' }).click();
        await expect(page.getByRole('button', { name: 'Add a shot' })).toBeVisible();
        await fitsTheWidth(page, `scoring, ${theme}`);
        // What a player sees of the hole, then the foot of the page: the shots.
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: name('scoring') });
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.screenshot({ path: name('scoring-shots') });
        if (size.touch) {
          // On a phone the whole card opens in place of the hole.
          await page.getByRole('button', { name: 'Card', exact: true }).tap();
          const grid = page.getByRole('region', { name: 'Scorecard' });
          await expect(grid.getByRole('row').last()).toHaveText(
            /^Total\s*62\s*14\s*\(\+1\)\s*13\s*\(E\)\s*15\s*\(\+2\)$/,
          );
          await fitsTheWidth(page, `card grid, ${theme}`);
          await drawWhole(page, () => page.screenshot({ path: name('card-grid'), fullPage: true }));
          await page.getByRole('button', { name: 'Hole', exact: true }).tap();
        }
        // Hole 4's tee shot, open in the editor.
        await page.getByRole('button', { name: 'Previous' }).click();
        await expect(page.getByRole('heading', { name: 'Hole 4', level: 2 })).toBeVisible();
        await page.getByRole('button', { name: /^1\. .* · Backhand · 260 ft · Fairway$/ }).click();
        const editor = page.getByRole('group', { name: 'Shot 1' });
        await expect(editor.getByRole('button', { name: 'Fairway' })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        await fitsTheWidth(page, `shot editor, ${theme}`);
        await drawWhole(page, () => editor.screenshot({ path: name('shot-editor') }));

        await page.goto(`/rounds/${done}`);
        await appIsLive(page, 60_000);
        await expect(page.getByTestId('round-score')).toHaveText('+1');
        await fitsTheWidth(page, `summary, ${theme}`);
        await drawWhole(page, () => page.screenshot({ path: name('summary'), fullPage: true }));

        await page.goto(`/courses/${courseId}`);
        await appIsLive(page, 60_000);
        const layout = page.getByRole('region', { name: 'Layout: Gold' });
        await expect(layout.getByLabel('Hole 18 par')).toHaveValue('3');
        await layout.getByRole('button', { name: 'Hole 1 details', exact: true }).click();
        await expect(layout.getByRole('button', { name: 'Mark the tee here' })).toBeVisible();
        await fitsTheWidth(page, `course editor, ${theme}`);
        await drawWhole(page, () => layout.screenshot({ path: name('course-editor') }));
      }
    });
  });
}
