/**
 * Playing a round in the browser, offline first (decisions 0043 and 0044): on a phone, a round
 * with one guest is started and all 18 holes scored with no connection, through a reload and a
 * closed tab, then sent once back online: exactly one round with 18 holes of scores on the
 * server. On a desktop, the rounds list and the card grid beside the hole. Axe on every new page.
 */
import type { Page } from '@playwright/test';
import { api } from './support/api';
import { courseOf18 } from './support/courses';
import { expect, readyOffline, seriousA11yViolations, signUpViaApi, test } from './support/ui';

const PARS = [3, 3, 4, 3, 5, 3, 3, 4, 3, 3, 4, 3, 3, 5, 3, 4, 3, 3];
/** What the player scores against par on each hole (the guest stays at par). */
const MINE = [0, -1, 1, 0, 0, 2, 0, -1, 0, 1, 0, 0, -1, 0, 0, 1, 0, 0];

/** Scores hole `i` (0-based): the player's strokes by taps, the guest left at par; then Next. */
async function scoreHole(page: Page, i: number) {
  await expect(page.getByRole('heading', { name: `Hole ${i + 1}`, level: 2 })).toBeVisible();
  const diff = MINE[i]!;
  const button = page.getByRole('button', {
    name: diff > 0 ? 'One more strokes for You' : 'One fewer strokes for You',
  });
  for (let n = 0; n < Math.abs(diff); n++) await button.tap();
  if (diff !== 0)
    await expect(page.getByTestId('hole-status')).toHaveText(`Hole ${i + 1} saved on this device`);
  await page.getByRole('button', { name: i === 17 ? 'Finish round' : 'Next hole' }).tap();
  // A hole left at par is stored as the player moves on: stored before the test reloads.
  if (diff === 0)
    await expect(page.getByTestId('hole-status')).toHaveText(`Hole ${i + 1} saved on this device`);
}

test.describe('on a phone', () => {
  // The round opens again offline from the service worker's copy (the config blocks it elsewhere).
  test.use({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    serviceWorkers: 'allow',
  });

  test('a round with a guest scored offline through a reload and a closed tab reaches the server once', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await signUpViaApi(page);
    await courseOf18(page, PARS);
    await page.goto('/rounds');
    await expect(page.getByRole('heading', { name: 'No rounds yet' })).toBeVisible();
    expect(await seriousA11yViolations(page), '/rounds empty').toEqual([]);
    await page.getByRole('link', { name: 'Start a round' }).first().tap();
    await expect(page.getByRole('button', { name: /Gold · 18 holes · par 62/ })).toBeVisible();
    await readyOffline(page);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Add a guest' }).tap();
    await page.getByRole('textbox', { name: 'Guest 1' }).fill('Sam');
    expect(await seriousA11yViolations(page), '/rounds/new').toEqual([]);
    await page.getByRole('button', { name: 'Start the round' }).tap();
    await expect(page).toHaveURL(/\/rounds\/[0-9a-f-]{36}$/);
    const roundId = page.url().split('/').pop()!;
    expect(await seriousA11yViolations(page), 'scoring').toEqual([]);

    for (let i = 0; i < 9; i++) await scoreHole(page, i);
    await page.reload();
    // Resumes at the first hole without a score, with the total so far.
    await expect(page.getByTestId('running-total')).toContainText('You +1 thru 9');
    for (let i = 9; i < 13; i++) await scoreHole(page, i);

    await page.close();
    const again = await context.newPage();
    await again.goto(`/rounds/${roundId}`);
    await expect(again.getByTestId('running-total')).toContainText('You +1 thru 13');
    for (let i = 13; i < 18; i++) await scoreHole(again, i);
    await again
      .getByRole('dialog', { name: 'Finish the round' })
      .getByRole('button', { name: 'Finish round' })
      .tap();
    await expect(again.getByTestId('round-score')).toHaveText('+2');
    await expect(again.getByTestId('outbox-count')).toBeVisible();
    expect(await seriousA11yViolations(again), 'summary').toEqual([]);

    await context.setOffline(false);
    await expect(again.getByTestId('outbox-count')).toBeHidden({ timeout: 30_000 });
    const rounds = await api<{ id: string; holesPlayed: number; toPar: number }[]>(
      again,
      'GET',
      '/api/rounds',
    );
    expect(rounds.map((r) => [r.id, r.holesPlayed, r.toPar])).toEqual([[roundId, 18, 2]]);
    const round = await api<{
      finishedAt: string | null;
      guests: string[];
      scores: { hole: number; scores: { player: number; strokes: number }[] }[];
    }>(again, 'GET', `/api/rounds/${roundId}`);
    expect(round.guests).toEqual(['Sam']);
    expect(round.finishedAt).not.toBeNull();
    expect(round.scores.map((h) => h.hole)).toEqual(PARS.map((_, i) => i + 1));
    expect(round.scores.map((h) => h.scores.map((s) => [s.player, s.strokes]))).toEqual(
      PARS.map((par, i) => [
        [0, par + MINE[i]!],
        [1, par],
      ]),
    );
  });
});

