/**
 * What the flight chart draws, in view-box units, for either view:
 *   modelLayout(discs, thrower, unit, narrow)  — the arm model (decision 0008), the default;
 *   numbersLayout(discs, thrower, unit, narrow) — the flight-numbers geometry of the product rules
 *     (decision 0004: 800 x 500, grid 50, 27.5 per speed point, 20 per point of turn and fade).
 * The plot sits inside margins for the axis labels; `plot` is its offset. Wide: an 800 x 500 plot;
 * narrow (phones): a narrower plot with larger text.
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
import { modelFlight } from '../../../core/flight/flight-model';
import { measuredPath } from '../../../core/throws/my-arm';
import type { MeasuredFlight } from '../../../core/throws/throw-stats';
import {
  charsWithin,
  layoutLabels,
  namesLabel,
  type PlacedLabel,
} from '../../../core/flight/label-layout';
import { svgPathD } from '../../../core/flight/svg-path';
import {
  formatDrift,
  formatLength,
  fromFeet,
  unitSymbol,
  type DistanceUnit,
  type Thrower,
} from '../../../core/flight/thrower';
import type { ChartDisc } from './chart-discs';
import type { Handedness } from '../../../core/flight/handedness';

/**
 * The words and numbers a layout writes, in the page's language: the app passes
 * layoutWords() (distance-words.ts); English, as here, is the default (benchmarks, tests).
 */
export interface LayoutWords {
  number: (value: number) => string;
  /** The sideways stretch: '2.5', '12'. */
  scale: (stretch: number) => string;
  distance: (feet: number, capped: boolean, unit: DistanceUnit) => string;
  drift: (feet: number, unit: DistanceUnit) => string;
  units: (units: number, capped: boolean) => string;
  unitsDrift: (units: number) => string;
  sameFlight: string;
  andMore: (count: number) => string;
  numbersTitles: { distance: string; drift: string; scaleNote: string };
  modelTitles: (unit: DistanceUnit) => { distance: string; drift: string };
  modelScaleNote: (scale: string) => string;
}

const englishUnits = (units: number) => {
  const v = Math.round(units * 10) / 10;
  return `${v} ${v === 1 ? 'unit' : 'units'}`;
};

export const ENGLISH_LAYOUT_WORDS: LayoutWords = {
  number: (value) => String(value === 0 ? 0 : value),
  scale: (stretch) => (stretch >= 10 ? String(Math.round(stretch)) : stretch.toFixed(1)),
  distance: (feet, capped, unit) => {
    const text = formatLength(feet, unit);
    return capped ? text.replace(' ', '+ ') : text;
  },
  drift: formatDrift,
  units: (units, capped) => {
    const text = englishUnits(units);
    return capped ? text.replace(' ', '+ ') : text;
  },
  unitsDrift: (units) => {
    const v = Math.round(units * 10) / 10;
    return v === 0 ? 'centre' : `${englishUnits(Math.abs(v))} ${v > 0 ? 'right' : 'left'}`;
  },
  sameFlight: '(same flight)',
  andMore: (count) => `and ${count} more`,
  numbersTitles: {
    distance: 'Distance (units)',
    drift: 'Drift (units)',
    scaleNote:
      'Flight numbers drawn as shapes, not distances: one grid square is one unit, sideways and ' +
      'distance alike (0.55 units per point of speed, 0.4 per point of turn and fade).',
  },
  modelTitles: (unit) => ({
    distance: `Distance from tee (${unitSymbol(unit)})`,
    drift: `Drift (${unitSymbol(unit)})`,
  }),
  modelScaleNote: (scale) =>
    `Sideways scale ×${scale}: drift is stretched so turn and fade read, as printed flight guides do.`,
};

export const NARROW_FLIGHT_WIDTH = 360;
/** Label width per character at 12 px: generous, so real text never outgrows its box. */
export const LABEL_CHAR_WIDTH = 7.4;

