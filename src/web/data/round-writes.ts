/**
 * The calls the UI makes to write courses, layouts, rounds and a hole's scores through the outbox
 * (decisions 0031, 0043 and 0044). The paths are written out, as in throw-writes.ts (the shell
 * sends the outbox without loading the route declarations); outbox-routes.test.ts keeps them the
 * declared routes'. Every route is idempotent with the client's ids (PUT creates or replaces,
 * DELETE of what is not there succeeds), so a write may be sent again after a lost answer. Each
 * names the player who made it (PLAYER_HEADER): under another player's session the server
 * answers 412 and the outbox keeps it.
 */
import { PLAYER_HEADER } from '../../core/api/player-header';
import type { PutCourseInput, PutLayoutInput } from '../../core/schemas/course';
import type { PutHoleScoresInput, PutRoundInput } from '../../core/schemas/round';
import { pathOf } from '../lib/api-client';
import { request, REQUEST_TIMEOUT_MS } from '../lib/http';

export const COURSE_PATH = '/api/courses/{id}';
export const LAYOUT_PATH = '/api/courses/{courseId}/layouts/{id}';
export const ROUND_PATH = '/api/rounds/{id}';
export const HOLE_PATH = '/api/rounds/{id}/holes/{hole}';

const send = (player: string, method: string, url: string, body?: unknown): Promise<unknown> =>
  request<unknown>(method, url, body, REQUEST_TIMEOUT_MS, { [PLAYER_HEADER]: player });

export const sendPutCourse = (player: string, id: string, body: PutCourseInput) =>
  send(player, 'PUT', pathOf(COURSE_PATH, { id }), body);

export const sendDeleteCourse = (player: string, id: string) =>
  send(player, 'DELETE', pathOf(COURSE_PATH, { id }));

export const sendPutLayout = (player: string, courseId: string, id: string, body: PutLayoutInput) =>
  send(player, 'PUT', pathOf(LAYOUT_PATH, { courseId, id }), body);

export const sendDeleteLayout = (player: string, courseId: string, id: string) =>
  send(player, 'DELETE', pathOf(LAYOUT_PATH, { courseId, id }));

export const sendPutRound = (player: string, id: string, body: PutRoundInput) =>
  send(player, 'PUT', pathOf(ROUND_PATH, { id }), body);

export const sendDeleteRound = (player: string, id: string) =>
  send(player, 'DELETE', pathOf(ROUND_PATH, { id }));

/** One hole's scores and the player's shots, whole (`hole` is its position on the round, from 1). */
export const sendPutHole = (player: string, id: string, hole: number, body: PutHoleScoresInput) =>
  send(player, 'PUT', pathOf(HOLE_PATH, { id, hole: String(hole) }), body);
