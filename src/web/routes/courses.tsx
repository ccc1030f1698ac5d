/**
 * /courses — the courses a player may play: their own and those shared on this server, with
 * place and layouts; "New course" (name and place, then its editor). Works offline: a course made
 * with no connection is kept on the device and sent through the outbox (decision 0031).
 */
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import { ScreenHeader } from '../components/page-heading';
import { ReadsLoadError } from '../components/load-error';
import { Button, buttonClasses } from '../components/ui/button';
import { Dialog } from '../components/ui/dialog';
import { EmptyState } from '../components/ui/empty-state';
import { Alert } from '../components/ui/alert';
import { Skeletons } from '../components/ui/spinner';
import { useSession } from '../data/session';
import { useCourses, useRoundWrites } from '../data/use-rounds';
import { useOutboxQueue } from '../data/use-throws';
import { CourseForm, type CourseValues } from '../features/courses/course-form';
import { CourseList, waitingCourseIds } from '../features/courses/course-list';
import { UDISC_SECTION_ID } from '../features/courses/udisc-transfer';
import { errorMessage } from '../lib/error-message';
import { paths } from '../lib/paths';

function NewCourseDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const userId = useSession().user?.id ?? null;
  const writes = useRoundWrites(userId);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { t } = useLingui();
  const save = async (values: CourseValues) => {
    setBusy(true);
    setError(null);
    try {
      const id = crypto.randomUUID();
      await writes.putCourse(id, values);
      onClose();
      void navigate(paths.course(id));
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t`New course`}
      description={t`Its layouts and holes come next.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form="new-course" loading={busy}>
            <Trans>Create course</Trans>
          </Button>
        </>
      }
    >
      <CourseForm id="new-course" course={null} onSave={(v) => void save(v)} />
      {error && (
        <Alert tone="error" className="mt-3">
          {error}
        </Alert>
      )}
    </Dialog>
  );
}

export default function CoursesPage() {
  const userId = useSession().user?.id ?? null;
  const courses = useCourses(userId);
  const { queue } = useOutboxQueue(userId);
  const [creating, setCreating] = useState(false);
  const list = courses.data;
  const { t } = useLingui();
  return (
    <div className="space-y-6">
      <title>{`${t`Courses`} · Hyzer`}</title>
      <ScreenHeader
        title={t`Courses`}
        actions={
          <>
            <Link to={paths.roundStats} className={buttonClasses({ variant: 'secondary' })}>
              <Trans>Round statistics</Trans>
            </Link>
            <Link
              to={`${paths.account}#${UDISC_SECTION_ID}`}
              className={buttonClasses({ variant: 'secondary' })}
            >
              <Trans>Import from UDisc</Trans>
            </Link>
            <Button onClick={() => setCreating(true)}>
              <Trans>New course</Trans>
            </Button>
          </>
        }
      >
        <Trans>Your courses, and those other players share on this server.</Trans>
      </ScreenHeader>
      <ReadsLoadError reads={[courses]} />
      {list === undefined ? (
        courses.isError ? null : (
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
            <Skeletons count={3} className="h-28" />
          </div>
        )
      ) : list.length === 0 ? (
        <EmptyState
          title={t`No courses yet`}
          description={t`Add the course you play, with its layouts and holes, or import your rounds from UDisc to bring their courses along.`}
          action={
            <Button onClick={() => setCreating(true)}>
              <Trans>New course</Trans>
            </Button>
          }
        />
      ) : (
        <CourseList courses={list} waiting={waitingCourseIds(queue)} />
      )}
      <NewCourseDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}
