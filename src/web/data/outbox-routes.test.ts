import { describe, expect, it } from 'vitest';
import { deleteThrow, putThrow } from '../../core/api/throw-routes';
import { putDiscChange } from '../../core/api/user-disc-routes';
import { DISC_CHANGE_PATH } from './disc-change-writes';
import { THROW_PATH } from './throw-writes';

// The outbox's senders write their paths out (the app's shell loads them without the route
// declarations): they must stay the declared routes'.
describe('the outbox sends to the declared routes', () => {
  it('throws: PUT and DELETE /api/throws/{id}', () => {
    expect([putThrow.method, putThrow.path]).toEqual(['put', THROW_PATH]);
    expect([deleteThrow.method, deleteThrow.path]).toEqual(['delete', THROW_PATH]);
  });
  it('course changes of a disc: PUT by change id', () => {
    expect([putDiscChange.method, putDiscChange.path]).toEqual(['put', DISC_CHANGE_PATH]);
  });
});
