/**
 * The throw history's list with its writes: an edit (or a move to another disc) and a delete go
 * through the outbox like the field session's; a delete offers Undo, which writes the throw
 * again with its id. Loading, an empty filter and the end of the log each say so.
 */
import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Throw } from '../../../../core/schemas/throw';
import type { DistanceUnit } from '../../../../core/flight/thrower';
import { Alert } from '../../../components/ui/alert';
import { Skeletons } from '../../../components/ui/spinner';
import { waitingIds } from '../../../data/outbox-rules';
import type { useThrowHistory } from '../../../data/use-throw-history';
import { useOutboxQueue, useThrowWrites } from '../../../data/use-throws';
import { errorMessage } from '../../../lib/error-message';
import type { DiscChoice } from '../field/edit-throw-dialog';
import { putBodyOf } from '../field/throw-fields';
import { HistoryList } from './history-list';
import { UndoBar } from './undo-bar';

export function HistoryThrows({
  userId,
  history,
  discs,
  unit,
}: {
  userId: string | null;
  history: ReturnType<typeof useThrowHistory>;
  discs: readonly DiscChoice[];
  unit: DistanceUnit;
}) {
  const { put, remove } = useThrowWrites(userId);
  const { queue } = useOutboxQueue(userId);
  const waiting = useMemo(() => waitingIds(queue), [queue]);
  const [deleted, setDeleted] = useState<Throw | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { t } = useLingui();
  const failed = (err: Error) => setProblem(errorMessage(err));
  const save = (one: Throw) =>
    put.mutate({ id: one.id, body: putBodyOf(one) }, { onError: failed });

  return (
    <section aria-labelledby="history-heading" className="space-y-3">
      <h2 id="history-heading" className="text-lg font-semibold">
        <Trans context="heading of the throw list">Throws</Trans>
      </h2>
      {deleted && (
        <UndoBar
          key={deleted.id}
          message={t`Throw deleted.`}
          onUndo={() => {
            save(deleted);
            setDeleted(null);
          }}
          onDismiss={() => setDeleted(null)}
        />
      )}
      {problem && (
        <Alert tone="error" onDismiss={() => setProblem(null)}>
          <p>{problem}</p>
        </Alert>
      )}
      {history.throws === undefined ? (
        history.isError ? null : (
          <div className="grid gap-3" aria-busy="true">
            <Skeletons count={3} className="h-16" />
          </div>
        )
      ) : history.throws.length === 0 ? (
        <p className="text-sm text-fg-muted">
          <Trans>No throws match these filters.</Trans>
        </p>
      ) : (
        <HistoryList
          throws={history.throws}
          discs={discs}
          waiting={waiting}
          unit={unit}
          more={
            history.hasNextPage
              ? { load: () => void history.fetchNextPage(), loading: history.isFetchingNextPage }
              : null
          }
          onSave={save}
          onDelete={(one) => {
            remove.mutate(one.id, { onError: failed });
            setDeleted(one);
          }}
        />
      )}
    </section>
  );
}
