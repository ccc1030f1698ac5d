// The languages' catalogues kept in step with the code and with English (decision 0040,
// docs/i18n/README.md): the web app's PO catalogues hold exactly the messages the code uses (a
// fresh extraction into a scratch folder is compared with them), every language translates every
// message, and each translation has English's placeholders, tags and plural/select arguments
// (with an `other` branch). The core's tables (core/i18n/translations) are held to the same rules.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parsePoFile } from '@lingui/format-po';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { CORE_MESSAGES } from '../src/core/i18n/core-messages';
import { LOCALES } from '../src/core/i18n/locales';
import de from '../src/core/i18n/translations/de';
import et from '../src/core/i18n/translations/et';
import fi from '../src/core/i18n/translations/fi';
import sv from '../src/core/i18n/translations/sv';

const ROOT = process.cwd();
const LOCALE_DIR = path.join(ROOT, 'src/web/locales');
const TRANSLATED = LOCALES.filter((l) => l !== 'en');

interface Entry {
  key: string;
  id: string;
  translation: string;
}

/** A PO catalogue's messages by key (context and English text). */
function readCatalogue(file: string): Map<string, Entry> {
  const po = parsePoFile(readFileSync(file, 'utf8'));
  const entries = new Map<string, Entry>();
  for (const item of po.items) {
    const id = item.msgid;
    const key = `${item.msgctxt ?? ''}\u0004${id}`;
    entries.set(key, { key, id, translation: item.msgstr[0] ?? '' });
  }
  return entries;
}

/**
 * What a translation must keep from English: its placeholders (`{name}`), its plural and select
 * arguments with their kinds, the `other` branch of each, and its JSX tags (`<0>…</0>`).
 */
function messageShape(message: string): string[] {
  const shape = new Set<string>();
  const walk = (compiled: CompiledMessage) => {
    for (const token of compiled) {
      if (typeof token === 'string') {
        for (const tag of token.match(/<\/?\d+\/?>/g) ?? []) shape.add(`tag ${tag}`);
        continue;
      }
      const [name, type, format] = token;
      shape.add(type ? `${type} ${name}` : `{${name}}`);
      if (format && typeof format === 'object') {
        const choices = format as Record<string, unknown>;
        if (!('other' in choices)) shape.add(`${name} lacks other`);
        for (const [choice, branch] of Object.entries(choices)) {
          if (choice !== 'offset' && Array.isArray(branch)) walk(branch as CompiledMessage);
        }
      }
    }
  };
  walk(compileMessageOrThrow(message));
  return [...shape].sort();
}

/** Extracts the code's messages afresh (English only) into a scratch folder and reads them. */
function extractedNow(): Map<string, Entry> {
  const scratch = path.join(ROOT, 'node_modules/.cache/i18n-check');
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  const config = path.join(scratch, 'lingui.config.mjs');
  // The project's configuration with the catalogues written into the scratch folder.
  writeFileSync(
    config,
    `import base from ${JSON.stringify(path.join(ROOT, 'lingui.config.ts'))};
export default {
  ...base,
  rootDir: ${JSON.stringify(ROOT)},
  catalogs: base.catalogs.map((c) => ({ ...c, path: ${JSON.stringify(path.join(scratch, '{locale}'))} })),
};
`,
  );
  execFileSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/@lingui/cli/dist/lingui.js'),
      'extract',
      '--config',
      config,
      '--locale',
      'en',
      '--clean',
    ],
    { cwd: ROOT, stdio: 'pipe' },
  );
  return readCatalogue(path.join(scratch, 'en.po'));
}

describe("the web app's catalogues", () => {
  const english = readCatalogue(path.join(LOCALE_DIR, 'en.po'));

  it('hold exactly the messages the code uses (npm run i18n:extract brings them in step)', () => {
    const fresh = extractedNow();
    const ids = (m: Map<string, Entry>) => [...m.values()].map((e) => e.id).sort();
    expect(ids(english), 'src/web/locales/en.po against the code').toEqual(ids(fresh));
    expect([...english.keys()].sort()).toEqual([...fresh.keys()].sort());
  }, 180_000);

  it.each(TRANSLATED)('%s translates every message and keeps none the code no longer uses', (l) => {
    const catalogue = readCatalogue(path.join(LOCALE_DIR, `${l}.po`));
    expect([...catalogue.keys()].sort()).toEqual([...english.keys()].sort());
    const untranslated = [...catalogue.values()].filter((e) => e.id && !e.translation.trim());
    expect(
      untranslated.map((e) => e.id),
      `${l}.po`,
    ).toEqual([]);
  });

  it.each(TRANSLATED)("%s keeps English's placeholders, tags and plurals", (l) => {
    const catalogue = readCatalogue(path.join(LOCALE_DIR, `${l}.po`));
    for (const entry of english.values()) {
      if (!entry.id) continue;
      const translated = catalogue.get(entry.key);
      if (!translated?.translation) continue; // said by the test above
      expect(messageShape(translated.translation), `${l}: ${entry.id}`).toEqual(
        messageShape(entry.id),
      );
    }
  });
});

describe("the core's tables", () => {
  const tables = { fi, sv, et, de };
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

  it.each(TRANSLATED)('%s translates every core message, with its placeholders', (l) => {
    const table: Record<string, string> = tables[l];
    expect(Object.keys(table).sort()).toEqual([...new Set(CORE_MESSAGES)].sort());
    for (const [english, text] of Object.entries(table)) {
      expect(text.trim(), `${l}: ${english}`).not.toBe('');
      expect(placeholders(text), `${l}: ${english}`).toEqual(placeholders(english));
    }
  });
});

describe('the shape check', () => {
  it('tells placeholders, plurals, their other branch and tags apart', () => {
    expect(messageShape('Hello {name}')).not.toEqual(messageShape('Hello {person}'));
    expect(messageShape('{n, plural, one {# disc} other {# discs}}')).toEqual(['plural n']);
    expect(messageShape('{n, plural, one {# disc}}')).toContain('n lacks other');
    expect(messageShape('A <0>link</0>')).not.toEqual(messageShape('A link'));
  });
});
