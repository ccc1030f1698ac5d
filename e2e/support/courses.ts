/**
 * Courses for the specs (decision 0043): made as a player makes them on the courses page (the
 * "New course" dialog, which opens the course with a new layout of 18 holes of par 3 in its
 * editor), or through the API when the course is not what the test is about.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './ui';

/**
 * Maple Hill (Tampere) with one layout, Gold, of these pars (hole n 230 + 20·n ft long), made
 * through the API; answers the ids.
 */
export async function courseOf18(page: Page, pars: readonly number[]) {
  const origin = test.info().project.use.baseURL!;
  const put = async (url: string, data: unknown) => {
    const res = await page.request.put(url, { data, headers: { origin } });
    expect(res.ok(), await res.text()).toBeTruthy();
  };
  const courseId = crypto.randomUUID();
  const layoutId = crypto.randomUUID();
  await put(`/api/courses/${courseId}`, { name: 'Maple Hill', place: 'Tampere' });
  await put(`/api/courses/${courseId}/layouts/${layoutId}`, {
    name: 'Gold',
    holes: pars.map((par, i) => ({ label: String(i + 1), par, lengthFt: 250 + 20 * i })),
  });
  return { courseId, layoutId };
}

/** Makes a course through the dialog on /courses (the app live there); answers its id. */
export async function newCourseInUi(page: Page, name: string, place: string): Promise<string> {
  await page.getByRole('button', { name: 'New course' }).first().tap();
  const dialog = page.getByRole('dialog', { name: 'New course' });
  await dialog.getByLabel('Course name').fill(name);
  await dialog.getByLabel('Place or city (optional)').fill(place);
  await dialog.getByRole('button', { name: 'Create course' }).tap();
  await expect(page).toHaveURL(/\/courses\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  return page.url().split('/').at(-1)!;
}
