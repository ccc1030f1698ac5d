/**
 * The API's error messages in the caller's language (decision 0040). Every error keeps its
 * stable `code`; its `message` (and each field's) is said in the language of the `lang` cookie
 * (the app sets it with the player's choice), else of Accept-Language, else English. A message
 * the tables do not hold (made from data) stays as it is.
 */
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { readAnswerJson } from './read-once';
import type { CoreTranslations } from '../../core/i18n/core-messages';
import {
  acceptedLanguages,
  DEFAULT_LOCALE,
  isLocale,
  matchLocale,
  type Locale,
} from '../../core/i18n/locales';
import { translateCore } from '../../core/i18n/translate';
import de from '../../core/i18n/translations/de';
import et from '../../core/i18n/translations/et';
import fi from '../../core/i18n/translations/fi';
import sv from '../../core/i18n/translations/sv';

const TABLES: Record<Exclude<Locale, 'en'>, CoreTranslations> = { fi, sv, et, de };

/** The language a request asks for: its `lang` cookie, else its Accept-Language, else English. */
export function requestLocale(cookie: string | undefined, acceptLanguage: string | undefined) {
  if (isLocale(cookie)) return cookie;
  return matchLocale(acceptedLanguages(acceptLanguage)) ?? DEFAULT_LOCALE;
}

/** `english` (a core message) in `locale`, with its `{name}` placeholders filled from `values`. */
export function serverMessage(
  english: string,
  locale: string | null | undefined,
  values?: Record<string, string | number>,
): string {
  const table = isLocale(locale) && locale !== 'en' ? TABLES[locale] : null;
  return translateCore(english, table, values);
}

interface ErrorAnswer {
  error: { code: string; message: string; fields?: Record<string, string> };
}

function isErrorAnswer(body: unknown): body is ErrorAnswer {
  const error = (body as { error?: unknown } | null)?.error as ErrorAnswer['error'] | undefined;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}

export function messagesInLanguage(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (res.status < 400 || !res.headers.get('content-type')?.includes('application/json')) return;
    const locale = requestLocale(getCookie(c, 'lang'), c.req.header('accept-language'));
    if (locale === DEFAULT_LOCALE) return;
    const body = await readAnswerJson(c);
    if (!isErrorAnswer(body)) return;
    const say = (text: string) => serverMessage(text, locale);
    const { fields } = body.error;
    const error = {
      ...body.error,
      message: say(body.error.message),
      ...(fields && {
        fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, say(v)])),
      }),
    };
    const headers = new Headers(res.headers);
    headers.delete('content-length');
    headers.set('Content-Language', locale);
    c.res = new Response(JSON.stringify({ error }), { status: res.status, headers });
  };
}
