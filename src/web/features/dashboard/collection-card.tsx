/** 'Your Collection': bag count, disc count, top brand and a 'View all bags' link. */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { SectionCard } from '../../components/section-card';
import { cn } from '../../components/ui/cn';
import { paths } from '../../lib/paths';
import { NO_VALUE } from '../../lib/no-value';

const LINK =
  'inline-block rounded text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-teal-300';

export function CollectionCard({
  totalBags,
  totalDiscs,
  archivedDiscs = 0,
  topBrand,
}: {
  totalBags: number;
  /** Discs in play. */
  totalDiscs: number;
  /** Lost, sold, given away or retired: counted apart. */
  archivedDiscs?: number;
  topBrand: string | null;
}) {
  const { t, i18n } = useLingui();
  const items: [string, string | number][] = [
    [t`Bags`, totalBags],
    [t`Discs`, totalDiscs],
    [t`Top Brand`, topBrand ?? NO_VALUE],
  ];
  return (
    <SectionCard id="collection" title={t`Your Collection`}>
      {/* On a phone the brand takes a row of its own: a third of the width cut 'Discraft'. */}
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {items.map(([label, value]) => (
          <div
            key={label}
            className={cn(
              'min-w-0 rounded-xl bg-slate-50 px-3 py-3 dark:bg-slate-800/70',
              typeof value === 'string' && 'col-span-2 sm:col-span-1',
            )}
          >
            <dt className="text-xs font-medium tracking-wide text-fg-faint uppercase">{label}</dt>
            <dd
              className={
                typeof value === 'number'
                  ? 'mt-1 text-2xl font-bold tabular-nums'
                  : 'mt-1 truncate text-lg font-bold'
              }
              title={typeof value === 'string' ? value : undefined}
            >
              {typeof value === 'number' ? i18n.number(value) : value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
        <Link to={paths.bags} className={LINK}>
          <Trans>View all bags →</Trans>
        </Link>
        <Link to={paths.archive} className={LINK}>
          <Plural
            value={archivedDiscs}
            one="Archive: # disc lost, sold or retired →"
            other="Archive: # discs lost, sold or retired →"
          />
        </Link>
      </div>
    </SectionCard>
  );
}
