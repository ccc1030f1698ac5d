// Rounds, a round's scorecard, the field session and the throw history in each language at
// 390 px (decision 0040): made through the API (a course, a finished round, two discs and their
// throws), then each page checked: `lang` on <html>, no English word left, nothing cut off or
// overflowing, axe clean; its dates in the page's language.
import type { Page } from '@playwright/test';
import { api, catalogue } from './support/api';
import { BROWSER_LOCALE, expectSpoken, LANGUAGES } from './support/languages';
import { appIsLive, expect, signUpViaApi, test } from './support/ui';

const PARS = [3, 3, 4, 3, 5, 3, 3, 4, 3];
/** The player's strokes against par on each hole. */
const MINE = [0, -1, 1, 0, 0, 2, 0, -1, 0];
const STARTED = '2026-11-21T09:00:00.000Z';

/** A course of 9 holes and a finished round on it, with described shots; answers its id. */
async function finishedRound(page: Page, userDiscId: string): Promise<string> {
  const courseId = crypto.randomUUID();
  const layoutId = crypto.randomUUID();
  await api(page, 'PUT', `/api/courses/${courseId}`, { name: 'Kivikko', place: 'Helsinki' });
  const holes = PARS.map((par, i) => ({ label: String(i + 1), par, lengthFt: 250 + 20 * i }));
  await api(page, 'PUT', `/api/courses/${courseId}/layouts/${layoutId}`, { name: 'Kelta', holes });
  const id = crypto.randomUUID();
  await api(page, 'PUT', `/api/rounds/${id}`, {
    courseId,
    layoutId,
    courseName: 'Kivikko',
    layoutName: 'Kelta',
    holes,
    guests: [],
    bagId: null,
    startedAt: STARTED,
    finishedAt: '2026-11-21T10:30:00.000Z',
  });
  for (const [i, par] of PARS.entries())
    await api(page, 'PUT', `/api/rounds/${id}/holes/${i + 1}`, {
      scores: [{ player: 0, strokes: par + MINE[i]! }],
      shots: [
        {
          id: crypto.randomUUID(),
          userDiscId,
          throwType: 'backhand',
          effort: 'full',
          landing: null,
          distanceFt: 240 + i * 5,
          toBasketFt: 30,
          result: 'fairway',
        },
      ],
    });
  return id;
}

/** A Destroyer and a Buzzz, with full-power backhands, a controlled one and a forehand. */
async function discsAndThrows(page: Page): Promise<string[]> {
  const bag = await api<{ id: string }>(page, 'POST', '/api/bags', { name: 'Kassi' });
  const discs = await catalogue(page);
  const ids: string[] = [];
  for (const name of ['Destroyer', 'Buzzz']) {
    const disc = discs.find((d) => d.name === name && d.speed !== null)!;
    const made = await api<{ id: string }>(page, 'POST', '/api/user-discs', {
      bagId: bag.id,
      discitId: disc.id,
      color: '#3B82F6',
    });
    ids.push(made.id);
  }
  const throws: [string, number, 'backhand' | 'forehand', 'full' | 'controlled'][] = [
    [ids[0]!, 322, 'backhand', 'full'],
    [ids[0]!, 341, 'backhand', 'full'],
    [ids[0]!, 250, 'backhand', 'controlled'],
    [ids[0]!, 280, 'forehand', 'full'],
    [ids[1]!, 262, 'backhand', 'full'],
  ];
  for (const [i, [userDiscId, distanceFt, throwType, effort]] of throws.entries())
    await api(page, 'PUT', `/api/throws/${crypto.randomUUID()}`, {
      userDiscId,
      distanceFt,
      finishFt: -12,
      throwType,
      effort,
      thrownAt: new Date(Date.UTC(2026, 10, 20, 10, i)).toISOString(),
      measuredBy: 'typed',
    });
  return ids;
}

for (const language of LANGUAGES) {
  test.describe(`in ${language}`, () => {
    test.use({
      locale: BROWSER_LOCALE[language],
      timezoneId: 'Europe/Helsinki',
      viewport: { width: 390, height: 844 },
    });

    test('the rounds, a scorecard, the field session and the throw history', async ({ page }) => {
      test.setTimeout(300_000); // four pages, each checked by axe
      await page.goto('/');
      await signUpViaApi(page);
      const discs = await discsAndThrows(page);
      const round = await finishedRound(page, discs[0]!);
      await page.addInitScript(
        (ids) => localStorage.setItem('hyzer-field-discs', JSON.stringify(ids)),
        discs,
      );
      const day = (options: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat(language, { ...options, timeZone: 'Europe/Helsinki' }).format(
          new Date(STARTED),
        );

      await page.goto('/rounds');
      await appIsLive(page);
      await expect(page.locator('time')).toHaveText(
        day({ year: 'numeric', month: 'short', day: 'numeric' }),
      );
      await expectSpoken(page, language);

      await page.goto(`/rounds/${round}`);
      await expect(page.getByTestId('round-score')).toHaveText('+1');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kivikko');
      await expect(page.locator('main')).toContainText(day({ dateStyle: 'medium' }));
      await expectSpoken(page, language);

      await page.goto('/field');
      await expect(page.getByTestId('gps-status')).toBeVisible();
      await expect(page.getByTestId('disc-stats').first()).toContainText('+1');
      await expectSpoken(page, language);

      await page.goto('/field/history');
      await expect(page.getByTestId('trend-line').first()).toBeVisible();
      // The field session's day; the round's described shots are the log's too, on their day.
      const fieldDay = new Intl.DateTimeFormat(language, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Europe/Helsinki',
      }).format(new Date(Date.UTC(2026, 10, 20, 10)));
      await expect(page.locator('main h3', { hasText: fieldDay })).toBeVisible();
      await expectSpoken(page, language);
    });
  });
}
