/**
 * 'Recently Added Discs': the five newest discs with disc, bag, colour and a View Bag link.
 * A row click (or the disc's name) opens the disc modal; empty: a Find Discs link.
 */
import { Link } from 'react-router';
import type { RecentDisc } from '../../../core/stats/dashboard';
import { LinkButton } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ColorSwatch } from '../bags-ui/color-swatch';
import { UNKNOWN_DISC } from '../bags-ui/disc-row-data';

const TH = 'px-3 py-2 font-semibold';

export function RecentDiscs({
  discs,
  onOpen,
}: {
  discs: readonly RecentDisc[];
  onOpen: (disc: RecentDisc) => void;
}) {
  return (
    <Card as="section" padding="none" aria-labelledby="recent-heading" className="overflow-hidden">
      <h2 id="recent-heading" className="px-5 pt-5 text-lg font-semibold sm:px-6">
        Recently Added Discs
      </h2>
      {discs.length === 0 ? (
        <div className="px-5 pt-2 pb-6 sm:px-6">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            You haven&apos;t added any discs yet.
          </p>
          <LinkButton to="/discs" size="sm" className="mt-3">
            Find Discs
          </LinkButton>
        </div>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-y border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:border-slate-800 dark:bg-slate-800/60 dark:text-slate-300">
              <tr>
                <th scope="col" className={`${TH} pl-5 sm:pl-6`}>
                  Disc
                </th>
                <th scope="col" className={TH}>
                  Bag
                </th>
                <th scope="col" className={TH}>
                  Colour
                </th>
                <th scope="col" className={`${TH} pr-5 text-right sm:pr-6`}>
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
                  <td className="px-3 py-2.5 text-slate-700 dark:text-slate-300">
                    {disc.bagName ?? '—'}
                  </td>
                  <td className="px-3 py-2.5">
                    <ColorSwatch color={disc.color} showName />
                  </td>
                  <td className="py-2.5 pr-5 pl-3 text-right sm:pr-6">
                    <Link
                      to={`/bags/${disc.bagId}`}
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
    </Card>
  );
}
