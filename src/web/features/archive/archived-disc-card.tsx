/**
 * ArchivedDiscCard: one archived disc in the archive's list: its name, brand and numbers, what
 * happened and when, the bag it came from, and Restore.
 *   <ArchivedDiscCard disc bag={name|undefined} onRestore restoring waiting />
 */
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UserDisc } from '../../../core/bag-types';
import { STATUS_LABELS } from '../../../core/rules/disc-details';
import { Button } from '../../components/ui/button';
import { ColorSwatch } from '../../components/color-swatch';
import { discRowData } from '../../lib/disc-row-data';
import { WaitingMark } from '../../components/waiting-mark';
import { useCoreMessage } from '../../i18n/core-message';

/** An ISO day ('2026-11-20') as the page's language writes a date; other text as it is. */
function dayText(day: string | null | undefined, i18n: I18n): string | null | undefined {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  return i18n.date(new Date(`${day}T12:00:00`), { dateStyle: 'medium' });
}

export function ArchivedDiscCard({
  disc,
  bag,
  onRestore,
  restoring,
  waiting,
}: {
  disc: UserDisc;
  /** The name of the bag the disc came from, when that bag is still there. */
  bag: string | undefined;
  onRestore: (disc: UserDisc) => void;
  /** Its restore is on its way. */
  restoring: boolean;
  /** A change to it is still in the outbox: marked "Waiting to send". */
  waiting: boolean;
}) {
  const { t, i18n } = useLingui();
  const core = useCoreMessage();
  const row = discRowData(disc);
  const what = core(STATUS_LABELS[disc.status ?? 'active']);
  const discName = row.name;
  const when = dayText(disc.statusDate, i18n);
  return (
    <li className="flex items-start justify-between gap-3 rounded-2xl border border-border bg-surface p-4 shadow-sm">
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
          {waiting && <WaitingMark />}
        </div>
      </div>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onRestore(disc)}
        loading={restoring}
        aria-label={bag ? t`Restore ${discName} to ${bag}` : t`Restore ${discName} to its bag`}
      >
        <Trans>Restore</Trans>
      </Button>
    </li>
  );
}
