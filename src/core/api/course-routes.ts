import { z } from 'zod';
import {
  COURSE_NOT_FOUND,
  COURSE_NOT_YOURS,
  courseListItemSchema,
  courseSchema,
  ID_INVALID,
  layoutSchema,
  putCourseSchema,
  putLayoutSchema,
  TOO_MANY_COURSES,
  TOO_MANY_LAYOUTS,
} from '../schemas/course';
import { signedInRoutes } from './define-route';
import { errorAnswer, invalidInput, jsonAnswer, jsonBody } from './json';

/**
 * /api/courses: courses with their layouts and holes (declarations; docs/decisions/0043). Ids are
 * made by the client, so the outbox can send a write again: PUT creates or replaces, DELETE of
 * what is not there succeeds. A course shared on this server is read by every signed-in player
 * (to play its layouts or copy them) and changed only by its author: 403 for the others; a
 * private course of someone else is 404, as if it did not exist.
 */
const courseRoute = signedInRoutes(['Courses']);
const uuidParam = (what: string) =>
  z
    .string()
    .meta({ description: `${what}, a UUID made by the client. ${ID_INVALID} (400 otherwise).` });
const courseIdParam = z.object({ id: uuidParam('The course’s id') });
const layoutParams = z.object({
  courseId: uuidParam('The course’s id'),
  id: uuidParam('The layout’s id'),
});
const notFound = errorAnswer(
  `Not yours and not shared, or not there (not_found): “${COURSE_NOT_FOUND}”.`,
);
const notYours = errorAnswer(`A course another player shares (forbidden): “${COURSE_NOT_YOURS}”.`);

export const listCourses = courseRoute({
  method: 'get',
  path: '/api/courses',
  operationId: 'listCourses',
  summary: 'Your courses and those shared on this server, by name',
  description:
    'Each with its layouts’ names, hole counts and pars; `mine` is false for a shared course of another player.',
  responses: { 200: jsonAnswer('The courses.', z.array(courseListItemSchema)) },
});

export const getCourse = courseRoute({
  method: 'get',
  path: '/api/courses/{id}',
  operationId: 'getCourse',
  summary: 'A course with its layouts and holes',
  request: { params: courseIdParam },
  responses: { 200: jsonAnswer('The course.', courseSchema), 404: notFound },
});

export const putCourse = courseRoute({
  method: 'put',
  path: '/api/courses/{id}',
  operationId: 'putCourse',
  summary: 'Create a course, or replace its name, place, position and visibility',
  description:
    'The same body twice leaves one course, unchanged the second time. A copy of a shared course is a new course (and layouts) under ids of your own.',
  request: { params: courseIdParam, body: jsonBody(putCourseSchema) },
  responses: {
    200: jsonAnswer('Replaced (or already so).', courseSchema),
    201: jsonAnswer('Created.', courseSchema),
    400: invalidInput,
    403: notYours,
    404: notFound,
    409: errorAnswer(`Too many courses (limit_reached): “${TOO_MANY_COURSES}”.`),
  },
});

export const deleteCourse = courseRoute({
  method: 'delete',
  path: '/api/courses/{id}',
  operationId: 'deleteCourse',
  summary: 'Delete a course of yours and its layouts',
  description:
    'Rounds played on it keep their names and holes. A course that is not there succeeds too.',
  request: { params: courseIdParam },
  responses: {
    204: { description: 'Gone (or was not there).' },
    400: invalidInput,
    403: notYours,
    404: notFound,
  },
});

export const putLayout = courseRoute({
  method: 'put',
  path: '/api/courses/{courseId}/layouts/{id}',
  operationId: 'putLayout',
  summary: 'Create a layout of your course, or replace its name and holes',
  description: 'Rounds already started on it keep the holes they were started on.',
  request: { params: layoutParams, body: jsonBody(putLayoutSchema) },
  responses: {
    200: jsonAnswer('Replaced (or already so).', layoutSchema),
    201: jsonAnswer('Created.', layoutSchema),
    400: invalidInput,
    403: notYours,
    404: notFound,
    409: errorAnswer(`Too many layouts (limit_reached): “${TOO_MANY_LAYOUTS}”.`),
  },
});

export const deleteLayout = courseRoute({
  method: 'delete',
  path: '/api/courses/{courseId}/layouts/{id}',
  operationId: 'deleteLayout',
  summary: 'Delete a layout of your course',
  description: 'A layout that is not there succeeds too.',
  request: { params: layoutParams },
  responses: {
    204: { description: 'Gone (or was not there).' },
    400: invalidInput,
    403: notYours,
    404: notFound,
  },
});
