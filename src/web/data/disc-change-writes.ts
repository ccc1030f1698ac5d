/**
 * The one call the UI makes to change a disc on the course (archive, notes, condition) through
 * the outbox (decision 0031): applied once per change id, so it may be sent again after a lost
 * answer.
 */
import * as routes from '../../core/api/user-disc-routes';
import type { CourseChangeInput } from '../../core/schemas/disc-change';
import type { UserDisc } from '../../core/bag-types';
import { callApi } from '../lib/api-client';

export const sendDiscChange = (
  discId: string,
  changeId: string,
  changes: CourseChangeInput,
): Promise<UserDisc> =>
  callApi(routes.putDiscChange, { params: { id: discId, changeId }, body: changes });
