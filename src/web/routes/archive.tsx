/**
 * /archive — lost, sold, given-away and retired discs, with filters and Restore (back into the
 * disc's bag; a disc whose mold is in that bag again answers with the duplicate message, followed
 * by "Add another copy": docs/decisions/0014).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { isArchived } from '../../core/rules/disc-details';
import { ScreenHeader } from '../components/page-heading';
import { readFailure, ReadsLoadError } from '../components/load-error';
import { Skeletons } from '../components/ui/spinner';
import { useSession } from '../data/session';
import { useBags } from '../data/use-bags';
import { useUserDiscs } from '../data/use-user-discs';
import { useOutboxQueue } from '../data/use-throws';
import { waitingDiscIds } from '../data/outbox-rules';
import { ArchiveList } from '../features/archive/archive-list';
import { RestoreAlert } from '../features/archive/restore-alert';
import { useRestoreDisc } from '../features/archive/use-restore-disc';

export default function ArchivePage() {
  const { t } = useLingui();
  const userId = useSession().user?.id ?? null;
  const bags = useBags(userId);
  const discs = useUserDiscs(userId);
  const { queue } = useOutboxQueue(userId);
  const waiting = useMemo(() => waitingDiscIds(queue), [queue]);
  const { restore, restoring, message, dismiss } = useRestoreDisc(userId);

  const failed = readFailure([bags, discs]);
  return (
    <div className="space-y-6">
      <title>{t`Archive · Hyzer`}</title>
      <ScreenHeader title={t`Archive`}>
        <Trans>
          Discs lost, sold, given away or retired. They stay out of your bags, charts and stats
          until you restore them.
        </Trans>
      </ScreenHeader>
      <ReadsLoadError reads={[bags, discs]} />
      {message && (
        <RestoreAlert
          message={message}
          onDismiss={dismiss}
          onAddCopy={(disc) => restore(disc, true)}
        />
      )}
      {bags.data === undefined || discs.data === undefined ? (
        failed ? null : (
          <div className="grid gap-3 md:grid-cols-2" aria-busy="true">
            <Skeletons count={2} className="h-28" />
          </div>
        )
      ) : (
        <ArchiveList
          discs={discs.data.filter(isArchived)}
          bags={bags.data}
          onRestore={(disc) => restore(disc)}
          restoring={restoring}
          waiting={waiting}
        />
      )}
    </div>
  );
}
