import { describe, expect, it } from 'vitest';
import { deleteThrow, putThrow } from '../../core/api/throw-routes';
import { putDiscChange } from '../../core/api/user-disc-routes';
import { DISC_CHANGE_PATH } from './disc-change-writes';
import { THROW_PATH } from './throw-writes';
import { deleteCourse, deleteLayout, putCourse, putLayout } from '../../core/api/course-routes';
import { deleteRound, putHoleScores, putRound } from '../../core/api/round-routes';
import { COURSE_PATH, HOLE_PATH, LAYOUT_PATH, ROUND_PATH } from './round-writes';

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
  it('courses, layouts, rounds and a hole: PUT and DELETE by the client’s ids', () => {
    expect([putCourse.method, putCourse.path, deleteCourse.path]).toEqual(['put', COURSE_PATH, COURSE_PATH]);
    expect([putLayout.method, putLayout.path, deleteLayout.path]).toEqual(['put', LAYOUT_PATH, LAYOUT_PATH]);
    expect([putRound.method, putRound.path, deleteRound.path]).toEqual(['put', ROUND_PATH, ROUND_PATH]);
    expect([deleteCourse.method, deleteLayout.method, deleteRound.method]).toEqual(['delete', 'delete', 'delete']);
    expect([putHoleScores.method, putHoleScores.path]).toEqual(['put', HOLE_PATH]);
  });
});
