/**
 * The discs a chart can draw: splitChartDiscs(discs) → { charted, notCharted }.
 * A disc is charted when it has catalogue details and a known speed.
 */
import type { UserDisc } from '../../../core/bag-types';
import { formatFlightNumber } from '../../../core/disc/badge';
import { normaliseHexColor, readableTextColor } from '../../../core/disc/color';
import { stabilityLabel } from '../../../core/disc/stability';
import type { StabilityLabel } from '../../../core/disc/types';

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
  return disc.discDetails?.name ?? 'Unknown disc';
}

/** 'Destroyer: speed 12, glide 5, turn -1, fade 3' ('?' for a missing number). */
export function discSummary(
  name: string,
  n: { speed: number | null; glide: number | null; turn: number | null; fade: number | null },
): string {
  const f = formatFlightNumber;
  return `${name}: speed ${f(n.speed)}, glide ${f(n.glide)}, turn ${f(n.turn)}, fade ${f(n.fade)}`;
}

export function splitChartDiscs(discs: readonly UserDisc[]): {
  charted: ChartDisc[];
  notCharted: UserDisc[];
} {
  const charted: ChartDisc[] = [];
  const notCharted: UserDisc[] = [];
  for (const disc of discs) {
    const d = disc.discDetails;
    if (!d || d.speed === null || !Number.isFinite(d.speed)) {
      notCharted.push(disc);
      continue;
    }
    const color = normaliseHexColor(disc.color) ?? DEFAULT_DISC_COLOR;
    charted.push({
      id: disc.id,
      name: d.name,
      brand: d.brand,
      color,
      outline: readableTextColor(color),
      speed: d.speed,
      glide: d.glide,
      turn: d.turn,
      fade: d.fade,
      stability: stabilityLabel(d.turn, d.fade),
      summary: discSummary(d.name, d),
    });
  }
  return { charted, notCharted };
}

/** A catalogue disc drawn in `color` (compare view, disc modal); null when its speed is unknown. */
export function catalogueChartDisc(
  disc: { id: string; name: string; brand: string } & Parameters<typeof discSummary>[1],
  color: string,
): ChartDisc | null {
  if (disc.speed === null || !Number.isFinite(disc.speed)) return null;
  const c = normaliseHexColor(color) ?? DEFAULT_DISC_COLOR;
  return {
    id: disc.id,
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

/** Data-table rows for discs a chart could not draw: name, the four numbers, then `tail`. */
export function notChartedRows(discs: readonly UserDisc[], tail: readonly string[]) {
  return discs.map((disc) => {
    const d = disc.discDetails;
    const n = (v: number | null | undefined) => formatFlightNumber(v ?? null);
    return {
      id: disc.id,
      cells: [discName(disc), n(d?.speed), n(d?.glide), n(d?.turn), n(d?.fade), ...tail],
    };
  });
}
