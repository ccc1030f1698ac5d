/**
 * /rounds — the player's rounds (decisions 0043 and 0044): unfinished ones first with Resume,
 * then the finished ones, newest first, each with its date, course, layout and score against
 * par; start a round, delete one (asked first), and the way to the courses. Rounds started or
 * scored offline are listed from the device, marked waiting to send.
 */
import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RoundListItem } from '../../core/schemas/round';
import { formatToPar } from '../../core/rounds/stats';
import { ScreenHeader } from '../components/page-heading';
import { readFailure, ReadsLoadError } from '../components/load-error';
import { Button, LinkButton } from '../components/ui/button';
import { ConfirmDialog } from '../components/ui/confirm-dialog';
import { EmptyState } from '../components/ui/empty-state';
import { Skeletons } from '../components/ui/spinner';
import { WaitingMark } from '../components/waiting-mark';
import { useSession } from '../data/session';
import { waitingRoundIds } from '../data/round-queue';
import { useOlderRounds, useRoundWrites, useRounds } from '../data/use-rounds';
import { useOutboxQueue } from '../data/use-throws';
import { errorMessage } from '../lib/error-message';
import { paths } from '../lib/paths';

export default function RoundsPage() {
  const userId = useSession().user?.id ?? null;
  const { rounds, older, showOlder, setShowOlder, all } = useAllRounds(userId);
  const { queue } = useOutboxQueue(userId);
  const waiting = useMemo(() => waitingRoundIds(queue), [queue]);
  const failed = readFailure([rounds]);
  const open = (all ?? []).filter((r) => r.finishedAt === null);
  const done = (all ?? []).filter((r) => r.finishedAt !== null);
  const { t } = useLingui();

  return (
    <div className="space-y-6">
      <title>{`${t`Rounds`} · Hyzer`}</title>
      <ScreenHeader
        title={t`Rounds`}
        actions={
          <>
            <LinkButton to={paths.courses} variant="secondary">
              <Trans>Courses</Trans>
            </LinkButton>
            <LinkButton to={paths.newRound}>
              <Trans>Start a round</Trans>
            </LinkButton>
          </>
        }
      >
        <Trans>
          Your scorecards: score a round hole by hole on your phone, with or without a signal.
        </Trans>
      </ScreenHeader>
      <ReadsLoadError reads={[rounds]} />
      {all === undefined ? (
        !failed && (
          <div className="space-y-3" aria-busy="true">
            <Skeletons count={3} className="h-20 w-full" />
          </div>
        )
      ) : all.length === 0 ? (
        <EmptyState
          title={t`No rounds yet`}
          description={t`Start a round on one of your courses or a course shared on this server.`}
          action={
            <LinkButton to={paths.newRound}>
              <Trans>Start a round</Trans>
            </LinkButton>
          }
        />
      ) : (
        <>
          {open.length > 0 && (
            <RoundSection
              id="rounds-not-finished"
              title={t`Not finished`}
              rounds={open}
              waiting={waiting}
              userId={userId}
            />
          )}
          {done.length > 0 && (
            <RoundSection
              id="rounds-finished"
              title={t`Finished`}
              rounds={done}
              waiting={waiting}
              userId={userId}
            />
          )}
          {rounds.olderFrom !== null && (!showOlder || older.hasNextPage || older.isError) && (
            <OlderRounds older={older} shown={showOlder} onShow={() => setShowOlder(true)} />
          )}
        </>
      )}
    </div>
  );
}

/** The newest page of rounds, and the older pages once asked for, without repeats. */
function useAllRounds(userId: string | null) {
  const rounds = useRounds(userId);
  const [showOlder, setShowOlder] = useState(false);
  const older = useOlderRounds(userId, showOlder ? rounds.olderFrom : null);
  const all = useMemo(() => {
    const pages = older.data?.pages.flat() ?? [];
    if (!rounds.data || !pages.length) return rounds.data;
    const listed = new Set(rounds.data.map((r) => r.id));
    return [...rounds.data, ...pages.filter((r) => !listed.has(r.id))];
  }, [rounds.data, older.data]);
  return { rounds, older, showOlder, setShowOlder, all };
}

/** "Show older rounds": the first older page, the next, or again after a failed read. */
function OlderRounds({
  older,
  shown,
  onShow,
}: {
  older: ReturnType<typeof useOlderRounds>;
  shown: boolean;
  onShow: () => void;
}) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col items-center gap-2">
      {older.isError && (
        <p role="alert" className="text-sm text-danger-text">
          {errorMessage(older.error, t`Could not load older rounds`)}
        </p>
      )}
      <Button
        variant="secondary"
        disabled={older.isFetching}
        onClick={() => {
          if (!shown) onShow();
          else if (older.isError) void older.refetch();
          else void older.fetchNextPage();
        }}
      >
        {older.isFetching ? t`Loading older rounds…` : t`Show older rounds`}
      </Button>
    </div>
  );
}

function RoundSection({
  id,
  title,
  rounds,
  waiting,
  userId,
}: {
  id: string;
  title: string;
  rounds: RoundListItem[];
  waiting: ReadonlySet<string>;
  userId: string | null;
}) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-surface dark:divide-slate-700 dark:border-slate-700">
        {rounds.map((r) => (
          <RoundRow key={r.id} round={r} waiting={waiting.has(r.id)} userId={userId} />
        ))}
      </ul>
    </section>
  );
}

function RoundRow({
  round,
  waiting,
  userId,
}: {
  round: RoundListItem;
  waiting: boolean;
  userId: string | null;
}) {
  const writes = useRoundWrites(userId);
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { t, i18n } = useLingui();
  const finished = round.finishedAt !== null;
  const played = round.holesPlayed;
  const date = i18n.date(round.startedAt, { year: 'numeric', month: 'short', day: 'numeric' });
  const toPar = formatToPar(round.toPar);
  const strokes = round.strokes;
  const holeCount = round.holeCount;
  const score =
    played === 0
      ? t`Not scored yet`
      : finished && played === holeCount
        ? `${toPar} (${strokes})`
        : t`${toPar} (${strokes}) thru ${played} of ${holeCount}`;
  const courseName = round.courseName;
  const layoutName = round.layoutName;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-fg">
          {round.courseName}
          <span className="font-normal text-fg-muted"> · {round.layoutName}</span>
        </p>
        <p className="text-sm text-fg-muted">
          <time dateTime={round.startedAt}>{date}</time> ·{' '}
          <span className="font-semibold whitespace-nowrap text-fg">{score}</span>
        </p>
        {waiting && <WaitingMark />}
        {problem && <p className="text-sm text-danger-text">{problem}</p>}
      </div>
      <div className="flex items-center gap-2">
        <LinkButton
          to={paths.round(round.id)}
          variant={finished ? 'secondary' : 'primary'}
          className="min-h-11"
          aria-label={
            finished
              ? t`View the round at ${courseName}, ${date}`
              : t`Resume the round at ${courseName}, ${date}`
          }
        >
          {finished ? t`View` : t`Resume`}
        </LinkButton>
        <Button
          variant="ghost"
          className="min-h-11"
          aria-label={t`Delete the round at ${courseName}, ${date}`}
          onClick={() => setAsking(true)}
        >
          <Trans>Delete</Trans>
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title={t`Delete round`}
        message={t`Delete the round at ${courseName} (${layoutName}) on ${date} with all its scores? This cannot be undone.`}
        confirmLabel={t`Delete round`}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          writes.deleteRound(round.id).catch((err: unknown) => setProblem(errorMessage(err)));
        }}
      />
    </li>
  );
}
