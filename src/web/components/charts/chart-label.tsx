/**
 * ChartLabel: a disc name placed by layoutLabels, with a leader line to its point when the
 * label had to move away from it; a label naming only some of its discs has the whole list as
 * its title (hover). Text has a halo in the page colour so it stays readable over grid lines and
 * paths.
 */
import type { PlacedLabel } from '../../../core/flight/label-layout';
import type { ActiveDiscHandlers } from './use-active-disc';

export function ChartLabel({
  label,
  fontSize,
  bold,
}: {
  label: PlacedLabel;
  fontSize: number;
  bold?: boolean;
}) {
  const midY = label.y + label.height / 2;
  const leftSide = label.x < label.anchor.x;
  const edgeX = leftSide ? label.x + label.width : label.x;
  return (
    <>
      {label.moved && (
        <line
          x1={label.anchor.x}
          y1={label.anchor.y}
          x2={edgeX}
          y2={midY}
          strokeWidth={1}
          className="stroke-slate-500 dark:stroke-slate-400"
        />
      )}
      <text
        x={leftSide ? label.x + label.width : label.x}
        y={midY}
        textAnchor={leftSide ? 'end' : 'start'}
        dominantBaseline="middle"
        fontSize={fontSize}
        fontWeight={bold ? 700 : 500}
        paintOrder="stroke"
        strokeWidth={fontSize * 0.3}
        strokeLinejoin="round"
        className="fill-slate-900 stroke-surface dark:fill-slate-50"
      >
        {label.title && <title>{label.title}</title>}
        {label.label}
      </text>
    </>
  );
}

/**
 * A chart's grouped labels (one label may name several discs that share a spot): each group
 * tracks the pointer as its first disc, and fades to `opacity(ids)` while another disc is active.
 */
export function ChartLabels({
  groups,
  fontSize,
  testId,
  opacity,
  handlers,
}: {
  groups: readonly { ids: readonly string[]; label: PlacedLabel }[];
  fontSize: number;
  testId: string;
  opacity: (ids: readonly string[]) => number;
  handlers: ActiveDiscHandlers;
}) {
  return groups.map((group) => (
    <g
      key={group.ids.join(' ')}
      aria-hidden="true"
      data-testid={testId}
      opacity={opacity(group.ids)}
      className="cursor-pointer"
      {...handlers(group.ids[0] ?? '')}
    >
      <ChartLabel label={group.label} fontSize={fontSize} />
    </g>
  ));
}
