/**
 * A field session on the phone (decision 0030): the player picks discs, marks the tee and the
 * landing with a mocked position (Playwright's setGeolocation), and the measured throw is logged
 * with one tap; a coarse fix is refused; a typed throw is edited and deleted.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { api, catalogue } from './support/api';
import { compareDisc } from './support/disc-actions';
import { expect, signUpViaApi, test } from './support/ui';

/** Metres north as degrees of latitude (a degree is 111,195 m on the mean sphere). */
const north = (m: number) => m / 111_195;
const TEE = { latitude: 52.3731, longitude: 4.8922 };

async function playerWithDiscs(page: Page): Promise<string> {
  return (await playerDiscs(page)).bagId;
}

async function playerDiscs(page: Page) {
  await page.goto('/');
  await signUpViaApi(page);
  const bag = await api<{ id: string }>(page, 'POST', '/api/bags', { name: 'Field bag' });
  const discs = await catalogue(page);
  const pick = (name: string) => discs.find((d) => d.name === name && d.speed !== null)!;
  const ids: Record<string, string> = {};
  for (const [name, color] of [
    ['Destroyer', '#EF4444'],
    ['Buzzz', '#3B82F6'],
    ['Aviar', '#22C55E'],
  ] as const) {
    const d = await api<{ id: string }>(page, 'POST', '/api/user-discs', {
      bagId: bag.id,
      discitId: pick(name).id,
      color,
    });
    ids[name] = d.id;
  }
  return { bagId: bag.id, ids };
}

/** Logs full-power throws through the API: [disc id, distance ft, finish ft][]. */
async function logThrows(
  page: Page,
  throws: [string, number, number][],
  throwType: 'backhand' | 'forehand' = 'backhand',
) {
  for (const [i, [userDiscId, distanceFt, finishFt]] of throws.entries()) {
    await api(page, 'PUT', `/api/throws/${randomUUID()}`, {
      userDiscId,
      distanceFt,
      finishFt,
      throwType,
      effort: 'full',
      thrownAt: new Date(Date.UTC(2026, 10, 20, 10, i)).toISOString(),
      measuredBy: 'typed',
    });
  }
}

/** A Destroyer thrown 4 times (about 330 ft, finishing left) and a Buzzz 3 times; no Aviar. */
const SESSION = (ids: Record<string, string>): [string, number, number][] => [
  [ids.Destroyer!, 322, -35],
  [ids.Destroyer!, 341, -48],
  [ids.Destroyer!, 330, -30],
  [ids.Destroyer!, 336, -42],
  [ids.Buzzz!, 262, -12],
  [ids.Buzzz!, 270, -5],
  [ids.Buzzz!, 255, -20],
];

