/**
 * A bag's public link: its token's shape, its page and messages (the schemas:
 * core/schemas/share.ts). Without zod, so that a page can read them without building the schemas
 * (docs/decisions/0037); the schema module uses them and exports them too.
 */

/**
 * A bag's public read-only link (docs/decisions/0015). The token is 32 bytes from a
 * cryptographic random source in base64url: 43 characters of A–Z, a–z, 0–9, '-' and '_'.
 */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The web page of a shared bag, relative to the site: `/s/<token>`. */
export const sharePath = (token: string) => `/s/${encodeURIComponent(token)}`;

export const SHARE_OFF = 'Turn the public link on first';

/** The public page's and API's message for an unknown or revoked link. */
export const SHARE_NOT_FOUND = 'This link does not exist or was turned off';
