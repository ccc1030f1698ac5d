/**
 * /archive — lost, sold, given-away and retired discs, with filters and Restore (back into the
 * disc's bag; a disc whose mold is in that bag again answers with the duplicate message, followed
 * by "Add another copy": docs/decisions/0014).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { UserDisc } from '../../core/bag-types';
import { isArchived } from '../../core/rules/disc-details';
import { ScreenHeader } from '../components/page-heading';
import { readFailure, ReadsLoadError } from '../components/load-error';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { ADD_ANOTHER_COPY } from '../../core/rules/user-disc';
import { CollectionRequestError } from '../data/collection-errors';
import { Skeletons } from '../components/ui/spinner';
import { useSession } from '../data/session';
import { useBags } from '../data/use-bags';
import { useUpdateDisc, useUserDiscs } from '../data/use-user-discs';
import { useOutboxQueue } from '../data/use-throws';
import { waitingDiscIds } from '../data/outbox-rules';
import { ArchiveList } from '../features/archive/archive-list';
import { errorMessage } from '../lib/error-message';
import { discRowData } from '../lib/disc-row-data';
import { useCoreMessage } from '../i18n/core-message';

export default function ArchivePage() {
  const { t } = useLingui();
  const core = useCoreMessage();
  const userId = useSession().user?.id ?? null;
  const bags = useBags(userId);
  const discs = useUserDiscs(userId);
  const update = useUpdateDisc(userId);
  const { queue } = useOutboxQueue(userId);
  const waiting = useMemo(() => waitingDiscIds(queue), [queue]);
  const [restoring, setRestoring] = useState<string | null>(null);
  const [message, setMessage] = useState<{
    tone: 'success' | 'error';
    text: string;
    /** A restore refused as a duplicate: offer to restore it as another copy. */
    again?: UserDisc;
  } | null>(null);

  const backInItsBag = (discName: string) => t`${discName} is back in its bag.`;
  const restore = (disc: UserDisc, allowDuplicate = false) => {
    setMessage(null);
    setRestoring(disc.id);
    update.mutate(
      {
        id: disc.id,
        status: 'active',
        statusNote: null,
        statusDate: null,
        ...(allowDuplicate ? { allowDuplicate } : {}),
      },
      {
        onSuccess: () =>
          setMessage({ tone: 'success', text: backInItsBag(discRowData(disc).name) }),
        onError: (err) =>
          setMessage({
            tone: 'error',
            text: errorMessage(err),
            ...(err instanceof CollectionRequestError && err.isDuplicate ? { again: disc } : {}),
          }),
        onSettled: () => setRestoring(null),
      },
    );
  };

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
        <Alert tone={message.tone} onDismiss={() => setMessage(null)}>
          <p>{message.text}</p>
          {message.again && (
            <Button
              size="sm"
              variant="secondary"
              className="mt-2"
              onClick={() => restore(message.again!, true)}
            >
              {core(ADD_ANOTHER_COPY)}
            </Button>
          )}
        </Alert>
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
