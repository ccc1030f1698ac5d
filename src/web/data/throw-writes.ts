/**
 * The only two calls the UI makes to write throws (decision 0030, CONTRACT-throws.md): PUT and
 * DELETE /api/throws/{id}. The paths are written out (core/api/throw-routes declares them;
 * outbox-routes.test.ts keeps them equal): the session, in the app's shell, settles the outbox
 * without loading the declarations and their schemas. The types are still the declarations'.
 * Both are idempotent with the client's id, so the offline outbox may send a write again after a
 * lost answer: PUT creates or replaces, DELETE of a missing throw succeeds. Each names the player
 * who made the write (PLAYER_HEADER): under another player's session the server answers 412 and
 * touches nothing, and the outbox keeps the write (decision 0031).
 */
import { PLAYER_HEADER } from '../../core/api/player-header';
import type { deleteThrow, putThrow } from '../../core/api/throw-routes';
import type { PutThrowInput } from '../../core/schemas/throw';
import { pathOf, type Answer } from '../lib/api-client';
import { request, REQUEST_TIMEOUT_MS } from '../lib/http';

export const THROW_PATH = '/api/throws/{id}';

/** Logs or replaces the throw `id` (a UUID the client made) of `player`. */
export const sendPutThrow = (
  player: string,
  id: string,
  body: PutThrowInput,
): Promise<Answer<typeof putThrow>> =>
  request<Answer<typeof putThrow>>('PUT', pathOf(THROW_PATH, { id }), body, REQUEST_TIMEOUT_MS, {
    [PLAYER_HEADER]: player,
  });

/** Deletes the throw `id` of `player`; succeeds when it is not there. */
export const sendDeleteThrow = (player: string, id: string): Promise<Answer<typeof deleteThrow>> =>
  request<Answer<typeof deleteThrow>>('DELETE', pathOf(THROW_PATH, { id }), undefined, REQUEST_TIMEOUT_MS, {
    [PLAYER_HEADER]: player,
  });