test('a field session records a throw measured by the phone, refuses a coarse fix, and takes a typed one @mobile', async ({
  page,
  context,
}) => {
  const bagId = await playerWithDiscs(page);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ ...TEE, accuracy: 5 });

  // From the bag page to the field session.
  await page.goto(`/bags/${bagId}`);
  await page.getByRole('link', { name: 'Field session' }).click();
  await expect(page.getByRole('heading', { name: 'Field session', level: 1 })).toBeVisible();
  await page.getByRole('checkbox', { name: /Destroyer/ }).check();
  await page.getByRole('checkbox', { name: /Buzzz/ }).check();
  await page.getByRole('button', { name: 'Start with 2 discs' }).click();

  // Mark the tee, walk 100 m, mark where it landed: 328 ft.
  await page.getByRole('button', { name: 'Mark the tee' }).click();
  await expect(page.getByTestId('gps-status')).toHaveText(/Tee marked \(±5 m\)/);
  await context.setGeolocation({ ...TEE, latitude: TEE.latitude + north(100), accuracy: 7 });
  await page.getByRole('button', { name: 'Mark where it landed' }).click();
  await expect(page.getByTestId('gps-status')).toHaveText(/Measured 328 ft \(±7 m\)/);
  await page.getByRole('button', { name: /^Destroyer/ }).click();
  await expect(page.getByRole('status')).toHaveText('Destroyer: 328 ft logged');
  const destroyer = page.getByRole('region', { name: 'Destroyer throws' });
  await expect(destroyer.getByTestId('disc-stats')).toHaveText(
    'Backhand, full power: 1 throw · median 328 ft · best 328 ft',
  );
  await expect(destroyer.getByText(/GPS ±7 m/)).toBeVisible();
  await expect
    .poll(async () =>
      (await api<{ distanceFt: number; measuredBy: string }[]>(page, 'GET', '/api/throws')).map(
        (t) => [Math.round(t.distanceFt), t.measuredBy],
      ),
    )
    .toEqual([[328, 'gps']]);

  // A coarse fix is refused, and the message says what phone GPS can do.
  await context.setGeolocation({ ...TEE, accuracy: 40 });
  await page.getByRole('button', { name: 'Mark the tee again' }).click();
  await expect(page.getByText(/only accurate to ±40 m.*Phone GPS is ±3–10 m/)).toBeVisible();

  // A typed distance, then an edit and a delete.
  await page.getByLabel('Or type the distance (ft)').fill('250');
  await page.getByRole('button', { name: /^Buzzz/ }).click();
  const buzzz = page.getByRole('region', { name: 'Buzzz throws' });
  await expect(buzzz.getByTestId('disc-stats')).toHaveText(
    'Backhand, full power: 1 throw · median 250 ft · best 250 ft',
  );
  await buzzz.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit throw' });
  await dialog.getByLabel('Distance (ft)').fill('262');
  await dialog.getByRole('button', { name: 'Controlled' }).click();
  await dialog.getByRole('button', { name: 'Save throw' }).click();
  // A controlled throw is counted apart, not in the median and best (as the chart counts).
  await expect(buzzz.getByTestId('disc-stats')).toHaveText(
    'Backhand, full power: none yet · +1 controlled',
  );
  await expect(buzzz.getByText(/262 ft · Backhand · Controlled/)).toBeVisible();
  await page.reload();
  await expect(buzzz.getByText(/262 ft · Backhand · Controlled/)).toBeVisible();
  await buzzz.getByRole('button', { name: 'Delete' }).click();
  await expect(buzzz.getByTestId('disc-stats')).toHaveText('No throws yet');
  await expect.poll(async () => (await api<unknown[]>(page, 'GET', '/api/throws')).length).toBe(1);
});