test('the rounds list and the card grid beside the hole on a desktop', async ({ page }) => {
  test.setTimeout(300_000);
  await signUpViaApi(page);
  const { courseId, layoutId } = await courseOf18(page, PARS);
  await page.goto('/rounds');
  const holes = PARS.map((par, i) => ({ label: String(i + 1), par }));
  const start = (day: number) => ({
    courseId,
    layoutId,
    courseName: 'Maple Hill',
    layoutName: 'Gold',
    holes,
    guests: ['Sam'],
    startedAt: `2026-11-${String(day).padStart(2, '0')}T09:00:00.000Z`,
  });
  const done = crypto.randomUUID();
  await api(page, 'PUT', `/api/rounds/${done}`, {
    ...start(20),
    finishedAt: '2026-11-20T11:00:00.000Z',
  });
  for (let h = 1; h <= 18; h++)
    await api(page, 'PUT', `/api/rounds/${done}/holes/${h}`, {
      scores: [{ player: 0, strokes: PARS[h - 1]! + (h === 3 ? 1 : 0) }],
    });
  const open = crypto.randomUUID();
  await api(page, 'PUT', `/api/rounds/${open}`, start(10));
  await api(page, 'PUT', `/api/rounds/${open}/holes/1`, { scores: [{ player: 0, strokes: 2 }] });

  await page.reload();
  const sections = page.getByRole('heading', { level: 2 });
  await expect(sections).toHaveText(['Not finished', 'Finished']);
  await expect(page.getByRole('link', { name: /^Resume the round at Maple Hill/ })).toBeVisible();
  await expect(page.getByText('+1 (63)')).toBeVisible();
  await expect(page.getByText('−1 (2) thru 1 of 18')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/courses');
  for (const theme of ['light', 'dark']) {
    await page.evaluate(
      (t) => document.documentElement.classList.toggle('dark', t === 'dark'),
      theme,
    );
    expect(await seriousA11yViolations(page), `/rounds ${theme}`).toEqual([]);
  }

  await page.getByRole('link', { name: /^Resume the round at Maple Hill/ }).click();
  await expect(page.getByRole('heading', { name: 'Hole 2', level: 2 })).toBeVisible();
  const grid = page.getByRole('complementary', { name: 'Scorecard beside the hole' });
  await expect(grid.getByRole('table')).toBeVisible();
  await expect(grid.getByRole('row')).toHaveCount(20);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('heading', { name: 'Hole 3', level: 2 })).toBeVisible();
  await grid.getByRole('button', { name: 'Go to hole 1', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Hole 1', level: 2 })).toBeVisible();
  for (const theme of ['light', 'dark']) {
    await page.evaluate(
      (t) => document.documentElement.classList.toggle('dark', t === 'dark'),
      theme,
    );
    expect(await seriousA11yViolations(page), `scoring ${theme}`).toEqual([]);
  }

  await page.goto('/rounds');
  await page.getByRole('button', { name: /^Delete the round at Maple Hill, Nov 20/ }).click();
  await page
    .getByRole('dialog', { name: 'Delete round' })
    .getByRole('button', { name: 'Delete round' })
    .click();
  await expect(page.getByRole('heading', { name: 'Finished', exact: true })).toBeHidden();
  await expect
    .poll(async () => (await api<{ id: string }[]>(page, 'GET', '/api/rounds')).map((r) => r.id))
    .toEqual([open]);
});
