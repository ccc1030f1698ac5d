/**
 * ArchiveList: the player's lost, sold, given-away and retired discs, newest first, with
 * filters (what happened, which bag) and Restore, which puts a disc back into its bag.
 *   <ArchiveList discs={archived} bags onRestore={(disc) => …} restoring={id|null} />
 */
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Bag, UserDisc } from '../../../core/bag-types';
import { compareIds } from '../../../core/stats/compare-text';
import { ARCHIVE_STATUSES, STATUS_LABELS, type DiscStatus } from '../../../core/rules/disc-details';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { BagSelect } from '../../components/bag-select';
import { ColorSwatch } from '../../components/color-swatch';
import { discRowData } from '../../lib/disc-row-data';
import { cn } from '../../components/ui/cn';
import { WaitingMark } from '../../components/waiting-mark';
import { useCoreMessage } from '../../i18n/core-message';

type StatusFilter = DiscStatus | 'all';

/** An ISO day ('2026-11-20') as the page's language writes a date; other text as it is. */
function dayText(day: string | null | undefined, i18n: I18n): string | null | undefined {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  return i18n.date(new Date(`${day}T12:00:00`), { dateStyle: 'medium' });
}

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
  const { t, i18n } = useLingui();
  const core = useCoreMessage();
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
          {shown.map((disc) => {
            const row = discRowData(disc);
            const what = core(STATUS_LABELS[disc.status ?? 'active']);
            const discName = row.name;
            const bag = bagName.get(disc.bagId);
            const when = dayText(disc.statusDate, i18n);
            return (
              <li
                key={disc.id}
                className="flex items-start justify-between gap-3 rounded-2xl border border-border bg-surface p-4 shadow-sm"
              >
                <div className="flex min-w-0 gap-3">
                  <ColorSwatch color={disc.color} className="mt-1 shrink-0" />
                  <div className="min-w-0">
                    <p className="font-semibold text-fg">{row.name}</p>
                    <p className="text-sm text-fg-faint">
                      {row.brand}
                      {row.physical && ` · ${row.physical}`}
                    </p>
                    <p className="mt-1 text-sm">
                      <span className="rounded-md bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/40 dark:text-amber-200">
                        {what}
                      </span>{' '}
                      <span className="text-fg-soft">
                        {[when, disc.statusNote].filter(Boolean).join(' · ')}
                      </span>
                    </p>
                    <p className="mt-1 text-xs text-fg-faint">
                      {bag ? <Trans>From {bag}</Trans> : <Trans>From a bag</Trans>}
                    </p>
                    {waiting.has(disc.id) && <WaitingMark />}
                  </div>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => onRestore(disc)}
                  loading={restoring === disc.id}
                  aria-label={
                    bag ? t`Restore ${discName} to ${bag}` : t`Restore ${discName} to its bag`
                  }
                >
                  <Trans>Restore</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