export interface FlightLine {
  disc: ChartDisc;
  d: string;
  end: Point;
  distanceFeet: number;
  /** Feet right (+) or left (-) of the centre line where the disc lands, seen from the tee. */
  driftFeet: number;
  capped: boolean;
  /**
   * Drawn from the player's own throws (decision 0030): how many, the latest landings (plot
   * units), whether the finish was recorded (else it is the model's), and the spread of the
   * distances as an ellipse around where the middle half of the throws land (plot units).
   */
  measured?: {
    count: number;
    landings: Point[];
    finishMeasured: boolean;
    spread: { cx: number; cy: number; rx: number; ry: number } | null;
  };
  /** A modelled path on a chart that also has measured ones: drawn dashed. */
  dashed?: boolean;
  /** How far, as the view measures it: '455 ft' (arm model) or '9.1 units' (flight numbers). */
  distanceText: string;
  /** Where it lands, in the same measure: '48 ft left', '1 unit right', 'centre'. */
  driftText: string;
}

/** One label for every disc landing on the same spot ('Buzzz, Mako3'). */
export interface LabelGroup {
  ids: string[];
  label: PlacedLabel;
}

export interface FlightLayout {
  view: 'model' | 'numbers';
  viewBox: { width: number; height: number };
  plot: { x: number; y: number; width: number; height: number };
  fontSize: number;
  dotRadius: number;
  grid: { xs: number[]; ys: number[] };
  distanceTicks: Array<{ y: number; label: string }>;
  lateralTicks: Array<{ x: number; label: string }>;
  distanceTitle: string;
  driftTitle: string;
  /** How the sideways axis relates to the distance axis, in words. */
  scaleNote: string;
  lines: FlightLine[];
  labels: LabelGroup[];
}

/** '480 ft' / '480+ ft' when the flight reached the chart's cap. */
export function formatDistance(feet: number, capped: boolean, unit: DistanceUnit = 'feet') {
  return ENGLISH_LAYOUT_WORDS.distance(feet, capped, unit);
}

/** '12 ft right', '8 ft left', 'centre'. */
export function formatLateral(feet: number, unit: DistanceUnit = 'feet'): string {
  return formatDrift(feet, unit);
}

/**
 * The flight-numbers view's own measure: one grid square is one unit. Its geometry comes from the
 * numbers, not from an arm, so it never speaks of feet or metres.
 */
export function formatUnits(units: number): string {
  return englishUnits(units);
}

