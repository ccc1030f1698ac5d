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
