/**
 * The discs a chart can draw: splitChartDiscs(discs) → { charted, notCharted }.
 * A disc is charted when it has catalogue details and a known speed.
 */
import type { UserDisc } from '../../../core/bag-types';
import { msg } from '@lingui/core/macro';
import { currentI18n } from '../../i18n/current';
import { flightNumberText } from '../../lib/flight-number-text';
import { normaliseHexColor, readableTextColor } from '../../../core/disc/color';
import { stabilityLabel } from '../../../core/disc/stability';
import type { FlightNumbers, StabilityLabel } from '../../../core/disc/types';

export const DEFAULT_DISC_COLOR = '#3B82F6';

export interface ChartDisc {
  id: string;
  name: string;
  brand: string;
  /** '#RRGGBB' fill/stroke of the disc. */
  color: string;
  /** Black or white, whichever stands out against the disc colour (outline beneath it). */
  outline: string;
  speed: number;
  glide: number | null;
  turn: number | null;
  fade: number | null;
  stability: StabilityLabel;
  /** 'Destroyer: speed 12, glide 5, turn -1, fade 3' */
  summary: string;
}

export function discName(disc: UserDisc): string {
  return disc.discDetails?.name ?? currentI18n()._(msg`Unknown disc`);
}

/** 'Destroyer: speed 12, glide 5, turn -1, fade 3' ('?' for a missing number). */
export function discSummary(name: string, n: FlightNumbers): string {
  const speed = flightNumberText(n.speed);
  const glide = flightNumberText(n.glide);
  const turn = flightNumberText(n.turn);
  const fade = flightNumberText(n.fade);
  return currentI18n()._(msg`${name}: speed ${speed}, glide ${glide}, turn ${turn}, fade ${fade}`);
}

/** A disc with a known speed as a chart draws it, in `color` (the default blue when not a colour). */
function toChartDisc(
  id: string,
  disc: { name: string; brand: string; speed: number } & FlightNumbers,
  color: string,
): ChartDisc {
  const c = normaliseHexColor(color) ?? DEFAULT_DISC_COLOR;
  return {
    id,
    name: disc.name,
    brand: disc.brand,
    color: c,
    outline: readableTextColor(c),
    speed: disc.speed,
    glide: disc.glide,
    turn: disc.turn,
    fade: disc.fade,
    stability: stabilityLabel(disc.turn, disc.fade),
    summary: discSummary(disc.name, disc),
  };
}

const hasSpeed = <T extends { speed: number | null }>(d: T): d is T & { speed: number } =>
  d.speed !== null && Number.isFinite(d.speed);

export function splitChartDiscs(discs: readonly UserDisc[]): {
  charted: ChartDisc[];
  notCharted: UserDisc[];
} {
  const charted: ChartDisc[] = [];
  const notCharted: UserDisc[] = [];
  for (const disc of discs) {
    const d = disc.discDetails;
    if (d && hasSpeed(d)) charted.push(toChartDisc(disc.id, d, disc.color));
    else notCharted.push(disc);
  }
  return { charted, notCharted };
}

/** A catalogue disc drawn in `color` (compare view, disc modal); null when its speed is unknown. */
export function catalogueChartDisc(
  disc: { id: string; name: string; brand: string } & FlightNumbers,
  color: string,
): ChartDisc | null {
  return hasSpeed(disc) ? toChartDisc(disc.id, disc, color) : null;
}

/** A data-table row: the disc's name, its four flight numbers ('?' where unknown), then `tail`. */
export function chartDataRow(
  id: string,
  name: string,
  n: Partial<FlightNumbers> | null,
  tail: readonly string[],
) {
  const f = (v: number | null | undefined) => flightNumberText(v ?? null);
  return { id, cells: [name, f(n?.speed), f(n?.glide), f(n?.turn), f(n?.fade), ...tail] };
}

/** Data-table rows for discs a chart could not draw: name, the four numbers, then `tail`. */
export function notChartedRows(discs: readonly UserDisc[], tail: readonly string[]) {
  return discs.map((disc) => chartDataRow(disc.id, discName(disc), disc.discDetails, tail));
}
