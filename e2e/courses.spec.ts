/**
 * Courses and round statistics (decision 0043). On the phone: a course made with a layout of 18
 * holes (pars and lengths typed, a tee marked with a mocked position), there after a reload. On
 * a desktop: rounds brought from UDisc (files of both header versions, layouts of 9, 18 and 21
 * holes) and their statistics, per player, per course and layout. Axe, light and dark.
 */
import type { Locator, Page } from '@playwright/test';
import { api } from './support/api';
import { newCourseInUi } from './support/courses';
import {
  appIsLive,
  expect,
  isMobile,
  seriousA11yViolations,
  signUpViaApi,
  test,
} from './support/ui';

/** The app has taken over the page, with room for a loaded machine. */
const live = (page: Page) => appIsLive(page, 60_000);

const TEE = { latitude: 60.2055, longitude: 24.6559 };
const PARS = [3, 3, 4, 3, 3, 5, 3, 4, 3, 3, 3, 4, 3, 3, 3, 4, 3, 3];
const lengthOf = (i: number) => 220 + i * 15;

async function axeLightAndDark(page: Page, path: string, drawn: RegExp | string) {
  for (const theme of ['light', 'dark']) {
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    await page.goto(path);
    await live(page);
    await expect(page.getByText(drawn).first()).toBeVisible();
    expect(await seriousA11yViolations(page), `${path}, ${theme}`).toEqual([]);
  }
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
}

test('a course of 18 holes made on the phone, with a tee marked by GPS, is all there after a reload @mobile', async ({
  page,
  context,
}) => {
  test.skip(!isMobile(page), 'runs in the 390 px project');
  // Eighteen holes typed one field at a time, and axe four times: more than the default bound.
  test.setTimeout(240_000);
  await page.goto('/');
  await signUpViaApi(page);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ ...TEE, accuracy: 5 });

  await page.goto('/courses');
  await live(page);
  await expect(page.getByRole('heading', { name: 'No courses yet' })).toBeVisible();
  const courseId = await newCourseInUi(page, 'Maple Hill', 'Espoo');

  // A new course opens a new layout of 18 holes of par 3: type each par and length.
  const layout = page.getByRole('region', { name: 'New layout' });
  await layout.getByLabel('Layout name').fill('Main');
  await expect(layout.getByRole('list', { name: 'Holes' }).getByRole('listitem')).toHaveCount(18);
  for (const [i, par] of PARS.entries()) {
    await layout.getByLabel(`Hole ${i + 1} par`).fill(String(par));
    await layout.getByLabel(`Hole ${i + 1} length (ft)`).fill(String(lengthOf(i)));
  }
  await layout.getByRole('button', { name: 'Hole 1 details' }).tap();
  await layout.getByRole('button', { name: 'Mark the tee here' }).tap();
  await expect(layout.getByText('Tee marked (±5 m)')).toBeVisible();
  await layout.getByRole('button', { name: 'Save layout' }).tap();
  await expect(page.getByText('Layout “Main” saved.')).toBeVisible();

  // Sent through the outbox: the server has it.
  await expect
    .poll(async () => {
      const course = await api<{ layouts: { holes: { par: number; tee: unknown }[] }[] }>(
        page,
        'GET',
        `/api/courses/${courseId}`,
      ).catch(() => null);
      const holes = course?.layouts[0]?.holes ?? [];
      return [holes.map((h) => h.par).join(','), holes[0]?.tee ? 'tee' : 'no tee'];
    })
    .toEqual([PARS.join(','), 'tee']);

  await page.reload();
  await live(page);
  const saved = page.getByRole('region', { name: 'Layout: Main' });
  for (const [i, par] of PARS.entries()) {
    await expect(saved.getByLabel(`Hole ${i + 1} par`)).toHaveValue(String(par));
    await expect(saved.getByLabel(`Hole ${i + 1} length (ft)`)).toHaveValue(String(lengthOf(i)));
  }
  await saved.getByRole('button', { name: 'Hole 1 details' }).tap();
  await expect(saved.getByText('Tee marked (±5 m)')).toBeVisible();

  await page.goto('/courses');
  await live(page);
  await expect(page.getByRole('link', { name: 'Maple Hill' })).toBeVisible();
  await expect(page.getByText('Espoo · 1 layout')).toBeVisible();
  await axeLightAndDark(page, `/courses/${courseId}`, 'Layout: Main');
  await axeLightAndDark(page, '/courses', 'Espoo · 1 layout');
});

