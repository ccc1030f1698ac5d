/**
 * The I18n that text made outside a component speaks (a chart's labels, a list's words, a
 * disc's name with its copy): the app's one `i18n` in the browser, and on the server the one a
 * page is being drawn in (prerender.tsx draws pages in several languages at the same time, each
 * with an I18n of its own, and sets where to find it). A helper that takes an `i18n` argument
 * defaults to this, so what it writes follows the page it is drawn for.
 */
import { i18n as appI18n, type I18n } from '@lingui/core';

let drawing: () => I18n | undefined = () => undefined;

/** The I18n of the page being drawn on the server, else the app's. */
export function currentI18n(): I18n {
  return drawing() ?? appI18n;
}

/** Where the server finds the I18n of the page it is drawing (prerender.tsx, once). */
export function drawPagesWith(current: () => I18n | undefined): void {
  drawing = current;
}
