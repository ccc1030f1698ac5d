/**
 * The only two calls the UI makes to write throws (decision 0030, CONTRACT-throws.md). Both are
 * idempotent with the client's id, so the offline outbox may wrap or replace them and send a
 * write again after a lost answer: PUT creates or replaces, DELETE of a missing throw succeeds.
 */
import * as routes from '../../core/api/throw-routes';
import type { PutThrowInput, Throw } from '../../core/schemas/throw';
import { callApi } from '../lib/api-client';

/** Logs or replaces the throw `id` (a UUID the client made). */
export const sendPutThrow = (id: string, body: PutThrowInput): Promise<Throw> =>
  callApi(routes.putThrow, { params: { id }, body });

/** Deletes the throw `id`; succeeds when it is not there. */
export const sendDeleteThrow = (id: string): Promise<void> =>
  callApi(routes.deleteThrow, { params: { id } });
