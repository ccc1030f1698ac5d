/**
 * ChartSvg: the frame both charts share — a responsive SVG with a title and description for
 * screen readers, and the plot area translated into place.
 *   <ChartSvg title="Flight chart" desc="…" viewBox={{width,height}} plot={{x,y}}>…</ChartSvg>
 */
import { useId, type ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import { currentI18n } from '../../i18n/current';
import { flightNumberText as f } from '../../lib/flight-number-text';
import type { FlightNumbers } from '../../../core/disc/types';
import type { ActiveDiscHandlers } from './use-active-disc';

export function ChartSvg(props: {
  title: string;
  desc: string;
  viewBox: { width: number; height: number };
  plot: { x: number; y: number };
  children: ReactNode;
}) {
  const titleId = useId();
  const descId = useId();
  return (
    <svg
      viewBox={`0 0 ${props.viewBox.width} ${props.viewBox.height}`}
      preserveAspectRatio="xMidYMid meet"
      role="group"
      aria-labelledby={titleId}
      aria-describedby={descId}
      className="mx-auto block h-auto max-h-[80vh] w-full min-w-0 select-none text-fg-muted"
    >
      <title id={titleId}>{props.title}</title>
      <desc id={descId}>{props.desc}</desc>
      <g transform={`translate(${props.plot.x} ${props.plot.y})`}>{props.children}</g>
    </svg>
  );
}

/** The tooltip line with a disc's four flight numbers ('?' where one is missing). */
export function flightNumbersLine(d: FlightNumbers): string {
  const speed = f(d.speed);
  const glide = f(d.glide);
  const turn = f(d.turn);
  const fade = f(d.fade);
  return currentI18n()._(msg`Speed ${speed} · Glide ${glide} · Turn ${turn} · Fade ${fade}`);
}

/**
 * One disc in a chart: focusable, announced as an image by `label`, tracked by the active-disc
 * handlers and faded to `opacity` while another disc is active.
 */
export function ChartMark({
  discId,
  label,
  testId,
  opacity,
  handlers,
  children,
  ...data
}: {
  discId: string;
  label: string;
  testId: string;
  opacity: number;
  handlers: ActiveDiscHandlers;
  children: ReactNode;
  'data-disc-id'?: string;
}) {
  return (
    <g
      tabIndex={0}
      role="img"
      aria-label={label}
      data-testid={testId}
      {...data}
      opacity={opacity}
      className="cursor-pointer outline-none"
      {...handlers(discId)}
    >
      {children}
    </g>
  );
}
