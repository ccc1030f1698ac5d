/**
 * /rounds/:roundId — a round (decisions 0043 and 0044). Unfinished: scored one hole at a time on a
 * phone (each card player's strokes with large − and +, at par until tapped; penalty strokes and
 * putts behind one toggle), previous and next by buttons, swipe or arrow keys, the running total
 * against par always in view at the bottom, the whole card as a grid on request (beside the hole
 * on a desktop). Every tap is stored on the device before it is shown as saved and sent through
 * the outbox; the round resumes at the first hole without the player's score. Finished: its
 * summary and card.
 */
import { useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import type { Round } from '../../core/schemas/round';
import { ScreenHeader } from '../components/page-heading';
import { ReadsLoadError } from '../components/load-error';
import { Button, LinkButton } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { Skeletons } from '../components/ui/spinner';
import { WaitingMark } from '../components/waiting-mark';
import { useSession } from '../data/session';
import { waitingRoundIds } from '../data/round-queue';
import { useRound } from '../data/use-rounds';
import { useOutboxQueue } from '../data/use-throws';
import { CardGrid } from '../features/rounds/card-grid';
import { RoundSummaryView } from '../features/rounds/round-summary';
import { Scoring } from '../features/rounds/scoring';
import { paths } from '../lib/paths';

export default function RoundPage() {
  const { roundId = '' } = useParams();
  const userId = useSession().user?.id ?? null;
  const round = useRound(userId, roundId);
  const { queue } = useOutboxQueue(userId);
  const waiting = waitingRoundIds(queue).has(roundId);
  const { t } = useLingui();

  if (round.data === null) {
    return (
      <EmptyState
        title={t`Round not found`}
        description={t`It was deleted, or it is not one of yours.`}
        action={
          <LinkButton to={paths.rounds}>
            <Trans>Back to Rounds</Trans>
          </LinkButton>
        }
      />
    );
  }
  if (round.data === undefined) {
    return (
      <div className="space-y-4">
        <ReadsLoadError reads={[round]} />
        {!round.isError && (
          <div className="space-y-3" aria-busy="true">
            <Skeletons count={3} className="h-24 w-full" />
          </div>
        )}
      </div>
    );
  }
  return <RoundScreen key={round.data.id} userId={userId} round={round.data} waiting={waiting} />;
}

function RoundScreen({
  userId,
  round,
  waiting,
}: {
  userId: string | null;
  round: Round;
  waiting: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const { t, i18n } = useLingui();
  const names = [t({ message: 'You', context: 'the player on a scorecard' }), ...round.guests];
  const date = i18n.date(round.startedAt, { dateStyle: 'medium' });
  const holes = round.holes.length;
  const header = (
    <div>
      <title>{`${round.courseName} · Hyzer`}</title>
      <ScreenHeader title={round.courseName}>
        {round.layoutName} · <Plural value={holes} one="# hole" other="# holes" /> · {date}
      </ScreenHeader>
      {waiting && <WaitingMark />}
    </div>
  );
  if (round.finishedAt !== null && !editing) {
    return (
      <div className="space-y-6">
        {header}
        <RoundSummaryView userId={userId} round={round} />
        <section aria-labelledby="card-heading" className="space-y-2">
          <h2 id="card-heading" className="text-lg font-semibold">
            <Trans>Scorecard</Trans>
          </h2>
          <CardGrid round={round} names={names} />
        </section>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" size="lg" onClick={() => setEditing(true)}>
            <Trans>Edit scores</Trans>
          </Button>
          <LinkButton to={paths.rounds} size="lg" variant="ghost">
            <Trans>All rounds</Trans>
          </LinkButton>
        </div>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {header}
      <Scoring
        userId={userId}
        round={round}
        names={names}
        startAt={editing ? 0 : undefined}
        onFinished={() => setEditing(false)}
      />
    </div>
  );
}
