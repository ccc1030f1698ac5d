/**
 * The only two calls the UI makes to write throws (decision 0030, CONTRACT-throws.md): PUT and
 * DELETE /api/throws/{id} (core/api/throw-routes; the paths are written out here, as the session
 * in the app's shell settles the outbox without loading the route declarations and their
 * schemas). Both are idempotent with the client's id, so the offline outbox may send a write
 * again after a lost answer: PUT creates or replaces, DELETE of a missing throw succeeds.
 * Each names the player who made the write (PLAYER_HEADER): under another player's session the
 * server answers 412 and touches nothing, and the outbox keeps the write (decision 0031).
 */
import { PLAYER_HEADER } from '../../core/api/player-header';
import type { PutThrowInput, Throw } from '../../core/schemas/throw';
import { pathOf } from '../lib/api-client';
import { request, REQUEST_TIMEOUT_MS } from '../lib/http';

export const THROW_PATH = '/api/throws/{id}';

/** Logs or replaces the throw `id` (a UUID the client made) of `player`. */
export const sendPutThrow = (player: string, id: string, body: PutThrowInput): Promise<Throw> =>
  request<Throw>('PUT', pathOf(THROW_PATH, { id }), body, REQUEST_TIMEOUT_MS, {
    [PLAYER_HEADER]: player,
  });

/** Deletes the throw `id` of `player`; succeeds when it is not there. */
export const sendDeleteThrow = (player: string, id: string): Promise<void> =>
  request<void>('DELETE', pathOf(THROW_PATH, { id }), undefined, REQUEST_TIMEOUT_MS, {
    [PLAYER_HEADER]: player,
  });
