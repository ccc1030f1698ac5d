/**
 * CourseList: the courses a player may play, their own and those shared on this server, each
 * with its place, layouts and whose it is; a course with changes not sent yet says so.
 *   <CourseList courses={list} waiting={ids} />
 */
import { Link } from 'react-router';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CourseListItem } from '../../../core/schemas/course';
import { Card } from '../../components/ui/card';
import { WaitingMark } from '../../components/waiting-mark';
import { paths } from '../../lib/paths';

const layoutsText = (n: number, i18n: I18n) =>
  i18n._(msg`${plural(n, { one: '# layout', other: '# layouts' })}`);

/** 'Main (18 holes, par 60)' */
const layoutText = (l: { name: string; holeCount: number; par: number }, i18n: I18n) => {
  const name = l.name;
  const par = l.par;
  const holes = l.holeCount;
  return i18n._(msg`${name} (${plural(holes, { one: '# hole', other: '# holes' })}, par ${par})`);
};

export function CourseList({
  courses,
  waiting,
}: {
  courses: readonly CourseListItem[];
  waiting: ReadonlySet<string>;
}) {
  const { t, i18n } = useLingui();
  return (
    <ul aria-label={t`Courses`} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {courses.map((c) => (
        <li key={c.id}>
          <Card as="div" padding="sm" className="h-full">
            <Link
              to={paths.course(c.id)}
              className="block rounded text-base font-semibold hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {c.name}
            </Link>
            <p className="mt-0.5 text-sm text-fg-faint">
              {[c.place, layoutsText(c.layouts.length, i18n)].filter(Boolean).join(' · ')}
            </p>
            {c.layouts.length > 0 && (
              <p className="mt-1 text-sm text-fg-soft">
                {c.layouts.map((l) => layoutText(l, i18n)).join(', ')}
              </p>
            )}
            {(!c.mine || c.visibility === 'shared') && (
              <p className="mt-2 text-xs">
                {!c.mine ? (
                  <span className="rounded bg-sky-100 px-1.5 py-0.5 font-medium text-sky-900 dark:bg-sky-900/60 dark:text-sky-100">
                    <Trans>Shared by another player</Trans>
                  </span>
                ) : (
                  <span className="rounded bg-emerald-100 px-1.5 py-0.5 font-medium text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100">
                    <Trans>Shared on this server</Trans>
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
