/**
 * ChartTooltip: an SVG call-out beside a point, kept inside the drawing area.
 *   <ChartTooltip x y lines={['Destroyer (Innova)', ...]} fontSize bounds={{width,height}} />
 * The first line is bold. Purely visual (aria-hidden): the disc's group carries the same text.
 */
import { estimateTextWidth } from '../../../core/flight/label-layout';

export interface ChartTooltipProps {
  x: number;
  y: number;
  lines: readonly string[];
  fontSize: number;
  bounds: { width: number; height: number };
  /** 'above': centred over the point (flight ends, whose path runs downwards); default beside. */
  placement?: 'above' | 'beside';
}

export function ChartTooltip({ x, y, lines, fontSize, bounds, placement }: ChartTooltipProps) {
  const pad = fontSize * 0.6;
  const lineHeight = fontSize * 1.35;
  const width = Math.max(...lines.map((l) => estimateTextWidth(l, fontSize))) + pad * 2;
  const height = lines.length * lineHeight + pad * 1.4;
  const gap = fontSize;
  const clampX = (v: number) => Math.min(Math.max(0, bounds.width - width), Math.max(0, v));
  let left: number;
  let top: number;
  if (placement === 'above' && y - gap - height >= 0) {
    left = clampX(x - width / 2);
    top = y - gap - height;
  } else {
    left = x + gap + width <= bounds.width ? x + gap : Math.max(0, x - gap - width);
    top = y + gap + height <= bounds.height ? y + gap : Math.max(0, y - gap - height);
  }
  return (
    <g aria-hidden="true" pointerEvents="none" data-testid="chart-tooltip">
      <rect
        x={left}
        y={top}
        width={width}
        height={height}
        rx={fontSize * 0.4}
        className="fill-white stroke-slate-300 dark:fill-slate-800 dark:stroke-slate-600"
        strokeWidth={1}
      />
      {lines.map((line, i) => (
        <text
          key={line}
          x={left + pad}
          y={top + pad * 0.7 + lineHeight * (i + 0.5)}
          dominantBaseline="middle"
          fontSize={fontSize}
          fontWeight={i === 0 ? 600 : 400}
          className="fill-slate-800 dark:fill-slate-100"
        >
          {line}
        </text>
      ))}
    </g>
  );
}
