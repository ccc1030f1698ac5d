import {
  deleteCourse,
  deleteLayout,
  getCourse,
  listCourses,
  putCourse,
  putLayout,
} from '../../core/api/course-routes';
import { apiGroup, readBody, serve } from '../http/declared-route';
import { requireUser } from '../http/session';
import { courseService } from '../rounds/course-service';
import type { RouteDeps } from './route-deps';

/**
 * /api/courses (declared in core/api/course-routes): courses and layouts, idempotent writes with
 * client-made ids (decision 0043). A shared course of another player reads; a write to it is 403.
 */
export function courseRoutes(deps: RouteDeps) {
  const courses = courseService(deps.database.db);
  const group = apiGroup();
  const signedIn = requireUser(deps.sessions, 'User must be logged in to keep courses');
  group.openapi(serve(group, listCourses, signedIn), async (c) =>
    c.json(await courses.list(c.var.user.id), 200),
  );
  group.openapi(serve(group, getCourse, signedIn), async (c) =>
    c.json(await courses.get(c.var.user.id, c.req.param('id')), 200),
  );
  group.openapi(serve(group, putCourse, signedIn), async (c) => {
    const input = await readBody(c, putCourse);
    const { created, value } = await courses.put(c.var.user.id, c.req.param('id'), input);
    return created ? c.json(value, 201) : c.json(value, 200);
  });
  group.openapi(serve(group, deleteCourse, signedIn), async (c) => {
    await courses.remove(c.var.user.id, c.req.param('id'));
    return c.body(null, 204);
  });
  group.openapi(serve(group, putLayout, signedIn), async (c) => {
    const input = await readBody(c, putLayout);
    const { created, value } = await courses.putLayout(
      c.var.user.id,
      c.req.param('courseId'),
      c.req.param('id'),
      input,
    );
    return created ? c.json(value, 201) : c.json(value, 200);
  });
  group.openapi(serve(group, deleteLayout, signedIn), async (c) => {
    await courses.removeLayout(c.var.user.id, c.req.param('courseId'), c.req.param('id'));
    return c.body(null, 204);
  });
  return group;
}
