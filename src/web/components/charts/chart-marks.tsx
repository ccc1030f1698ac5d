/**
 * What the flight and stability charts draw of their discs, over their own axes:
 *   <ChartMarks items active fade testId labels labelTestId fontSize label handlers>{mark}</ChartMarks>
 *     one focusable ChartMark per item (drawn by `children`) and the grouped labels; while a disc
 *     is active, every other mark and label fades to `fade`.
 *   <ActiveCallout disc x y detail fontSize bounds>{highlight}</ActiveCallout>
 *     the active disc drawn again on top, with its call-out: name · brand, flight numbers, `detail`.
 */
import type { ReactNode } from 'react';
import type { PlacedLabel } from '../../../core/flight/label-layout';
import type { ChartDisc } from './chart-discs';
import { ChartLabels } from './chart-label';
import { ChartMark, flightNumbersLine } from './chart-svg';
import { ChartTooltip, type ChartTooltipProps } from './chart-tooltip';
import type { ActiveDiscHandlers } from './use-active-disc';

export function ChartMarks<T extends { disc: ChartDisc }>(props: {
  /** In drawing order: a later mark is on top. */
  items: readonly T[];
  active: T | undefined;
  fade: number;
  testId: string;
  /** Each mark also carries `data-disc-id`. */
  tagged?: boolean;
  labels: readonly { ids: readonly string[]; label: PlacedLabel }[];
  labelTestId: string;
  fontSize: number;
  /** What a screen reader announces for the mark. */
  label: (item: T) => string;
  handlers: ActiveDiscHandlers;
  children: (item: T) => ReactNode;
}) {
  const { active, fade, handlers } = props;
  const opacity = (ids: readonly string[]) => (active && !ids.includes(active.disc.id) ? fade : 1);
  return (
    <>
      {props.items.map((item) => (
        <ChartMark
          key={item.disc.id}
          discId={item.disc.id}
          label={props.label(item)}
          testId={props.testId}
          data-disc-id={props.tagged ? item.disc.id : undefined}
          opacity={opacity([item.disc.id])}
          handlers={handlers}
        >
          {props.children(item)}
        </ChartMark>
      ))}
      <ChartLabels
        groups={props.labels}
        fontSize={props.fontSize}
        testId={props.labelTestId}
        opacity={opacity}
        handlers={handlers}
      />
    </>
  );
}

export function ActiveCallout({
  disc,
  detail,
  children,
  ...tooltip
}: Omit<ChartTooltipProps, 'lines'> & { disc: ChartDisc; detail: string; children: ReactNode }) {
  return (
    <g aria-hidden="true" pointerEvents="none">
      {children}
      <ChartTooltip
        {...tooltip}
        lines={[`${disc.name} · ${disc.brand}`, flightNumbersLine(disc), detail]}
      />
    </g>
  );
}
