/**
 * /rounds/new — start a round (decisions 0043 and 0044): a course (the player's own or one shared
 * on this server), one of its layouts, the bag for the round (optional) and up to five guests by
 * name. The round carries a copy of the layout's holes and is made on the device with its own id,
 * so it starts with no signal too; the outbox sends it.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Course, Layout } from '../../core/schemas/course';
import { GUEST_NAME_MAX, MAX_GUESTS } from '../../core/rules/round';
import type { RoundListItem } from '../../core/schemas/round';
import { BagSelect } from '../components/bag-select';
import { ScreenHeader } from '../components/page-heading';
import { readFailure, ReadsLoadError } from '../components/load-error';
import { Alert } from '../components/ui/alert';
import { Button, LinkButton } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { Select } from '../components/ui/select';
import { Skeletons } from '../components/ui/spinner';
import { TextField } from '../components/ui/text-field';
import { useSession } from '../data/session';
import { useBags } from '../data/use-bags';
import { useCourse, useCourses, useRounds, useRoundWrites } from '../data/use-rounds';
import { Segmented } from '../components/ui/segmented';
import { errorMessage } from '../lib/error-message';
import { paths } from '../lib/paths';

export default function NewRoundPage() {
  const userId = useSession().user?.id ?? null;
  const courses = useCourses(userId);
  const failed = readFailure([courses]);
  const { t } = useLingui();
  return (
    <div className="space-y-6">
      <title>{`${t`Start a round`} · Hyzer`}</title>
      <ScreenHeader title={t`Start a round`}>
        <Trans>Choose the course and layout, the bag you carry and who plays with you.</Trans>
      </ScreenHeader>
      <ReadsLoadError reads={[courses]} />
      {courses.data === undefined ? (
        !failed && (
          <div className="space-y-3" aria-busy="true">
            <Skeletons count={2} className="h-16 w-full" />
          </div>
        )
      ) : courses.data.length === 0 ? (
        <EmptyState
          title={t`No courses yet`}
          description={t`Add a course with its layouts and holes first, or ask a friend on this server to share theirs.`}
          action={
            <LinkButton to={paths.courses}>
              <Trans>Go to Courses</Trans>
            </LinkButton>
          }
        />
      ) : (
        <StartForm userId={userId} courses={courses.data} />
      )}
    </div>
  );
}

function StartForm({
  userId,
  courses,
}: {
  userId: string | null;
  courses: { id: string; name: string; place: string; mine: boolean }[];
}) {
  const navigate = useNavigate();
  const writes = useRoundWrites(userId);
  const bags = useBags(userId);
  const fallback = useStartingPoint(userId, courses);
  const [picked, setPicked] = useState<{ courseId: string; layoutId: string | null } | null>(null);
  const { courseId, layoutId } = picked ?? fallback;
  const course = useCourse(userId, courseId);
  const [chosenBag, setBagId] = useState<string | null>(null);
  // A player with one bag carries it; with more, they say which (or none).
  const bagId = chosenBag ?? (bags.data?.length === 1 ? bags.data[0]!.id : '');
  const [guests, setGuests] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const { t } = useLingui();
  const layouts = course.data?.layouts ?? [];
  const layout = layouts.find((l) => l.id === layoutId) ?? layouts[0];
  const guestsBad = useGuestChecks(guests);

  const start = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!course.data || !layout || guestsBad.some(Boolean)) return;
    const id = crypto.randomUUID();
    setBusy(true);
    setProblem(null);
    try {
      await writes.putRound(id, roundStart(course.data, layout.id, bagId || null, guests));
      void navigate(paths.round(id));
    } catch (err) {
      setProblem(errorMessage(err, t`The round could not be started. Please try again.`));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void start(e)} className="max-w-xl space-y-5" noValidate>
      <CourseSelect
        courses={courses}
        value={courseId}
        onChange={(id) => setPicked({ courseId: id, layoutId: null })}
      />
      <ReadsLoadError reads={[course]} />
      <LayoutChoice
        course={course}
        layout={layout}
        onPick={(id) => setPicked({ courseId, layoutId: id })}
      />
      {bags.data && bags.data.length > 0 && (
        <BagSelect
          label={t`Bag (optional)`}
          hint={t`Its discs are offered when you describe your shots.`}
          bags={bags.data}
          value={bagId}
          first={[{ value: '', label: t`No bag` }]}
          onChange={setBagId}
        />
      )}
      <GuestFields
        guests={guests}
        errors={guestsBad.map((err, i) => (tried || guests[i] !== '' ? err : null))}
        onChange={setGuests}
      />
      {problem && (
        <Alert tone="error" onDismiss={() => setProblem(null)}>
          <p>{problem}</p>
        </Alert>
      )}
      <Button type="submit" size="lg" block loading={busy} disabled={!layout}>
        <Trans>Start the round</Trans>
      </Button>
    </form>
  );
}

/**
 * Where the form starts until the player picks: the layout the address names (a course page's
 * "Play this layout"), else the one of the player's latest round still offered, else the first
 * course.
 */
