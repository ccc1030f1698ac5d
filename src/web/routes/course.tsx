/**
 * /courses/:courseId — a course. Its author edits it: name, place, position, "Shared on this
 * server", its layouts and their holes (saved on the device first and sent through the outbox,
 * decision 0031). Another player's shared course is read only, with "Copy to my courses". Below,
 * the statistics of the player's rounds on its layouts.
 */
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useParams } from 'react-router';
import type { LengthUnit } from '../../core/rules/round';
import type { Course } from '../../core/schemas/course';
import { ScreenHeader } from '../components/page-heading';
import { LoadError } from '../components/load-error';
import { SectionCard } from '../components/section-card';
import { Alert } from '../components/ui/alert';
import { Button, buttonClasses } from '../components/ui/button';
import { ConfirmDialog } from '../components/ui/confirm-dialog';
import { EmptyState } from '../components/ui/empty-state';
import { Skeletons } from '../components/ui/spinner';
import { useTimedMessage } from '../components/ui/use-timed-message';
import { WaitingMark } from '../components/waiting-mark';
import { useSession } from '../data/session';
import { useRoundStats } from '../data/use-round-stats';
import { useCourse, useRoundWrites } from '../data/use-rounds';
import { useOutboxQueue } from '../data/use-throws';
import { CourseForm } from '../features/courses/course-form';
import { waitingCourseIds } from '../features/courses/course-list';
import { CourseLayouts } from '../features/courses/course-layouts';
import { LayoutStatsCard } from '../features/courses/round-stats';
import { errorMessage } from '../lib/error-message';
import { paths } from '../lib/paths';
import { useThrower } from '../lib/use-thrower';

function CourseStats({ course }: { course: Course }) {
  const userId = useSession().user?.id ?? null;
  const stats = useRoundStats(userId);
  const ids = new Set(course.layouts.map((l) => l.id));
  const mine = stats.data?.layouts.filter((l) => l.courseId === course.id || ids.has(l.key));
  const { t } = useLingui();
  return (
    <section aria-labelledby="course-stats-heading" className="space-y-3">
      <h2 id="course-stats-heading" className="text-lg font-semibold">
        <Trans>Your rounds here</Trans>
      </h2>
      {stats.isError && (
        <LoadError
          message={errorMessage(stats.error)}
          retrying={stats.isFetching}
          onRetry={() => void stats.refetch()}
        />
      )}
      {mine === undefined ? (
        stats.isError ? null : (
          <div aria-busy="true" aria-label={t`Loading statistics`}>
            <Skeletons count={1} className="h-40" />
          </div>
        )
      ) : mine.length === 0 ? (
        <p className="text-sm text-fg-faint">
          <Trans>No rounds on this course yet.</Trans>
        </p>
      ) : (
        <div className="grid items-start gap-4 lg:grid-cols-2">
          {mine.map((l) => (
            <LayoutStatsCard key={l.key} stats={l} />
          ))}
        </div>
      )}
    </section>
  );
}

/** Another player's shared course made the player's own: new ids, private, the same layouts. */
async function copyCourse(course: Course, writes: ReturnType<typeof useRoundWrites>) {
  const id = crypto.randomUUID();
  const { name, place, position } = course;
  await writes.putCourse(id, { name, place, position, visibility: 'private' });
  for (const l of course.layouts)
    await writes.putLayout(id, crypto.randomUUID(), { name: l.name, holes: l.holes });
  return id;
}