test('the marked tee survives a reload, and the disc buttons are on screen once the landing is marked, offline too @mobile', async ({
  page,
  context,
}) => {
  await playerWithDiscs(page);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ ...TEE, accuracy: 5 });
  await page.goto('/field');
  for (const name of ['Destroyer', 'Buzzz', 'Aviar']) {
    await page.getByRole('checkbox', { name: new RegExp(name) }).check();
  }
  await page.getByRole('button', { name: 'Start with 3 discs' }).click();
  await page.getByRole('button', { name: 'Mark the tee' }).click();
  await expect(page.getByTestId('gps-status')).toHaveText(/Tee marked \(±5 m\)/);
  await page.reload();
  await expect(page.getByTestId('gps-status')).toHaveText(/Tee marked \(±5 m\)/);

  // Offline, with a throw waiting to send: the banners push the page down.
  await context.setOffline(true);
  await page.getByLabel('Or type the distance (ft)').fill('250');
  await page.getByRole('button', { name: /^Buzzz/ }).click();
  await expect(page.getByTestId('outbox-count')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await context.setGeolocation({ ...TEE, latitude: TEE.latitude + north(100), accuracy: 7 });
  await page.getByRole('button', { name: 'Mark where it landed' }).click();
  await expect(page.getByTestId('gps-status')).toHaveText(/Measured 328 ft/);
  for (const name of ['Destroyer', 'Buzzz', 'Aviar']) {
    await expect(page.getByRole('button', { name: new RegExp(`^${name}`) })).toBeInViewport();
  }
  await page.getByRole('button', { name: /^Aviar/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Aviar: 328 ft logged' })).toBeVisible();
  await context.setOffline(false);
});

test('with location refused, the distance is typed; a forehand thrower starts on Forehand @mobile', async ({
  page,
}) => {
  await playerWithDiscs(page);
  await page.evaluate(() => localStorage.setItem('disc-golf-throw', 'forehand'));
  await page.goto('/field');
  await page.getByRole('checkbox', { name: /Destroyer/ }).check();
  await page.getByRole('button', { name: 'Start with 1 disc' }).click();
  await page.getByRole('button', { name: 'Mark the tee' }).click();
  await expect(page.getByText(/Location is off for this site/)).toBeVisible();
  await page.getByLabel('Distance (ft)').fill('301');
  await expect(page.getByRole('button', { name: 'Forehand', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: /^Destroyer/ }).click();
  await expect(page.getByText('Destroyer: 301 ft logged')).toBeVisible();
  // Logged means kept on the phone; the outbox sends it to the server just after.
  await expect
    .poll(
      async () => (await api<{ throwType: string }[]>(page, 'GET', '/api/throws'))[0]?.throwType,
    )
    .toBe('forehand');
});

test('the "My throws" chart draws measured discs to their landings, with dots, and says which are modelled @mobile', async ({
  page,
}) => {
  const { bagId, ids } = await playerDiscs(page);
  await logThrows(page, SESSION(ids));
  await page.goto(`/bags/${bagId}?view=chart`);
  const chart = page.getByTestId('flight-chart');
  await expect(chart.getByTestId('flight-view')).toHaveText(
    /^My throws · arm \d+ ft, fitted to 7 throws/,
  );
  await expect(chart.getByTestId('landing-dot')).toHaveCount(7);
  await expect(chart.getByTestId('measured-note')).toHaveText(
    /measured from your throws \(solid lines\): Destroyer \(4\), Buzzz \(3\); the other discs are modelled/,
  );
  await expect(chart.locator('figcaption')).toContainText(
    'Seen from behind the thrower; measured from your throws',
  );
  await chart.getByText('Show data table').click();
  const table = chart.getByRole('table');
  await expect(table.getByRole('row', { name: /Destroyer/ })).toContainText('333 ft');
  await expect(table.getByRole('row', { name: /Destroyer/ })).toContainText('Measured (4 throws)');
  await expect(table.getByRole('row', { name: /Aviar/ })).toContainText('Modelled');

  // Off: today's chart, for a typical thrower.
  await chart.getByRole('button', { name: 'My throws' }).click();
  // The chosen arm is a "what if" beside the fitted one (decision 0046).
  await expect(chart.getByTestId('flight-view')).toHaveText(
    /^What if · Average arm \(My throws: arm \d+ ft, 7 throws\)/,
  );
  await expect(chart.getByTestId('landing-dot')).toHaveCount(0);
});

test('compare and the disc modal fly a logged disc to its throws and model the rest', async ({
  page,
}) => {
  const { bagId, ids } = await playerDiscs(page);
  await logThrows(page, SESSION(ids));
  await page.goto(`/bags/${bagId}`);
  await compareDisc(page, 'Destroyer');
  await compareDisc(page, 'Aviar');
  await page.getByRole('link', { name: 'Compare 2 discs' }).click();
  const source = page
    .getByTestId('compare-numbers')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Source' }) });
  await expect(source.getByRole('cell')).toHaveText(['Measured (4 throws)', 'Modelled']);
  await expect(page.getByTestId('flight-chart').getByTestId('landing-dot')).toHaveCount(4);

  await page.goto(`/bags/${bagId}`);
  await page
    .getByRole('row', { name: /Destroyer/ })
    .getByRole('button', { name: 'Destroyer', exact: true })
    .click();
  const flight = page.getByRole('dialog', { name: 'Destroyer' }).getByTestId('disc-flight');
  await expect(flight.getByRole('listitem').filter({ hasText: 'Backhand:' })).toContainText(
    /333 ft, lands 3[89] ft left\s*measured, 4 throws/,
  );
  await expect(flight.getByRole('listitem').filter({ hasText: 'Forehand:' })).toContainText(
    'modelled',
  );
  await expect(flight.getByTestId('landing-dot')).toHaveCount(4);
});

test('a player with no throws sees today’s chart @mobile', async ({ page }) => {
  const { bagId } = await playerDiscs(page);
  await page.goto(`/bags/${bagId}?view=chart`);
  const chart = page.getByTestId('flight-chart');
  await expect(chart.getByTestId('flight-view')).toHaveText(/^Arm model/);
  await expect(chart.getByRole('button', { name: 'My throws' })).toHaveCount(0);
});

/**
 * Screenshots for review (THROWS_SHOTS=<folder>): the field session and the "My throws" chart,
 * light and dark, right- and left-handed, backhand and forehand, at this project's viewport.
 */
test('screenshots of the field session and the My throws chart @mobile', async ({
  page,
  context,
}) => {
  const dir = process.env.THROWS_SHOTS;
  test.skip(!dir, 'set THROWS_SHOTS to a folder to take them');
  mkdirSync(dir!, { recursive: true });
  const { bagId, ids } = await playerDiscs(page);
  await logThrows(page, SESSION(ids));
  await logThrows(
    page,
    SESSION(ids).map(([d, ft, finish]) => [d, Math.round(ft * 0.92), -finish]),
    'forehand',
  );
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ ...TEE, accuracy: 4 });
  const width = page.viewportSize()!.width;
  for (const [theme, hand, throwType] of [
    ['light', 'righty', 'backhand'],
    ['dark', 'lefty', 'backhand'],
    ['light', 'lefty', 'forehand'],
    ['dark', 'righty', 'forehand'],
  ] as const) {
    await page.evaluate(
      ([th, h, tt]) => {
        localStorage.setItem('theme', th);
        localStorage.setItem('disc-golf-handedness', h);
        localStorage.setItem('disc-golf-throw', tt);
        localStorage.setItem('hyzer-field-discs', JSON.stringify([]));
      },
      [theme, hand, throwType] as const,
    );
    const name = `${width}-${theme}-${hand}-${throwType}`;
    await page.goto(`/bags/${bagId}?view=chart`);
    await expect(page.getByTestId('landing-dot').first()).toBeVisible();
    await page
      .getByTestId('flight-chart')
      .screenshot({ path: path.join(dir!, `chart-${name}.png`) });
    await page.goto('/field');
    await page.getByRole('checkbox', { name: /Destroyer/ }).check();
    await page.getByRole('checkbox', { name: /Buzzz/ }).check();
    await page.getByRole('checkbox', { name: /Aviar/ }).check();
    await page.getByRole('button', { name: 'Start with 3 discs' }).click();
    await page.getByRole('button', { name: 'Mark the tee' }).click();
    await context.setGeolocation({ ...TEE, latitude: TEE.latitude + north(98), accuracy: 6 });
    await page.getByRole('button', { name: 'Mark where it landed' }).click();
    await expect(page.getByTestId('gps-status')).toHaveText(/Measured/);
    await context.setGeolocation({ ...TEE, accuracy: 4 });
    await page.screenshot({ path: path.join(dir!, `field-${name}.png`), fullPage: true });
  }
});

test('a shared link shows the owner’s measured landings only once they turn that on', async ({
  page,
  browser,
}) => {
  const { bagId, ids } = await playerDiscs(page);
  await logThrows(page, SESSION(ids));
  await page.goto(`/bags/${bagId}`);
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: /^Share/ });
  await dialog.getByRole('button', { name: 'Turn on link' }).click();
  const link = await dialog.getByRole('textbox', { name: 'Public link' }).inputValue();
  const shows = dialog.getByRole('checkbox', { name: /Show my measured landings/ });
  await expect(shows).not.toBeChecked();

  const context = await browser.newContext({ viewport: page.viewportSize() });
  const visitor = await context.newPage();
  await visitor.goto(`${link}?view=chart`);
  const chart = visitor.getByTestId('flight-chart');
  await expect(chart.getByTestId('flight-view')).toHaveText(/^Arm model/);
  await expect(chart.getByTestId('landing-dot')).toHaveCount(0);

  await shows.click();
  await expect(shows).toBeChecked();
  await visitor.reload();
  await expect(chart.getByTestId('flight-view')).toHaveText(/^Their throws · arm \d+ ft/);
  await expect(chart.getByTestId('landing-dot')).toHaveCount(7);
  await context.close();
});
