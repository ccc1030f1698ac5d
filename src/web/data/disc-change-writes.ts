/**
 * The one call the UI makes to change a disc on the course (archive, notes, condition) through
 * the outbox (decision 0031): PUT /api/user-discs/{id}/changes/{changeId}
 * (core/api/user-disc-routes; the path is written out, as in throw-writes.ts), applied once per
 * change id, so it may be sent again after a lost answer. It names the player who made the
 * change (PLAYER_HEADER): under another player's session the server answers 412 and the outbox
 * keeps it.
 */
import { PLAYER_HEADER } from '../../core/api/player-header';
import type { CourseChangeInput } from '../../core/schemas/disc-change';
import type { putDiscChange } from '../../core/api/user-disc-routes';
import { pathOf, type Answer } from '../lib/api-client';
import { request, REQUEST_TIMEOUT_MS } from '../lib/http';

export const DISC_CHANGE_PATH = '/api/user-discs/{id}/changes/{changeId}';

export const sendDiscChange = (
  player: string,
  discId: string,
  changeId: string,
  changes: CourseChangeInput,
): Promise<Answer<typeof putDiscChange>> =>
  request<Answer<typeof putDiscChange>>(
    'PUT',
    pathOf(DISC_CHANGE_PATH, { id: discId, changeId }),
    changes,
    REQUEST_TIMEOUT_MS,
    { [PLAYER_HEADER]: player },
  );
