/**
 * stabilityLayout(discs, handedness, narrow): what the stability chart draws, in view-box units.
 * x: turn + fade (negated for lefty, so the ends and bands swap), y: speed. Positions of points,
 * labels, bands and ticks are relative to the plot area, whose offset is `plot.x/y`.
 */
import {
  charsWithin,
  estimateTextWidth,
  layoutLabels,
  namesLabel,
  type PlacedLabel,
} from '../../../core/flight/label-layout';
import type { Handedness } from '../../../core/flight/handedness';
import {
  scaleSpeedY,
  scaleStabilityPoint,
  scaleStabilityX,
  stabilityAxisEnds,
  stabilityBands,
  stabilityDomain,
  stabilityPoint,
  stabilityTicks,
  type PlotArea,
  type StabilityDomain,
  type StabilityPoint,
} from '../../../core/flight/stability-chart';
import { stabilitySum } from '../../../core/disc/stability';
import type { StabilityLabel } from '../../../core/disc/types';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { currentI18n } from '../../i18n/current';
import type { ChartDisc } from './chart-discs';
import { andMoreText, numberText, stabilityText } from './distance-words';
import { LABEL_CHAR_WIDTH } from './flight-layout';

const SHORT: Record<StabilityLabel, MessageDescriptor> = {
  'Very Understable': msg({ message: 'Very US', comment: 'Short for very understable' }),
  Understable: msg({ message: 'US', comment: 'Short for understable' }),
  Stable: msg`Stable`,
  Overstable: msg({ message: 'OS', comment: 'Short for overstable' }),
  'Very Overstable': msg({ message: 'Very OS', comment: 'Short for very overstable' }),
};

const TINY: Record<StabilityLabel, MessageDescriptor> = {
  'Very Understable': msg({ message: 'VUS', comment: 'Shortest for very understable' }),
  Understable: msg({ message: 'US', comment: 'Short for understable' }),
  Stable: msg({ message: 'S', comment: 'Short for stable' }),
  Overstable: msg({ message: 'OS', comment: 'Short for overstable' }),
  'Very Overstable': msg({ message: 'VOS', comment: 'Shortest for very overstable' }),
};

export interface StabilityDot {
  disc: ChartDisc;
  /** Plot-area coordinates. */
  x: number;
  y: number;
  /** turn + fade (the disc's stability sum; null when turn or fade is missing). */
  sum: number | null;
}

export interface StabilityLayout {
  viewBox: { width: number; height: number };
  plot: { x: number; y: number; width: number; height: number };
  fontSize: number;
  bands: Array<{ label: StabilityLabel; text: string; x: number; width: number }>;
  xTicks: Array<{ x: number; label: string | null }>;
  speedTicks: Array<{ y: number; label: string | null }>;
  ends: { left: string; right: string };
  dots: StabilityDot[];
  /** One label per spot, naming every disc there. */
  labels: Array<{ ids: string[]; label: PlacedLabel }>;
}

