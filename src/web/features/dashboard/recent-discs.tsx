/**
 * 'Recently Added Discs': the five newest discs with disc, bag, colour and a View Bag link.
 * A row click (or the disc's name) opens the disc modal; empty: a Find Discs link.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { RecentDisc } from '../../../core/stats/dashboard';
import { LinkButton } from '../../components/ui/button';
import { SectionCard } from '../../components/section-card';
import { ColorSwatch } from '../../components/color-swatch';
import { paths } from '../../lib/paths';
import { cn } from '../../components/ui/cn';
import { DataTable, RowNameButton, type DataColumn } from '../../components/data-table';
import type { OpenableDiscs } from '../../components/disc/openable-discs';
import { NO_VALUE } from '../../lib/no-value';

const TH = 'px-2 py-2 font-semibold sm:px-3';

/** Disc (its name opens it), bag, colour and a View Bag link; a click anywhere else opens it too. */
function columns(onOpen: (disc: RecentDisc) => void, i18n: I18n): DataColumn<RecentDisc>[] {
  return [
    {
      id: 'disc',
      header: i18n._(msg`Disc`),
      headClassName: cn(TH, 'pl-5 sm:pl-6'),
      className: 'py-2.5 pr-3 pl-5 sm:pl-6',
      cell: (disc) => (
        <>
          {/* On a phone the colour is this dot, not a column: the four columns did not fit. */}
          <ColorSwatch color={disc.color} className="mr-1.5 inline-flex align-middle sm:hidden" />
          <RowNameButton onOpen={() => onOpen(disc)} className="font-semibold text-fg">
            {disc.name ?? i18n._(msg`Unknown disc`)}
          </RowNameButton>
          <span className="block text-xs text-fg-faint">{disc.brand}</span>
        </>
      ),
    },
    {
      id: 'bag',
      header: i18n._(msg`Bag`),
      headClassName: TH,
      className: 'px-2 py-2.5 sm:px-3 break-words text-fg-soft',
      cell: (disc) => disc.bagName ?? NO_VALUE,
    },
    {
      id: 'colour',
      header: i18n._(msg`Colour`),
      headClassName: cn(TH, 'max-sm:hidden'),
      className: 'px-2 py-2.5 sm:px-3 max-sm:hidden',
      cell: (disc) => <ColorSwatch color={disc.color} showName />,
    },
    {
      id: 'link',
      header: <span className="sr-only">{i18n._(msg`Link`)}</span>,
      headClassName: cn(TH, 'pr-5 text-right sm:pr-6'),
      className: 'py-2.5 pr-4 pl-2 text-right sm:pr-6 sm:pl-3',
      cell: (disc) => (
        <Link
          to={paths.bag(disc.bagId)}
          onClick={(e) => e.stopPropagation()}
          className="rounded font-semibold whitespace-nowrap text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-teal-300"
        >
          {i18n._(msg`View Bag`)}
        </Link>
      ),
    },
  ];
}

export function RecentDiscs({ discs, onOpen }: OpenableDiscs<RecentDisc>) {
  const { t, i18n } = useLingui();
  return (
    <SectionCard
      id="recent"
      padding="none"
      className="overflow-hidden"
      headingClassName="px-5 pt-5 sm:px-6"
      title={t`Recently Added Discs`}
    >
      {discs.length === 0 ? (
        <div className="px-5 pt-2 pb-6 sm:px-6">
          <p className="text-sm text-fg-faint">
            <Trans>You haven&apos;t added any discs yet.</Trans>
          </p>
          <LinkButton to={paths.discs} size="sm" className="mt-3">
            <Trans>Find Discs</Trans>
          </LinkButton>
        </div>
      ) : (
        <div className="relative mt-3 overflow-x-auto">
          <DataTable
            headClassName="border-y"
            columns={columns(onOpen, i18n)}
            rows={discs}
            rowKey={(disc) => disc.id}
            rowProps={(disc) => ({
              onClick: () => onOpen(disc),
              className: 'cursor-pointer hover:bg-slate-50 dark:hover:bg-slate-800/60',
            })}
          />
        </div>
      )}
    </SectionCard>
  );
}
