/**
 * True while the build draws the public pages (in Node: no document; decision 0018). What is drawn
 * then stays on screen until the app starts and replaces it, so it must not take input that the
 * replacement would drop: text fields are drawn read-only.
 */
export const PRERENDERING = typeof document === 'undefined';
