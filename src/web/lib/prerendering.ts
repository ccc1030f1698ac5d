import type { DehydratedState } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * True while the build draws pages (in Node: no document; decisions 0018 and 0021). What is drawn
 * then stays on screen until the app starts and replaces it, so it must not take input that the
 * replacement would drop: text fields are drawn read-only. A signed-in page is drawn for a
 * stand-in player: what shows who is signed in is drawn as a grey block instead.
 */
export const PRERENDERING = typeof document === 'undefined';

/**
 * Which kind of prerendered page this document holds until the app replaces it: a public page
 * (`public`, decision 0018), a signed-in page's frame (`signed-in`, decision 0021), or none.
 */
export function prerenderedPage(): 'public' | 'signed-in' | null {
  const kind = document.getElementById('root')?.dataset.prerendered;
  return kind === 'public' || kind === 'signed-in' ? kind : null;
}

/**
 * What a server-rendered signed-in page carries besides its markup (decision 0034): the query
 * cache the server drew it with (the player's answers), and when the server made each answer.
 */
export interface ServerData {
  state: DehydratedState;
  /** The answer's `Date` by API path, for the offline notice's age (lib/data-age). */
  answered: Record<string, string | null>;
  /** Whom the page was drawn for: the app hydrates it only for the same player's session. */
  player?: string;
  /** The language it was drawn in (decision 0040): hydrated only in the same one. */
  locale?: string;
}

/** The element a server-rendered signed-in page carries its data in (decision 0034). */
export const SERVER_DATA_ID = 'hyzer-data';

/**
 * The data a server-rendered signed-in page carries (JSON in a non-executed script element, so
 * the CSP allows it), or null.
 */
export function serverData(): ServerData | null {
  const element = document.getElementById(SERVER_DATA_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerData;
  } catch (err) {
    console.error('The page carried data that could not be read', err);
    return null;
  }
}

/**
 * Whether `user` is the stand-in a signed-in page's frame is drawn for (decision 0021): what names
 * the player is then drawn as grey blocks. A page the server draws for its player (decision 0034)
 * names them.
 */
export function isStandIn(user: { email: string }): boolean {
  return PRERENDERING && user.email === '';
}

const noChange = () => () => undefined;

/**
 * True while a render draws what the server draws: on the server (the build's prerendering,
 * decisions 0018 and 0021, and a signed-in page drawn at request time, decision 0034) and, in the
 * browser, while the app hydrates a page the server drew (decision 0034: React's first render
 * there must be the server's). False in any other render in the browser; after hydration the
 * components that asked render again with false (React does so for a store whose server value
 * differs from its browser value).
 */
export function useServerDrawing(): boolean {
  return useSyncExternalStore(
    noChange,
    () => false,
    () => true,
  );
}