function CourseBody({ course }: { course: Course }) {
  const userId = useSession().user?.id ?? null;
  const writes = useRoundWrites(userId);
  const navigate = useNavigate();
  const { unit: playerUnit } = useThrower();
  const unit: LengthUnit = playerUnit === 'metres' ? 'm' : 'ft';
  const [notice, showNotice] = useTimedMessage();
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const { t } = useLingui();
  const courseName = course.name;
  const run = (work: () => Promise<unknown>) => {
    setError(null);
    work().catch((err: unknown) => setError(errorMessage(err)));
  };
  return (
    <>
      {notice && <Alert tone="success">{notice}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      {course.mine ? (
        <SectionCard id="course-details" title={t({ message: 'Course', context: 'section' })}>
          <div className="mt-3">
            <CourseForm
              id="course-details-form"
              course={course}
              onSave={(v) =>
                run(() => writes.putCourse(course.id, v).then(() => showNotice(t`Course saved.`)))
              }
            />
          </div>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button type="submit" form="course-details-form">
              <Trans>Save course</Trans>
            </Button>
            <Button variant="danger" className="ml-auto" onClick={() => setDeleting(true)}>
              <Trans>Delete course</Trans>
            </Button>
          </div>
        </SectionCard>
      ) : (
        <SharedCourseNote
          onCopy={() => run(async () => navigate(paths.course(await copyCourse(course, writes))))}
        />
      )}
      <LayoutsHeading mine={course.mine} />
      <CourseLayouts
        key={unit}
        course={course}
        unit={unit}
        onSave={(id, layout) => writes.putLayout(course.id, id, layout)}
        onDelete={(id) => writes.deleteLayout(course.id, id)}
        onSaved={showNotice}
      />
      <CourseStats course={course} />
      <ConfirmDialog
        open={deleting}
        title={t`Delete course`}
        message={t`Delete “${courseName}” and its layouts? Rounds played on it keep their holes and scores.`}
        confirmLabel={t`Delete`}
        onConfirm={() => {
          setDeleting(false);
          run(() => writes.deleteCourse(course.id).then(() => navigate(paths.courses)));
        }}
        onCancel={() => setDeleting(false)}
      />
    </>
  );
}

/** Another player's course: it can be played, and copied to change it. */
function SharedCourseNote({ onCopy }: { onCopy: () => void }) {
  return (
    <Alert tone="info">
      <p>
        <Trans>
          Another player shares this course: you can play its layouts, and copy it to change it.
        </Trans>
      </p>
      <Button className="mt-2" onClick={onCopy}>
        <Trans>Copy to my courses</Trans>
      </Button>
    </Alert>
  );
}

/** The layouts' heading, and (on the player's own course) the unit lengths are typed in. */
function LayoutsHeading({ mine }: { mine: boolean }) {
  const { unit: playerUnit, setUnit } = useThrower();
  const { t } = useLingui();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 className="text-lg font-semibold">
        <Trans>Layouts</Trans>
      </h2>
      {mine && (
        <label className="flex items-center gap-2 text-sm">
          <Trans>Lengths in</Trans>
          <select
            value={playerUnit}
            onChange={(e) => setUnit(e.target.value === 'metres' ? 'metres' : 'feet')}
            className="rounded-lg border border-border-strong bg-surface px-2 py-1.5"
          >
            <option value="feet">{t`feet`}</option>
            <option value="metres">{t`metres`}</option>
          </select>
        </label>
      )}
    </div>
  );
}

export default function CoursePage() {
  const { courseId = '' } = useParams();
  const userId = useSession().user?.id ?? null;
  const course = useCourse(userId, courseId);
  const { queue } = useOutboxQueue(userId);
  const { t } = useLingui();
  const back = (
    <Link to={paths.courses} className={buttonClasses({ variant: 'secondary' })}>
      <Trans>Back to courses</Trans>
    </Link>
  );
  if (course.data === null)
    return (
      <EmptyState
        title={t`Course not found`}
        description={t`It was deleted, or is not shared with you.`}
        action={back}
      />
    );
  const c = course.data;
  return (
    <div className="space-y-6">
      <title>{`${c?.name ?? t({ message: 'Course', context: 'page title while loading' })} · Hyzer`}</title>
      <ScreenHeader
        title={c?.name ?? t({ message: 'Course', context: 'page title while loading' })}
        actions={back}
      >
        {c
          ? [c.place, c.mine ? null : t`Shared by another player`].filter(Boolean).join(' · ') ||
            t`A course of yours.`
          : t`Loading the course…`}
      </ScreenHeader>
      {c && waitingCourseIds(queue).has(c.id) && <WaitingMark />}
      {course.isError && (
        <LoadError
          message={errorMessage(course.error)}
          retrying={course.isFetching}
          onRetry={() => void course.refetch()}
        />
      )}
      {c ? (
        <CourseBody key={c.id} course={c} />
      ) : course.isError ? null : (
        <div aria-busy="true" aria-label={t`Loading the course`} className="space-y-3">
          <Skeletons count={2} className="h-40" />
        </div>
      )}
    </div>
  );
}
