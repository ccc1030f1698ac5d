/**
 * flightLayout(discs, handedness, narrow): everything the flight chart draws, in view-box units.
 * The plot (the core's flight area) sits inside margins for the axis labels; `plot` is its
 * offset. Wide: an 800 x 500 plot; narrow (phones): 400 x 500 with larger text.
 */
import {
  FLIGHT_CHART_GRID,
  FLIGHT_CHART_HEIGHT,
  FLIGHT_CHART_WIDTH,
  distanceTicks,
  flightGrid,
  flightPath,
  unitsToFeet,
  type Point,
} from '../../../core/flight/flight-path';
import type { Handedness } from '../../../core/flight/handedness';
import { layoutLabels, type PlacedLabel } from '../../../core/flight/label-layout';
import { svgPathD } from '../../../core/flight/svg-path';
import type { ChartDisc } from './chart-discs';

export const NARROW_FLIGHT_WIDTH = 400;

export interface FlightLine {
  disc: ChartDisc;
  d: string;
  end: Point;
  distanceFeet: number;
  capped: boolean;
  /** Feet right (+) or left (-) of the centre line where the disc lands, seen from the tee. */
  lateralFeet: number;
  label: PlacedLabel;
}

export interface FlightLayout {
  viewBox: { width: number; height: number };
  plot: { x: number; y: number; width: number; height: number };
  fontSize: number;
  grid: { xs: number[]; ys: number[] };
  distanceTicks: Array<{ y: number; label: string }>;
  lateralTicks: Array<{ x: number; label: string }>;
  lines: FlightLine[];
}

/** '480 ft' / '480+ ft' when the flight reached the chart's cap. */
export function formatDistance(feet: number, capped: boolean): string {
  return `${feet}${capped ? '+' : ''} ft`;
}

/** '12 ft right', '8 ft left', 'centre'. */
export function formatLateral(feet: number): string {
  const rounded = Math.round(feet);
  if (rounded === 0) return 'centre';
  return `${Math.abs(rounded)} ft ${rounded > 0 ? 'right' : 'left'}`;
}

export function flightLayout(
  discs: readonly ChartDisc[],
  handedness: Handedness,
  narrow: boolean,
): FlightLayout {
  const width = narrow ? NARROW_FLIGHT_WIDTH : FLIGHT_CHART_WIDTH;
  const height = FLIGHT_CHART_HEIGHT;
  const fontSize = narrow ? 18 : 13;
  const plot = { x: fontSize * 3.4, y: fontSize, width, height };
  const viewBox = { width: plot.x + width + fontSize, height: plot.y + height + fontSize * 3.6 };
  const bounds = { width, height };

  const paths = discs.map((disc) => ({ disc, ...flightPath(disc, { width, height, handedness }) }));
  const labels = layoutLabels(
    paths.map((p) => ({ x: p.end.x, y: p.end.y, label: p.disc.name })),
    { fontSize, bounds, offset: fontSize * 0.6 },
  );
  const lines = paths.map((p, i) => ({
    disc: p.disc,
    d: svgPathD(p.points, bounds),
    end: p.end,
    distanceFeet: p.distanceFeet,
    capped: p.capped,
    lateralFeet: unitsToFeet(p.end.x - width / 2),
    label: labels[i] as PlacedLabel,
  }));

  const grid = flightGrid(width, height, FLIGHT_CHART_GRID);
  const step = narrow ? 2 : 1;
  const lateralTicks = grid.xs
    .filter((x) => Math.round(Math.abs(x - width / 2) / FLIGHT_CHART_GRID) % step === 0)
    .map((x) => ({ x, label: String(Math.round(unitsToFeet(Math.abs(x - width / 2)))) }));
  const ticks = distanceTicks(height, FLIGHT_CHART_GRID).map((t) => ({
    y: t.y,
    label: String(t.feet),
  }));
  return { viewBox, plot, fontSize, grid, distanceTicks: ticks, lateralTicks, lines };
}
