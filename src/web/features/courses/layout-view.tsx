/**
 * LayoutView: a layout's holes, read only (a course another player shares): label, par, length
 * in the unit each hole was entered in, shape, whether tee and basket are marked, the note.
 *   <LayoutView layout={layout} />
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Layout } from '../../../core/schemas/course';
import { NO_VALUE } from '../../lib/no-value';
import { HOLE_SHAPE_WORDS } from '../../lib/play-labels';
import { lengthText } from './hole-draft';

export function LayoutView({ layout }: { layout: Layout }) {
  const par = layout.holes.reduce((a, h) => a + h.par, 0);
  const holes = layout.holes.length;
  const { t, i18n } = useLingui();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="pb-2 text-left text-sm text-fg-faint">
          <Trans>
            <Plural value={holes} one="# hole" other="# holes" />, par {par}
          </Trans>
        </caption>
        <thead className="text-xs text-fg-faint uppercase">
          <tr className="border-b border-slate-200 dark:border-slate-700">
            <th scope="col" className="py-2 pr-2 text-left">
              <Trans context="scorecard column">Hole</Trans>
            </th>
            <th scope="col" className="px-2 py-2 text-right">
              <Trans context="scorecard column">Par</Trans>
            </th>
            <th scope="col" className="px-2 py-2 text-right">
              <Trans context="table column">Length</Trans>
            </th>
            <th scope="col" className="px-2 py-2 text-left">
              <Trans context="table column">Shape</Trans>
            </th>
            <th scope="col" className="py-2 pl-2 text-left">
              <Trans context="table column">Note</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {layout.holes.map((h) => (
            <tr key={h.label}>
              <th scope="row" className="py-1.5 pr-2 text-left font-medium">
                {h.label}
              </th>
              <td className="px-2 py-1.5 text-right tabular-nums">{h.par}</td>
              <td className="px-2 py-1.5 text-right tabular-nums">
                {h.lengthFt === null
                  ? NO_VALUE
                  : `${lengthText(h.lengthFt, h.lengthUnit, i18n)} ${h.lengthUnit}`}
              </td>
              <td className="px-2 py-1.5">
                {h.shape ? i18n._(HOLE_SHAPE_WORDS[h.shape]) : NO_VALUE}
              </td>
              <td className="py-1.5 pl-2 text-fg-soft">
                {[h.note, h.tee && t`tee marked`, h.basket && t`basket marked`]
                  .filter(Boolean)
                  .join(' · ') || NO_VALUE}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