/** The smallest of 1, 2, 2.5, 5 x 10^k at least `value` (value > 0). */
export function niceStep(value: number): number {
  if (!(value > 0) || !Number.isFinite(value)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((m) => m * power >= value - 1e-9) ?? 10;
  return step * power;
}

function frame(narrow: boolean, width: number, height: number) {
  const fontSize = narrow ? 17 : 13;
  // Room on the left for the tick labels and, beyond them, the rotated axis title with a margin
  // of its own, so no font's glyphs reach the edge of the view box.
  const plot = { x: fontSize * 4, y: fontSize * 0.8, width, height };
  const viewBox = { width: plot.x + width + fontSize, height: plot.y + height + fontSize * 3.6 };
  return { fontSize, plot, viewBox, dotRadius: narrow ? 5.5 : 4.5 };
}

/**
 * One label for discs landing on one spot: 'Roc3, Mako3'; copies of one disc counted
 * ('Buzzz ×2'); and '(same flight)' when every path of the group is the same line, so two
 * discs drawn as one are never mistaken for one disc. Within `maxChars` (the plot's width) the
 * names that do not fit are counted ('Alien and 3 more (same flight)'); `title` is the whole.
 */
export function groupLabelText(
  group: readonly FlightLine[],
  maxChars = Infinity,
  words: LayoutWords = ENGLISH_LAYOUT_WORDS,
): { label: string; title: string } {
  const counts = new Map<string, number>();
  for (const l of group) counts.set(l.disc.name, (counts.get(l.disc.name) ?? 0) + 1);
  const names = [...counts].map(([name, n]) => (n > 1 ? `${name} ×${n}` : name));
  const same = group.length > 1 && group.every((l) => l.d === group[0]?.d);
  const suffix = same ? ` ${words.sameFlight}` : '';
  return {
    label: namesLabel(names, maxChars, suffix, words.andMore),
    title: names.join(', ') + suffix,
  };
}

/** Group identical landing spots, then place one label per group clear of every dot. */
function groupLabels(
  lines: readonly FlightLine[],
  fontSize: number,
  dotRadius: number,
  bounds: { width: number; height: number },
  words: LayoutWords,
): LabelGroup[] {
  const groups = new Map<string, FlightLine[]>();
  for (const line of lines) {
    const key = `${Math.round(line.end.x)},${Math.round(line.end.y)}`;
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  const list = [...groups.values()];
  const pad = dotRadius + 1.5;
  const maxChars = charsWithin(bounds.width, fontSize, LABEL_CHAR_WIDTH);
  const placed = layoutLabels(
    list.map((g) => ({
      x: g[0]?.end.x ?? 0,
      y: g[0]?.end.y ?? 0,
      ...groupLabelText(g, maxChars, words),
    })),
    {
      fontSize,
      bounds,
      offset: dotRadius + fontSize * 0.35,
      gap: 2,
      charWidth: LABEL_CHAR_WIDTH,
      obstacles: lines.map((l) => ({
        x: l.end.x - pad,
        y: l.end.y - pad,
        width: pad * 2,
        height: pad * 2,
      })),
    },
  );
  return list.map((g, i) => ({ ids: g.map((l) => l.disc.id), label: placed[i] as PlacedLabel }));
}

/**
 * The hand whose backhand a chart is drawn as: a left hand and a forehand each mirror a
 * right-hand backhand, so a right-hand forehand is drawn as a left-hand backhand (decision 0004).
 */
export const drawnHand = (t: Pick<Thrower, 'handedness' | 'throwType'>): Handedness =>
  (t.handedness === 'lefty') !== (t.throwType === 'forehand') ? 'lefty' : 'righty';

/** The product rules' geometry, mirrored for a left hand or a forehand (decision 0004). */
export function numbersLayout(
  discs: readonly ChartDisc[],
  thrower: Thrower,
  unit: DistanceUnit,
  narrow: boolean,
  words: LayoutWords = ENGLISH_LAYOUT_WORDS,
): FlightLayout {
  const width = narrow ? 400 : FLIGHT_CHART_WIDTH;
  const height = FLIGHT_CHART_HEIGHT;
  const { fontSize, plot, viewBox, dotRadius } = frame(narrow, width, height);
  const bounds = { width, height };
  const handedness = drawnHand(thrower);
  const lines = discs.map((disc) => {
    const p = flightPath(disc, { width, height, handedness });
    const reach = (height - p.end.y) / FLIGHT_CHART_GRID;
    return {
      disc,
      d: svgPathD(p.points, bounds),
      end: p.end,
      distanceFeet: p.distanceFeet,
      driftFeet: unitsToFeet(p.end.x - width / 2),
      capped: p.capped,
      distanceText: words.units(reach, p.capped),
      driftText: words.unitsDrift((p.end.x - width / 2) / FLIGHT_CHART_GRID),
    };
  });
  const grid = flightGrid(width, height, FLIGHT_CHART_GRID);
  const step = narrow ? 2 : 1;
  const inGrid = (units: number) => words.number(Math.round(units / FLIGHT_CHART_GRID));
  const lateralTicks = grid.xs
    .filter((x) => Math.round(Math.abs(x - width / 2) / FLIGHT_CHART_GRID) % step === 0)
    .map((x) => ({ x, label: inGrid(Math.abs(x - width / 2)) }));
  const ticks = distanceTicks(height, FLIGHT_CHART_GRID).map((t) => ({
    y: t.y,
    label: inGrid(height - t.y),
  }));
  return {
    view: 'numbers',
    viewBox,
    plot,
    fontSize,
    dotRadius,
    grid,
    distanceTicks: ticks,
    lateralTicks,
    distanceTitle: words.numbersTitles.distance,
    driftTitle: words.numbersTitles.drift,
    scaleNote: words.numbersTitles.scaleNote,
    lines,
    labels: groupLabels(lines, fontSize, dotRadius, bounds, words),
  };
}

/** A disc's modelled flight, or (from the player's own throws) landed on their median. */
interface ModelFlight {
  disc: ChartDisc;
  flight: { points: Point[]; distanceFeet: number; driftFeet: number };
  measured?: MeasuredFlight;
  landings: Point[];
}

/** Each disc's flight for the thrower (or its own throw and arm), measured where it was. */
function modelFlights(
  discs: readonly ChartDisc[],
  thrower: Thrower,
  throwOf?: (disc: ChartDisc) => Thrower['throwType'],
  measuredOf?: (disc: ChartDisc) => MeasuredFlight | undefined,
  armOf?: (throwType: Thrower['throwType']) => Thrower['arm'],
): ModelFlight[] {
  return discs.map((disc) => {
    const throwType = throwOf ? throwOf(disc) : thrower.throwType;
    const arm = armOf ? armOf(throwType) : thrower.arm;
    const flight = modelFlight(disc, { ...thrower, throwType, arm });
    const m = measuredOf?.(disc);
    if (!m || flight.points.length === 0) return { disc, flight, landings: [] };
    // The player's own throws: the path lands on their median, each landing a dot. Finishes are
    // stored as seen from the tee (decision 0030), so the path, the dots and the spread oval are
    // drawn as stored; only the model mirrors for the hand and the throw (flight-model.ts).
    return {
      disc,
      flight: {
        points: measuredPath(flight.points, m.distanceFt, m.finishFt),
        distanceFeet: m.distanceFt,
        driftFeet: m.finishFt,
      },
      measured: m,
      landings: m.landings.map((l) => ({ x: l.finishFt ?? m.finishFt, y: l.distanceFt })),
    };
  });
}

/** The axes' ranges and steps in the unit, and the scale from feet to view-box units. */
function modelScale(
  flights: readonly ModelFlight[],
  unit: DistanceUnit,
  narrow: boolean,
  width: number,
  height: number,
) {
  const u = (feet: number) => fromFeet(feet, unit);
  const longest = Math.max(
    u(100),
    ...flights.map((f) => u(f.flight.distanceFeet)),
    ...flights.flatMap((f) => f.landings.map((p) => u(p.y))),
  );
  const yStep = niceStep(longest / (narrow ? 6 : 7));
  const yMax = Math.ceil((longest * 1.06) / yStep) * yStep;
  const widest = Math.max(
    u(10),
    ...flights.flatMap((f) => [...f.flight.points, ...f.landings].map((p) => Math.abs(u(p.x)))),
  );
  const xStep = niceStep(widest / (narrow ? 2 : 4));
  // Room beyond the widest flight for a label; the axis is symmetric around the tee.
  const xMax = Math.ceil((widest * 1.12) / xStep) * xStep;
  const sx = width / 2 / xMax;
  const sy = height / yMax;
  const toPlot = (p: { x: number; y: number }) => ({
    x: width / 2 + u(p.x) * sx,
    y: height - u(p.y) * sy,
  });
  return { u, xStep, xMax, yStep, yMax, sx, sy, toPlot };
}

type ModelScale = ReturnType<typeof modelScale>;

/** The shaded oval where the middle half of a disc's measured throws land, or none. */
function spreadOval(m: MeasuredFlight, scale: ModelScale, dotRadius: number) {
  if (!m.spread) return null;
  const { u, sx, sy, toPlot } = scale;
  const finishes = m.landings.flatMap((l) => (l.finishFt === null ? [] : [l.finishFt]));
  const half = finishes.length > 1 ? (Math.max(...finishes) - Math.min(...finishes)) / 2 : 0;
  const centre = toPlot({ x: m.finishFt, y: (m.spread.lowFt + m.spread.highFt) / 2 });
  return {
    cx: centre.x,
    cy: centre.y,
    rx: Math.max(dotRadius * 1.5, u(half) * sx),
    ry: Math.max(dotRadius, (u(m.spread.highFt - m.spread.lowFt) / 2) * sy),
  };
}

/** Each flight as the chart draws it: a path, its end, measured marks (or dashed), its words. */
function modelLines(
  flights: readonly ModelFlight[],
  scale: ModelScale,
  bounds: { width: number; height: number },
  dotRadius: number,
  unit: DistanceUnit,
  words: LayoutWords,
): FlightLine[] {
  const anyMeasured = flights.some((f) => f.measured);
  return flights.map(({ disc, flight, measured, landings }): FlightLine => {
    const points = flight.points.map(scale.toPlot);
    return {
      disc,
      d: svgPathD(points, bounds),
      end: points[points.length - 1] ?? { x: bounds.width / 2, y: bounds.height },
      distanceFeet: flight.distanceFeet,
      driftFeet: flight.driftFeet,
      capped: false,
      ...(measured
        ? {
            measured: {
              count: measured.count,
              landings: landings.map(scale.toPlot),
              finishMeasured: measured.finishMeasured ?? true,
              spread: spreadOval(measured, scale, dotRadius),
            },
          }
        : anyMeasured
          ? { dashed: true }
          : {}),
      distanceText: words.distance(flight.distanceFeet, false, unit),
      driftText: words.drift(flight.driftFeet, unit),
    };
  });
}

/** The grid lines and the ticks of both axes (sideways symmetric around the tee). */
function modelGrid(
  scale: ModelScale,
  bounds: { width: number; height: number },
  words: LayoutWords,
) {
  const { xStep, xMax, yStep, yMax, sx, sy } = scale;
  const { width, height } = bounds;
  const xs: number[] = [];
  const lateralTicks: Array<{ x: number; label: string }> = [];
  for (let i = -Math.round(xMax / xStep); i <= Math.round(xMax / xStep); i += 1) {
    const x = width / 2 + i * xStep * sx;
    xs.push(x);
    lateralTicks.push({ x, label: words.number(Math.abs(+(i * xStep).toFixed(1))) });
  }
  const ys: number[] = [];
  const ticks: Array<{ y: number; label: string }> = [];
  for (let i = 0; i <= Math.round(yMax / yStep); i += 1) {
    const y = height - i * yStep * sy;
    ys.push(y);
    ticks.push({ y, label: words.number(+(i * yStep).toFixed(1)) });
  }
  return { xs, ys, lateralTicks, ticks };
}

/**
 * The arm model, with the sideways axis scaled to the flights shown. `throwOf` draws some discs
 * with another throw (the disc modal shows one disc's backhand and forehand together).
 */
export function modelLayout(
  discs: readonly ChartDisc[],
  thrower: Thrower,
  unit: DistanceUnit,
  narrow: boolean,
  throwOf?: (disc: ChartDisc) => Thrower['throwType'],
  measuredOf?: (disc: ChartDisc) => MeasuredFlight | undefined,
  armOf?: (throwType: Thrower['throwType']) => Thrower['arm'],
  words: LayoutWords = ENGLISH_LAYOUT_WORDS,
): FlightLayout {
  const width = narrow ? NARROW_FLIGHT_WIDTH : FLIGHT_CHART_WIDTH;
  const height = narrow ? 560 : FLIGHT_CHART_HEIGHT;
  const { fontSize, plot, viewBox, dotRadius } = frame(narrow, width, height);
  const bounds = { width, height };
  const flights = modelFlights(discs, thrower, throwOf, measuredOf, armOf);
  const scale = modelScale(flights, unit, narrow, width, height);
  const lines = modelLines(flights, scale, bounds, dotRadius, unit, words);
  const { xs, ys, lateralTicks, ticks } = modelGrid(scale, bounds, words);
  const titles = words.modelTitles(unit);
  return {
    view: 'model',
    viewBox,
    plot,
    fontSize,
    dotRadius,
    grid: { xs, ys },
    distanceTicks: ticks,
    lateralTicks,
    distanceTitle: titles.distance,
    driftTitle: titles.drift,
    scaleNote: words.modelScaleNote(words.scale(scale.sx / scale.sy)),
    lines,
    labels: groupLabels(lines, fontSize, dotRadius, bounds, words),
  };
}