function useStartingPoint(
  userId: string | null,
  courses: { id: string }[],
): { courseId: string; layoutId: string | null } {
  const [params] = useSearchParams();
  const rounds = useRounds(userId);
  const offered = (id: string | null | undefined) => courses.some((c) => c.id === id);
  const asked = params.get('course');
  if (offered(asked)) return { courseId: asked!, layoutId: params.get('layout') };
  const latest = (rounds.data ?? [])
    .filter((r) => offered(r.courseId))
    .reduce<RoundListItem | null>((a, r) => (a && a.startedAt >= r.startedAt ? a : r), null);
  if (latest) return { courseId: latest.courseId!, layoutId: latest.layoutId };
  return { courseId: courses[0]!.id, layoutId: null };
}

/** The course to play, each said with its place and whose it is. */
function CourseSelect({
  courses,
  value,
  onChange,
}: {
  courses: { id: string; name: string; place: string; mine: boolean }[];
  value: string;
  onChange: (id: string) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <Select
      label={t({ message: 'Course', context: 'section' })}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      options={courses.map((c) => ({
        value: c.id,
        label: courseChoice(c, i18n),
      }))}
    />
  );
}

/** What is wrong with each guest's name (none, or too long), null where nothing. */
function useGuestChecks(guests: readonly string[]): (string | null)[] {
  const { t } = useLingui();
  const most = GUEST_NAME_MAX;
  return guests.map((g) =>
    g.trim() === ''
      ? t`Each guest needs a name`
      : g.trim().length > GUEST_NAME_MAX
        ? t`At most ${most} characters`
        : null,
  );
}

/** The course's layouts to choose from (or that it has none), once the course is read. */
function LayoutChoice({
  course,
  layout,
  onPick,
}: {
  course: ReturnType<typeof useCourse>;
  layout: Layout | undefined;
  onPick: (id: string) => void;
}) {
  const { t, i18n } = useLingui();
  const layouts = course.data?.layouts ?? [];
  return (
    <>
      {course.data === undefined ? (
        !course.isError && <Skeletons count={1} className="h-12 w-full" />
      ) : course.data === null || layouts.length === 0 ? (
        <p className="text-sm text-fg-soft">
          <Trans>This course has no layout to play yet.</Trans>
        </p>
      ) : (
        <Segmented
          label={t`Layout`}
          options={layouts.map((l) => ({ value: l.id, label: layoutChoice(l, i18n) }))}
          value={layout?.id ?? null}
          onChange={onPick}
        />
      )}
    </>
  );
}

function GuestFields({
  guests,
  errors,
  onChange,
}: {
  guests: string[];
  errors: (string | null)[];
  onChange: (guests: string[]) => void;
}) {
  const { t } = useLingui();
  const count = guests.length;
  const most = MAX_GUESTS;
  const guestLabel = (n: number) => t`Guest ${n}`;
  const removeLabel = (n: number) => t`Remove guest ${n}`;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">
        <Trans>
          Guests on your card ({count} of {most})
        </Trans>
      </legend>
      {guests.map((g, i) => (
        <div key={i} className="flex items-end gap-2">
          <TextField
            className="flex-1"
            label={guestLabel(i + 1)}
            value={g}
            maxLength={GUEST_NAME_MAX * 2}
            autoComplete="off"
            error={errors[i]}
            onChange={(e) => onChange(guests.map((x, j) => (j === i ? e.target.value : x)))}
          />
          <Button
            variant="secondary"
            className="min-h-11"
            aria-label={removeLabel(i + 1)}
            onClick={() => onChange(guests.filter((_, j) => j !== i))}
          >
            <Trans>Remove</Trans>
          </Button>
        </div>
      ))}
      {guests.length < MAX_GUESTS && (
        <Button variant="secondary" className="min-h-11" onClick={() => onChange([...guests, ''])}>
          <Trans>Add a guest</Trans>
        </Button>
      )}
    </fieldset>
  );
}

/** 'Maple Hill (Leicester)', 'Maple Hill · shared' for another player's course. */
function courseChoice(c: { name: string; place: string; mine: boolean }, i18n: I18n): string {
  const name = c.place ? `${c.name} (${c.place})` : c.name;
  return c.mine ? name : i18n._(msg`${name} · shared`);
}

/** 'Main · 18 holes · par 60' */
function layoutChoice(l: Course['layouts'][number], i18n: I18n): string {
  const name = l.name;
  const par = l.holes.reduce((s, h) => s + h.par, 0);
  const holes = l.holes.length;
  return i18n._(msg`${name} · ${plural(holes, { one: '# hole', other: '# holes' })} · par ${par}`);
}

/** The round as it starts: the layout's holes copied, nothing scored. */
function roundStart(course: Course, layoutId: string, bagId: string | null, guests: string[]) {
  const layout = course.layouts.find((l) => l.id === layoutId)!;
  return {
    courseId: course.id,
    layoutId: layout.id,
    courseName: course.name,
    layoutName: layout.name,
    holes: layout.holes.map((h) => ({ ...h })),
    guests: guests.map((g) => g.trim()),
    bagId,
    startedAt: new Date().toISOString(),
    finishedAt: null,
  };
}
