/**
 * ArchiveList: the player's lost, sold, given-away and retired discs, newest first, with
 * filters (what happened, which bag) and Restore, which puts a disc back into its bag.
 *   <ArchiveList discs={archived} bags onRestore={(disc) => …} restoring={id|null} />
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Bag, UserDisc } from '../../../core/bag-types';
import { compareIds } from '../../../core/stats/compare-text';
import { ARCHIVE_STATUSES, STATUS_LABELS, type DiscStatus } from '../../../core/rules/disc-details';
import { EmptyState } from '../../components/ui/empty-state';
import { BagSelect } from '../../components/bag-select';
import { cn } from '../../components/ui/cn';
import { useCoreMessage } from '../../i18n/core-message';
import { ArchivedDiscCard } from './archived-disc-card';

type StatusFilter = DiscStatus | 'all';

/** "What happened": one radio chip per status, with how many discs it shows. */
function StatusChips({
  value,
  onChange,
  count,
}: {
  value: StatusFilter;
  onChange: (status: StatusFilter) => void;
  count: (status: StatusFilter) => number;
}) {
  const { t } = useLingui();
  const core = useCoreMessage();
  return (
    <fieldset>
      <legend className="sr-only">
        <Trans>What happened</Trans>
      </legend>
      <div className="flex flex-wrap gap-2">
        {(['all', ...ARCHIVE_STATUSES] as const).map((s) => (
          <label
            key={s}
            className={cn(
              'cursor-pointer rounded-full border px-3 py-1.5 text-sm font-medium focus-within:outline-2 focus-within:outline-brand-600',
              value === s
                ? 'border-brand-600 bg-brand-50 text-brand-800 dark:border-brand-400 dark:bg-brand-900/50 dark:text-brand-200'
                : 'border-slate-300 text-fg-soft hover:bg-surface-muted dark:border-slate-700',
            )}
          >
            <input
              type="radio"
              name="archive-status"
              value={s}
              checked={value === s}
              onChange={() => onChange(s)}
              className="sr-only"
            />
            {`${s === 'all' ? t({ message: 'All', context: 'disc status' }) : core(STATUS_LABELS[s])} (${count(s)})`}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function ArchiveList({
  discs,
  bags,
  onRestore,
  restoring,
  waiting = new Set(),
}: {
  discs: readonly UserDisc[];
  bags: readonly Bag[];
  onRestore: (disc: UserDisc) => void;
  restoring: string | null;
  /** Discs with a change still in the outbox (archived offline, say): marked "Waiting to send". */
  waiting?: ReadonlySet<string>;
}) {
  const { t } = useLingui();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [bagId, setBagId] = useState('all');
  const bagName = new Map(bags.map((b) => [b.id, b.name]));
  /** The discs a status filter shows with the chosen bag. */
  const matching = (s: StatusFilter) =>
    discs.filter((d) => (s === 'all' || d.status === s) && (bagId === 'all' || d.bagId === bagId));
  // Dates are ISO days: their characters' order is their time order.
  const shown = matching(status).sort(
    (a, b) => compareIds(b.statusDate ?? '', a.statusDate ?? '') || compareIds(b.id, a.id),
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-4">
        <StatusChips value={status} onChange={setStatus} count={(s) => matching(s).length} />
        <BagSelect
          label={t`Bag`}
          bags={bags}
          first={[{ value: 'all', label: t`All bags` }]}
          value={bagId}
          onChange={setBagId}
          className="min-w-48"
        />
      </div>
      {shown.length === 0 ? (
        <EmptyState
          title={discs.length === 0 ? t`Nothing archived` : t`No discs match these filters`}
          description={
            discs.length === 0
              ? t`Discs you mark lost, sold, given away or retired show here.`
              : t`Choose another status or bag.`
          }
        />
      ) : (
        <ul aria-label={t`Archived discs`} className="grid gap-3 md:grid-cols-2">
          {shown.map((disc) => (
            <ArchivedDiscCard
              key={disc.id}
              disc={disc}
              bag={bagName.get(disc.bagId)}
              onRestore={onRestore}
              restoring={restoring === disc.id}
              waiting={waiting.has(disc.id)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