/** One label per spot (discs at the same spot share it: 'Buzzz, Mako3'), placed clear of every dot. */
function spotLabels(
  discs: readonly ChartDisc[],
  scaled: readonly { x: number; y: number }[],
  area: PlotArea,
  fontSize: number,
  narrow: boolean,
): StabilityLayout['labels'] {
  const groups = new Map<string, number[]>();
  scaled.forEach((p, i) => {
    const key = `${Math.round(p.x)},${Math.round(p.y)}`;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  const groupList = [...groups.values()];
  const pad = (narrow ? 8 : 7) + 2;
  // Within the plot's width: names that do not fit are counted ('Alien and 3 more').
  const maxChars = charsWithin(area.width, fontSize, LABEL_CHAR_WIDTH);
  const placed = layoutLabels(
    groupList.map((g) => {
      const names = g.map((i) => discs[i]?.name ?? '');
      return {
        x: scaled[g[0] ?? 0]?.x ?? 0,
        y: scaled[g[0] ?? 0]?.y ?? 0,
        label: namesLabel(names, maxChars, '', (count) => andMoreText(count)),
        title: names.join(', '),
      };
    }),
    {
      fontSize,
      bounds: area,
      // Clear of the dot and its padding (plus the 2-unit gap), so a label beside it never moves.
      offset: pad + 3,
      charWidth: LABEL_CHAR_WIDTH,
      obstacles: scaled.map((p) => ({
        x: p.x - pad,
        y: p.y - pad,
        width: pad * 2,
        height: pad * 2,
      })),
    },
  );
  return groupList.map((g, i) => ({
    ids: g.map((j) => discs[j]?.id ?? ''),
    label: placed[i] as PlacedLabel,
  }));
}

/** The stability bands across the plot, each named as long as its width allows. */
function bandsOf(
  domain: StabilityDomain,
  handedness: Handedness,
  area: PlotArea,
  fontSize: number,
): StabilityLayout['bands'] {
  const bandFont = fontSize * 0.8;
  return stabilityBands(domain, handedness).map((b) => {
    const x = scaleStabilityX(b.from, area, domain);
    const width = scaleStabilityX(b.to, area, domain) - x;
    const fits = (text: string) => estimateTextWidth(text, bandFont) + 4 <= width;
    const text =
      [stabilityText(b.label), currentI18n()._(SHORT[b.label])].find(fits) ??
      currentI18n()._(TINY[b.label]);
    return { label: b.label, text, x, width };
  });
}

/** Both axes' ticks, every one or every second or third labelled as the room allows. */
function axisTicks(
  domain: StabilityDomain,
  handedness: Handedness,
  area: PlotArea,
  fontSize: number,
): Pick<StabilityLayout, 'xTicks' | 'speedTicks'> {
  const ticks = stabilityTicks(domain);
  const unitX = area.width / (2 * domain.xExtent);
  const xStep = unitX >= fontSize * 1.8 ? 1 : 2;
  const xTicks = ticks.xs.map((x) => {
    const value = handedness === 'lefty' ? -x : x;
    return {
      x: scaleStabilityX(x, area, domain),
      label: x % xStep === 0 ? numberText(value) : null,
    };
  });
  const unitY = area.height / domain.speedMax;
  const yStep = unitY >= fontSize * 1.8 ? 1 : unitY >= fontSize ? 2 : 3;
  const speedTicks = ticks.speeds.map((s) => ({
    y: scaleSpeedY(s, area, domain),
    label: s % yStep === 0 ? numberText(s) : null,
  }));
  return { xTicks, speedTicks };
}

export function stabilityLayout(
  discs: readonly ChartDisc[],
  handedness: Handedness,
  narrow: boolean,
): StabilityLayout {
  const fontSize = narrow ? 16 : 13;
  const viewBox = narrow ? { width: 420, height: 500 } : { width: 800, height: 500 };
  const plot = {
    x: fontSize * 3.4,
    y: fontSize * 2,
    width: viewBox.width - fontSize * 4.4,
    height: viewBox.height - fontSize * 6,
  };
  const area = { x: 0, y: 0, width: plot.width, height: plot.height };
  const raw = discs.map((d) => stabilityPoint(d, { handedness }) as StabilityPoint);
  const domain = stabilityDomain(raw);
  const scaled = raw.map((p) => scaleStabilityPoint(p, area, domain));
  const dots = discs.map((disc, i) => ({
    disc,
    x: scaled[i]?.x ?? 0,
    y: scaled[i]?.y ?? 0,
    sum: stabilitySum(disc.turn, disc.fade),
  }));
  const { left, right } = stabilityAxisEnds(handedness);
  return {
    viewBox,
    plot,
    fontSize,
    bands: bandsOf(domain, handedness, area, fontSize),
    ...axisTicks(domain, handedness, area, fontSize),
    ends: { left: stabilityText(left), right: stabilityText(right) },
    dots,
    labels: spotLabels(discs, scaled, area, fontSize, narrow),
  };
}
