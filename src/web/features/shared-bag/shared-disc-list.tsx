/**
 * SharedDiscList: a shared bag's discs, read-only, one card per disc: name, brand and category,
 * colour, plastic · weight · condition, and the flight numbers (the owner's own, marked "owner's
 * numbers", with the catalogue's beside them). No actions.
 *   <SharedDiscList discs={userDiscs} />
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { UserDisc } from '../../../core/bag-types';
import { ColorSwatch } from '../../components/color-swatch';
import { discRowData } from '../../lib/disc-row-data';
import { CategoryName } from '../../components/disc-words';
import { FIELD_WORDS } from '../../lib/search-words';

const FLIGHT = ['speed', 'glide', 'turn', 'fade'] as const;

/** The catalogue's number beside the owner's own: 'cat. 0'. */
function CatalogueNumber({ value }: { value: string }) {
  return <Trans comment="cat. is short for the catalogue's number">cat. {value}</Trans>;
}

export function SharedDiscList({ discs }: { discs: readonly UserDisc[] }) {
  const { t, i18n } = useLingui();
  return (
    <ul aria-label={t`Discs in this bag`} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {discs.map((disc) => {
        const row = discRowData(disc);
        return (
          <li key={disc.id} className="rounded-2xl border border-border bg-surface p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h3 className="text-base font-semibold break-words text-fg">
                  {row.name}
                  {row.mine && (
                    <span
                      title={t`The owner’s own flight numbers; the catalogue’s are shown as cat.`}
                      className="ml-1.5 rounded bg-brand-50 px-1 py-0.5 align-middle text-[10px] font-semibold tracking-wide text-brand-800 uppercase dark:bg-brand-900/50 dark:text-brand-200"
                    >
                      <Trans>owner’s numbers</Trans>
                    </span>
                  )}
                </h3>
                <p className="text-sm text-fg-faint">
                  {row.brand} · <CategoryName category={row.category} />
                </p>
                {row.physical && <p className="text-sm text-fg-soft">{row.physical}</p>}
              </div>
              <ColorSwatch color={disc.color} className="mt-1" />
            </div>
            <dl className="mt-3 grid grid-cols-4 gap-2 text-center">
              {FLIGHT.map((field) => (
                <div key={field} className="rounded-lg bg-slate-50 py-1.5 dark:bg-slate-800">
                  <dt className="text-[11px] font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400">
                    {i18n._(FIELD_WORDS[field])}
                  </dt>
                  <dd className="font-semibold tabular-nums">
                    {row.mine ? (
                      <>
                        {row.mine[field]}
                        <span className="block text-[10px] font-normal text-slate-500 dark:text-slate-400">
                          <CatalogueNumber value={row[field]} />
                        </span>
                      </>
                    ) : (
                      row[field]
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
