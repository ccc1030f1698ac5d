import type { SessionAnswer } from './auth-routes';

/**
 * What the build's server bundle (dist/ssr/prerender.js, made from src/web/prerender.tsx) gives
 * the server, which loads it on the first signed-in page it draws (server/http/signed-in-pages.ts,
 * decision 0034). The web side proves its module has this shape (src/web/prerender-contract.ts),
 * so the typecheck fails when either side changes without the other.
 */
export interface ServerRenderBundle {
  /** The API reads a signed-in page carries, by its route pattern. */
  carriedReads: (pattern: string) => string[];
  /** The id of the script element that holds the carried answers. */
  SERVER_DATA_ID: string;
  /** The pages' description (index.html's `<meta name="description">`) in a language. */
  pageDescription: (locale: string) => Promise<string>;
  /** The API path whose answer is the request's session. */
  SESSION_READ: string;
  /**
   * The page drawn for its player: markup for #root, the query cache, the player's id, and the
   * language it is drawn in (the account's, else `requested`: the request's, decision 0040).
   */
  renderSignedIn: (
    pathname: string,
    session: SessionAnswer,
    answers: Record<string, unknown>,
    requested: string,
  ) => Promise<{ markup: string; state: unknown; player: string; locale: string }>;
}
