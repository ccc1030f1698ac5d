/**
 * 'Recently Added Discs': the five newest discs with disc, bag, colour and a View Bag link.
 * A row click (or the disc's name) opens the disc modal; empty: a Find Discs link.
 */
import { Link } from 'react-router';
import type { RecentDisc } from '../../../core/stats/dashboard';
import { LinkButton } from '../../components/ui/button';
import { SectionCard } from '../../components/section-card';
import { ColorSwatch } from '../../components/color-swatch';
import { UNKNOWN_DISC } from '../../lib/disc-row-data';
import { paths } from '../../lib/paths';
import { cn } from '../../components/ui/cn';
import { NO_VALUE } from '../../lib/no-value';

const TH = 'px-2 py-2 font-semibold sm:px-3';

export function RecentDiscs({
  discs,
  onOpen,
}: {
  discs: readonly RecentDisc[];
  onOpen: (disc: RecentDisc) => void;
}) {
  return (
    <SectionCard
      id="recent"
      padding="none"
      className="overflow-hidden"
      headingClassName="px-5 pt-5 sm:px-6"
      title="Recently Added Discs"
    >
      {discs.length === 0 ? (
        <div className="px-5 pt-2 pb-6 sm:px-6">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            You haven&apos;t added any discs yet.
          </p>
          <LinkButton to={paths.discs} size="sm" className="mt-3">
            Find Discs
          </LinkButton>
        </div>
      ) : (
        <div className="relative mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-y border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:border-slate-800 dark:bg-slate-800/60 dark:text-slate-300">
              <tr>
                <th scope="col" className={cn(TH, 'pl-5 sm:pl-6')}>
                  Disc
                </th>
                <th scope="col" className={TH}>
                  Bag
                </th>
                <th scope="col" className={TH}>
                  Colour
                </th>
                <th scope="col" className={cn(TH, 'pr-5 text-right sm:pr-6')}>
                  <span className="sr-only">Link</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {discs.map((disc) => (
                <tr
                  key={disc.id}
                  onClick={() => onOpen(disc)}
                  className="cursor-pointer hover:bg-slate-50 dark:hover:bg-slate-800/60"
                >
                  <td className="py-2.5 pr-3 pl-5 sm:pl-6">
                    <button
                      type="button"
                      onClick={(e) => {
                        e.stopPropagation();
                        onOpen(disc);
                      }}
                      className="rounded text-left font-semibold text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-white"
                    >
                      {disc.name ?? UNKNOWN_DISC}
                    </button>
                    <span className="block text-xs text-slate-600 dark:text-slate-400">
                      {disc.brand}
                    </span>
                  </td>
                  <td className="px-2 py-2.5 sm:px-3 break-words text-slate-700 dark:text-slate-300">
                    {disc.bagName ?? NO_VALUE}
                  </td>
                  <td className="px-2 py-2.5 sm:px-3">
                    {/* On a phone the dot alone (its name stays for screen readers) keeps View Bag in view. */}
                    <ColorSwatch
                      color={disc.color}
                      showName
                      className="max-sm:[&>span:last-child]:sr-only"
                    />
                  </td>
                  <td className="py-2.5 pr-4 pl-2 text-right sm:pr-6 sm:pl-3">
                    <Link
                      to={paths.bag(disc.bagId)}
                      onClick={(e) => e.stopPropagation()}
                      className="rounded font-semibold whitespace-nowrap text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-teal-300"
                    >
                      View Bag
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SectionCard>
  );
}
