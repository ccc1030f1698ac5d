// Checks a page in one of Hyzer's languages (decision 0040): `lang` on <html>, no English word
// left beyond the words the language's own translations and glossary keep, nothing cut off or
// overflowing, and axe clean. Each screen's language spec uses it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { seriousA11yViolations } from './ui';

export const LANGUAGES = ['fi', 'sv', 'et', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const BROWSER_LOCALE: Record<Language, string> = {
  fi: 'fi-FI',
  sv: 'sv-SE',
  et: 'et-EE',
  de: 'de-DE',
};

const ROOT = path.resolve(import.meta.dirname, '../..');
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

/** Nothing within `within` is cut off or runs off the screen, and the page is no wider. */
export async function expectNothingCutOff(page: Page, within = 'body') {
  expect(await overflowing(page, within), page.url()).toEqual([]);
}

/** Checks the page in `language`: lang, no English left, nothing cut off, axe clean. */
export async function expectSpoken(page: Page, language: Language, within = 'body') {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const english = englishOnlyWords(language);
  const left = [...wordsOf(await pageText(page, within))].filter((w) => english.has(w));
  expect(left, `English words on ${page.url()} in ${language}`).toEqual([]);
  expect(await overflowing(page, within), `${page.url()} in ${language}`).toEqual([]);
  expect(await seriousA11yViolations(page)).toEqual([]);
}
