// The signed-out pages and the signed-in shell in each language at 390 px (decision 0040): the
// browser's language chosen on a first visit, `lang` on <html>, no English word left (beyond the
// words the language's own translations and glossary keep), nothing cut off or overflowing, and
// axe clean; a switch from the language menu without a reload, kept on the account.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  appIsLive,
  expect,
  PASSWORD,
  seriousA11yViolations,
  signUpViaApi,
  test,
} from './support/ui';

const LANGUAGES = ['fi', 'sv', 'et', 'de'] as const;
type Language = (typeof LANGUAGES)[number];
const BROWSER_LOCALE: Record<Language, string> = {
  fi: 'fi-FI',
  sv: 'sv-SE',
  et: 'et-EE',
  de: 'de-DE',
};

const ROOT = path.resolve(import.meta.dirname, '..');
const wordsOf = (text: string) =>
  new Set(text.toLowerCase().match(/[\p{L}]{3,}/gu) ?? ([] as string[]));

/** The PO catalogue's English messages (msgid) or a language's translations (msgstr). */
function catalogueText(language: string, field: 'msgid' | 'msgstr'): string {
  const po = readFileSync(path.join(ROOT, `src/web/locales/${language}.po`), 'utf8');
  return [...po.matchAll(new RegExp(`^${field} "(.*)"$`, 'gm'))].map((m) => m[1]).join(' ');
}

/** The glossary's "Kept in English" words. */
function glossaryKept(language: Language): string {
  const glossary = readFileSync(path.join(ROOT, `docs/i18n/glossary-${language}.md`), 'utf8');
  return glossary.split('## Kept in English')[1] ?? '';
}

/**
 * The English words a page in `language` must not show: those of the app's English messages
 * that neither the language's own translations nor its glossary's kept words use.
 */
function englishOnlyWords(language: Language): Set<string> {
  const kept = wordsOf(`${catalogueText(language, 'msgstr')} ${glossaryKept(language)} Hyzer`);
  return new Set([...wordsOf(catalogueText('en', 'msgid'))].filter((w) => !kept.has(w)));
}

/** The page's visible text and its controls' names and titles. */
async function pageText(page: Page, within = 'body'): Promise<string> {
  return page.locator(within).evaluate((root) => {
    const labels = [...root.querySelectorAll('[aria-label],[title],[placeholder]')].map((e) =>
      ['aria-label', 'title', 'placeholder'].map((a) => e.getAttribute(a) ?? '').join(' '),
    );
    const title = root === document.body ? document.title : '';
    return `${(root as HTMLElement).innerText} ${labels.join(' ')} ${title}`;
  });
}

/** Text that is cut off or runs out of its box, or a page wider than the screen. */
async function overflowing(page: Page, within: string): Promise<string[]> {
  return page.locator(within).evaluate((root) => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1)
      found.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    for (const el of root.querySelectorAll<HTMLElement>('*')) {
      if (!el.innerText?.trim() || el.offsetParent === null) continue;
      const style = getComputedStyle(el);
      if (el.closest('.sr-only') || style.position === 'fixed') continue;
      // The player's name (data, not a message) is shortened with an ellipsis on purpose.
      if (el.closest('[data-testid="user-chip"]')) continue;
      const rect = el.getBoundingClientRect();
      const hasOwnText = [...el.childNodes].some(
        (n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim(),
      );
      if (hasOwnText && (rect.right > width + 1 || rect.left < -1))
        found.push(`"${el.innerText.slice(0, 40)}" runs off the screen`);
      const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      if (hasOwnText && clips && el.scrollWidth > el.clientWidth + 1)
        found.push(`"${el.innerText.slice(0, 40)}" is cut off`);
    }
    return found;
  });
}

/** Checks the page in `language`: lang, no English left, nothing cut off, axe clean. */
async function expectSpoken(page: Page, language: Language, within = 'body') {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const english = englishOnlyWords(language);
  const left = [...wordsOf(await pageText(page, within))].filter((w) => english.has(w));
  expect(left, `English words on ${page.url()} in ${language}`).toEqual([]);
  expect(await overflowing(page, within), `${page.url()} in ${language}`).toEqual([]);
  expect(await seriousA11yViolations(page)).toEqual([]);
}

const SIGNED_OUT = ['/', '/login', '/login?forgot=1', '/signup', '/reset-password'];

for (const language of LANGUAGES) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: BROWSER_LOCALE[language], viewport: { width: 390, height: 844 } });

    test('the signed-out pages, from the browser’s language', async ({ page }) => {
      test.setTimeout(300_000); // five pages, each checked by axe
      for (const address of SIGNED_OUT) {
        await page.goto(address);
        await appIsLive(page);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectSpoken(page, language);
      }
    });

    test('the signed-in shell and its menu', async ({ page }) => {
      test.setTimeout(180_000);
      await signUpViaApi(page);
      await page.goto('/home');
      await appIsLive(page);
      const header = page.getByRole('banner');
      await expectSpoken(page, language, 'header');
      await header.locator('button[aria-expanded]').click();
      await expect(header.getByRole('navigation')).toBeVisible();
      await expectSpoken(page, language, 'header');
    });
  });
}

test.describe('switching', () => {
  test.use({ locale: 'en-US', viewport: { width: 390, height: 844 } });

  test('the menu switches without a reload, and the account keeps the choice', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const email = await signUpViaApi(page);
    await page.goto('/home');
    await appIsLive(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('button', { name: 'Menü' })).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

    // Another device, in English, signs in and takes the account's language.
    const other = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 390, height: 844 },
    });
    const second = await other.newPage();
    await second.goto('/login');
    await second.getByLabel('Email').fill(email);
    await second.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await second.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(second.locator('html')).toHaveAttribute('lang', 'de');
    await expect(second.getByRole('button', { name: 'Menü' })).toBeVisible();
    await other.close();
  });

  test('the server answers in the language asked for, with the same code', async ({ page }) => {
    const answer = await page.request.get('/api/nothing-here', {
      headers: { 'accept-language': 'fi-FI,fi;q=0.9,en;q=0.5' },
    });
    expect(answer.status()).toBe(404);
    expect(await answer.json()).toEqual({ error: { code: 'not_found', message: 'Ei löytynyt.' } });
  });
});
