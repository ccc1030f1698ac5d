/**
 * CourseList: the courses a player may play, their own and those shared on this server, each
 * with its place, layouts and whose it is; a course with changes not sent yet says so.
 *   <CourseList courses={list} waiting={ids} />
 */
import { Link } from 'react-router';
import type { CourseListItem } from '../../../core/schemas/course';
import { Card } from '../../components/ui/card';
import { WaitingMark } from '../../components/waiting-mark';
import { paths } from '../../lib/paths';

const layoutsText = (n: number) => (n === 1 ? '1 layout' : `${n} layouts`);

export function CourseList({
  courses,
  waiting,
}: {
  courses: readonly CourseListItem[];
  waiting: ReadonlySet<string>;
}) {
  return (
    <ul aria-label="Courses" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {courses.map((c) => (
        <li key={c.id}>
          <Card as="div" padding="sm" className="h-full">
            <Link
              to={paths.course(c.id)}
              className="block rounded text-base font-semibold hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {c.name}
            </Link>
            <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
              {[c.place, layoutsText(c.layouts.length)].filter(Boolean).join(' · ')}
            </p>
            {c.layouts.length > 0 && (
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                {c.layouts.map((l) => `${l.name} (${l.holeCount} holes, par ${l.par})`).join(', ')}
              </p>
            )}
            {(!c.mine || c.visibility === 'shared') && (
              <p className="mt-2 text-xs">
                {!c.mine ? (
                  <span className="rounded bg-sky-100 px-1.5 py-0.5 font-medium text-sky-900 dark:bg-sky-900/60 dark:text-sky-100">
                    Shared by another player
                  </span>
                ) : (
                  <span className="rounded bg-emerald-100 px-1.5 py-0.5 font-medium text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100">
                    Shared on this server
                  </span>
                )}
              </p>
            )}
            {waiting.has(c.id) && <WaitingMark />}
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** The courses with a queued write (a course or one of its layouts) not sent yet. */
export function waitingCourseIds(
  queue: readonly { kind: string; id: string; courseId?: string }[],
): Set<string> {
  const out = new Set<string>();
  for (const w of queue) {
    if (w.kind === 'course' || w.kind === 'course-delete') out.add(w.id);
    else if ((w.kind === 'layout' || w.kind === 'layout-delete') && w.courseId) out.add(w.courseId);
  }
  return out;
}