/** A UDisc export of `blocks`, with the current header or the older one. */
function udiscCsv(
  version: 'current' | 'older',
  blocks: {
    course: string;
    layout: string;
    date: string;
    pars: number[];
    me: number[];
    guest?: number[];
  }[],
): string {
  const n = Math.max(...blocks.map((b) => b.pars.length));
  const head =
    version === 'current'
      ? 'PlayerName,CourseName,LayoutName,StartDate,EndDate,Total,+/-,RoundRating'
      : 'PlayerName,CourseName,LayoutName,Date,Total,+/-';
  const lines = [`${head},${Array.from({ length: n }, (_, i) => `Hole${i + 1}`).join(',')}`];
  const holes = (xs: number[]) => [...xs, ...Array<string>(n - xs.length).fill('')].join(',');
  for (const b of blocks) {
    const row = (name: string, xs: number[]) => {
      const total = xs.reduce((a, x) => a + x, 0);
      const meta = version === 'current' ? `${b.date},,${total},0,` : `${b.date},${total},0`;
      return `${name},${b.course},${b.layout},${meta},${holes(xs)}`;
    };
    lines.push(row('Par', b.pars));
    lines.push(row('Sam', b.me));
    if (b.guest) lines.push(row('Robin', b.guest));
  }
  return lines.join('\n');
}

const threes = (n: number) => Array<number>(n).fill(3);

/** A figure of a stats card: its label, value and hint. */
const figure = (card: Locator, label: string) =>
  card.locator('div', { has: card.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) });

async function importUdisc(page: Page, name: string, csv: string, outcome: string) {
  await page.getByRole('button', { name: 'Import rounds from UDisc' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import rounds from UDisc' });
  await dialog
    .getByLabel(/Scorecard file/)
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await dialog.getByRole('button', { name: 'Read file' }).click();
  await dialog.getByRole('radio', { name: /Sam/ }).check();
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText(outcome)).toBeVisible();
}

test('rounds imported from UDisc give the statistics of the player, each course and layout', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto('/');
  await signUpViaApi(page);
  await page.goto('/rounds/stats');
  await live(page);
  await expect(page.getByRole('heading', { name: 'No rounds yet' })).toBeVisible();

  await page.goto('/account');
  await live(page);
  // Current header: Maple Hill's 9 holes twice (Robin on the card once), Järva's 18.
  await importUdisc(
    page,
    'UDisc Scorecards.csv',
    udiscCsv('current', [
      {
        course: 'Maple Hill',
        layout: 'Gold',
        date: '2024-06-16 1322',
        pars: threes(9),
        me: [2, ...threes(8)],
        guest: threes(9),
      },
      {
        course: 'Maple Hill',
        layout: 'Gold',
        date: '2024-06-23 1000',
        pars: threes(9),
        me: [4, ...threes(8)],
      },
      {
        course: 'Järva',
        layout: 'Main 18',
        date: '2024-07-02 0905',
        pars: threes(18),
        me: threes(18),
      },
    ]),
    '3 rounds imported. 2 new courses and 2 new layouts.',
  );
  // Older header: Kokkola's 21 holes, and one Maple Hill round already here.
  await importUdisc(
    page,
    'older.csv',
    udiscCsv('older', [
      {
        course: 'Maple Hill',
        layout: 'Gold',
        date: '2024-06-16 1322',
        pars: threes(9),
        me: [2, ...threes(8)],
      },
      {
        course: 'Kokkola',
        layout: 'Long 21',
        date: '2024-08-11 1700',
        pars: threes(21),
        me: [2, 2, ...threes(19)],
      },
    ]),
    '1 round imported, 1 already here. 1 new course and 1 new layout.',
  );

  await page.goto('/rounds/stats');
  await live(page);
  const player = page.getByRole('region', { name: 'All your rounds' });
  await expect(player.getByText('Par 3')).toBeVisible();
  // 57 holes of par 3 in 169 strokes (Maple Hill's 2 and 4 even out, Kokkola's two 2s do not).
  await expect(player.getByText('2.96')).toBeVisible();
  const maple = page.getByRole('region', { name: 'Maple Hill · Gold' });
  await expect(figure(maple, 'Rounds played')).toHaveText(/^Rounds played2$/);
  await expect(figure(maple, 'Best')).toHaveText(/^Best−1$/);
  await expect(figure(maple, 'Average')).toHaveText(/^Average27\.0E to par$/);
  await expect(
    page.getByRole('region', { name: 'Kokkola · Long 21' }).getByRole('row'),
  ).toHaveCount(22);
  await expect(page.getByRole('region', { name: 'Järva · Main 18' }).getByRole('row')).toHaveCount(
    19,
  );
  // Hole 1 of Maple Hill: a 2 and a 4, average 3.0, even, one birdie in two.
  await expect(maple.getByRole('row').nth(1)).toHaveText(/^1\s*3\s*3\.0\s*E\s*50%$/);

  // The course page shows its layouts' statistics.
  await page.goto('/courses');
  await live(page);
  await page.getByRole('link', { name: 'Maple Hill' }).click();
  await expect(page.getByRole('heading', { name: 'Your rounds here' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Maple Hill · Gold' })).toBeVisible();

  await axeLightAndDark(page, '/rounds/stats', 'All your rounds');
  await axeLightAndDark(page, '/account', 'Rounds and UDisc');
});
