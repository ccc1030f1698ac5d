/**
 * The header a write queued on a device carries: the id of the player who made it. A browser
 * holds one session cookie for all its tabs, so another player signing in in another tab would
 * otherwise have the queue sent under their session (web data/outbox.ts, decision 0031). Kept
 * apart from the route declarations: the web shell reads it without loading the schemas.
 */
export const PLAYER_HEADER = 'x-hyzer-player';
/** The code of the 412 answered when PLAYER_HEADER names another player than the session's. */
export const PLAYER_CHANGED_CODE = 'session_player_changed';
export const PLAYER_CHANGED_MESSAGE =
  'This change was made by another player than the one signed in. It was not saved.';
