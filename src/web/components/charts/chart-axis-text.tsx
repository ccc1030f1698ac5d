/**
 * The text around a chart's plot area, in plot coordinates, shared by the flight and stability
 * axes: tick labels left of and under the plot, the upright axis title, and the titles under the
 * plot (its left end, centre and right end). `fs` is the chart's font size.
 */
import type { ReactNode } from 'react';

interface Plot {
  width: number;
  height: number;
}

/** A tick label left of the plot, at height `y`. */
export function LeftTickLabel({ y, fs, children }: { y: number; fs: number; children: ReactNode }) {
  return (
    <text x={-fs * 0.4} y={y} textAnchor="end" dominantBaseline="middle">
      {children}
    </text>
  );
}

/** A tick label under the plot, at `x`. */
export function BottomTickLabel({
  x,
  plot,
  fs,
  children,
}: {
  x: number;
  plot: Plot;
  fs: number;
  children: ReactNode;
}) {
  return (
    <text x={x} y={plot.height + fs * 1.1} textAnchor="middle" dominantBaseline="middle">
      {children}
    </text>
  );
}

/** The vertical axis title, reading upwards, `offset` font sizes left of the plot. */
export function SideTitle({
  plot,
  fs,
  offset,
  children,
}: {
  plot: Plot;
  fs: number;
  offset: number;
  children: ReactNode;
}) {
  return (
    <text
      transform={`translate(${-fs * offset} ${plot.height / 2}) rotate(-90)`}
      textAnchor="middle"
      dominantBaseline="middle"
      fontWeight={600}
    >
      {children}
    </text>
  );
}

/** The titles under the plot: `left` at its left edge, `centre`, and `right` at its right edge. */
export function BottomTitles({
  plot,
  fs,
  left,
  centre,
  right,
  endTestIds,
}: {
  plot: Plot;
  fs: number;
  left: ReactNode;
  centre: ReactNode;
  right: ReactNode;
  /** data-testid of the left and right titles, where a test reads them. */
  endTestIds?: { left: string; right: string };
}) {
  const y = plot.height + fs * 2.6;
  const title = { y, dominantBaseline: 'middle', fontWeight: 600 } as const;
  return (
    <>
      <text x={0} {...title} data-testid={endTestIds?.left}>
        {left}
      </text>
      <text x={plot.width / 2} textAnchor="middle" {...title}>
        {centre}
      </text>
      <text x={plot.width} textAnchor="end" {...title} data-testid={endTestIds?.right}>
        {right}
      </text>
    </>
  );
}
