/**
 * A field session (decision 0030): the distance panel, one large button per disc, and each
 * disc's throws with its figures. Every write goes through the outbox (decision 0031).
 */
import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UserDisc } from '../../../../core/bag-types';
import type { Throw } from '../../../../core/schemas/throw';
import { formatLength, type DistanceUnit } from '../../../../core/flight/thrower';
import { discFigures, throwsCounted } from '../../../../core/throws/disc-figures';
import type { ThrowSummary } from '../../../../core/throws/throw-summary';
import { Alert } from '../../../components/ui/alert';
import { useDiscThrows, useOutboxQueue, useThrowWrites } from '../../../data/use-throws';
import { waitingIds } from '../../../data/outbox-rules';
import { errorMessage } from '../../../lib/error-message';
import { useThrower } from '../../../lib/use-thrower';
import { DiscButtons } from './disc-buttons';
import { fieldDiscName } from './field-disc';
import { MeasurePanel } from './measure-panel';
import { putBodyOf } from './throw-fields';
import { DiscThrows } from './throw-list';
import { useThrowDraft } from './use-throw-draft';

export function Session({
  userId,
  discs,
  summary,
}: {
  userId: string | null;
  discs: UserDisc[];
  summary: ThrowSummary;
}) {
  // The throw the player set for the charts is the session's first choice.
  const { unit, throwType: usualThrow } = useThrower();
  const draft = useThrowDraft(unit, usualThrow);
  const { queue } = useOutboxQueue(userId);
  const waiting = useMemo(() => waitingIds(queue), [queue]);
  const { put, remove, log, saved, problem, setProblem, failed } = useThrowLog(userId, unit, draft);
  const figuresOf = (id: string) => discFigures(summary.groups, id, draft.values.throwType);

  return (
    <div className="space-y-5">
      <MeasurePanel draft={draft} unit={unit} />
      <div className="space-y-2">
        <DiscButtons
          discs={discs}
          throwsOf={(id) => throwsCounted(figuresOf(id))}
          distanceFt={draft.distance?.feet ?? null}
          landed={draft.position.landing}
          disabled={!draft.distance || draft.finishBad}
          unit={unit}
          onTap={log}
        />
        <div
          role="status"
          aria-live="polite"
          className="min-h-6 text-sm font-medium text-green-800 dark:text-green-300"
        >
          {saved}
        </div>
        {problem && (
          <Alert tone="error" onDismiss={() => setProblem(null)}>
            <p>{problem}</p>
          </Alert>
        )}
      </div>
      <section aria-labelledby="log-heading" className="space-y-3">
        <h2 id="log-heading" className="text-lg font-semibold">
          <Trans>Your throws</Trans>
        </h2>
        <div className="grid gap-3 md:grid-cols-2">
          {discs.map((d) => (
            <DiscLog
              key={d.id}
              userId={userId}
              disc={d}
              figures={figuresOf(d.id)}
              waiting={waiting}
              unit={unit}
              onSave={(one) =>
                put.mutate({ id: one.id, body: putBodyOf(one) }, { onError: failed })
              }
              onDelete={(one) => remove.mutate(one.id, { onError: failed })}
            />
          ))}
        </div>
      </section>
    </div>
  );
}

/**
 * Logs a throw of a disc at the draft's distance (through the outbox), saying so or what went
 * wrong; the writes of an edited or deleted throw say what went wrong too.
 */
function useThrowLog(
  userId: string | null,
  unit: DistanceUnit,
  draft: ReturnType<typeof useThrowDraft>,
) {
  const { put, remove } = useThrowWrites(userId);
  const [saved, setSaved] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { t } = useLingui();
  const failed = (err: Error) => setProblem(errorMessage(err));
  const log = (disc: UserDisc) => {
    const body = draft.bodyFor(disc.id);
    if (!body) return;
    setProblem(null);
    const name = fieldDiscName(disc);
    const distance = formatLength(body.distanceFt, unit);
    setSaved(t`${name}: ${distance} logged`);
    put.mutate(
      { id: crypto.randomUUID(), body },
      {
        onError: (err) => {
          setSaved(null);
          setProblem(errorMessage(err, t`The throw was not saved. Please try again.`));
        },
      },
    );
    draft.logged();
  };
  return { put, remove, log, saved, problem, setProblem, failed };
}

/** One disc's list in the session: its figures from the summary, its latest throws by pages. */
function DiscLog({
  userId,
  disc,
  ...rest
}: {
  userId: string | null;
  disc: UserDisc;
  figures: ReturnType<typeof discFigures>;
  waiting: ReadonlySet<string>;
  unit: DistanceUnit;
  onSave: (t: Throw) => void;
  onDelete: (t: Throw) => void;
}) {
  const log = useDiscThrows(userId, disc.id);
  return (
    <DiscThrows
      name={fieldDiscName(disc)}
      throws={log.throws ?? []}
      more={
        log.hasNextPage
          ? { load: () => void log.fetchNextPage(), loading: log.isFetchingNextPage }
          : null
      }
      {...rest}
    />
  );
}
