/**
 * Deterministic label placement shared by the flight and stability charts: each label sits
 * beside its point and is nudged vertically, as little as possible, so no two boxes overlap.
 */
export interface LabelItem {
  x: number;
  y: number;
  label: string;
  /** The whole text, when `label` names only some of the discs it stands for (shown on hover). */
  title?: string;
}

export interface LabelLayoutOptions {
  /** Font size in drawing units (default 12); text width is estimated at 6.5 per char at 12. */
  fontSize?: number;
  /** Gap between the point and its label box (default 6). */
  offset?: number;
  /** Minimum space between two boxes (default 2). */
  gap?: number;
  /** Drawing area; boxes stay inside it when there is room. */
  bounds?: { width: number; height: number };
  /** Boxes no label may cover (e.g. the chart's dots). */
  obstacles?: ReadonlyArray<{ x: number; y: number; width: number; height: number }>;
  /** Estimated width of one character at 12 px (default CHAR_WIDTH_AT_12PX). */
  charWidth?: number;
}

export interface PlacedLabel {
  label: string;
  /** The point the label belongs to. */
  anchor: { x: number; y: number };
  /** Box top-left corner and size. Draw text at (x, y + height / 2) with a middle baseline. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** True when the box was nudged away from its point's height (draw a leader line). */
  moved: boolean;
  /** The whole text, when `label` names only some of the discs (see namesLabel). */
  title?: string;
}

export const CHAR_WIDTH_AT_12PX = 6.5;

export function estimateTextWidth(
  text: string,
  fontSize = 12,
  charWidth = CHAR_WIDTH_AT_12PX,
): number {
  return text.length * charWidth * (fontSize / 12);
}

/** How many characters fit in `width` at `fontSize` (the same estimate as estimateTextWidth). */
export function charsWithin(width: number, fontSize = 12, charWidth = CHAR_WIDTH_AT_12PX): number {
  return Math.floor(width / estimateTextWidth('x', fontSize, charWidth));
}

/**
 * One label for discs at one spot, within `maxChars`: every name ('Alien, Xpress'), else as many
 * as fit with the rest counted ('Alien, Xpress and 2 more'); a name too long even alone ends in
 * '…'. `suffix` (' (same flight)') is always kept. A chart puts the whole text on hover.
 * `andMore` words the count in the page's language.
 */
export function namesLabel(
  names: readonly string[],
  maxChars: number,
  suffix = '',
  andMore: (count: number) => string = (count) => `and ${count} more`,
): string {
  const all = names.join(', ') + suffix;
  if (all.length <= maxChars) return all;
  const more = (shown: number) => (shown < names.length ? ` ${andMore(names.length - shown)}` : '');
  for (let shown = names.length - 1; shown >= 1; shown--) {
    const text = names.slice(0, shown).join(', ') + more(shown) + suffix;
    if (text.length <= maxChars) return text;
  }
  const tail = more(1) + suffix;
  const room = Math.max(1, maxChars - tail.length - 1);
  return `${(names[0] ?? '').slice(0, room).trimEnd()}…${tail}`;
}

type Box = { x: number; y: number; width: number; height: number };

/**
 * Places labels top to bottom; results are returned in input order. Each label tries the right
 * of its point, the left, then centred above or below it, and takes the spot where it moves least
 * (moving twice as costly as switching spots); no label covers another label or an obstacle.
 */
export function layoutLabels(
  items: readonly LabelItem[],
  opts: LabelLayoutOptions = {},
): PlacedLabel[] {
  const fontSize = opts.fontSize ?? 12;
  const offset = opts.offset ?? 6;
  const gap = opts.gap ?? 2;
  const height = Math.ceil(fontSize * 1.2);
  const order = items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.y - b.item.y || a.item.x - b.item.x || a.index - b.index);

  const placed: Box[] = [...(opts.obstacles ?? [])];
  const result: PlacedLabel[] = new Array<PlacedLabel>(items.length);
  for (const { item, index } of order) {
    const width = estimateTextWidth(item.label, fontSize, opts.charWidth);
    const wanted = item.y - height / 2;
    const maxX = opts.bounds ? opts.bounds.width - width : Infinity;
    const centred = Math.min(maxX, Math.max(0, item.x - width / 2));
    // Beside the point (right, then left), then centred just above or below it.
    const spots = [
      { x: item.x + offset, y: wanted, cost: 0 },
      { x: item.x - offset - width, y: wanted, cost: 1 },
      { x: centred, y: item.y - offset - height, cost: height * 0.5 },
      { x: centred, y: item.y + offset, cost: height * 0.5 },
    ].filter((s) => s.x >= 0 && s.x <= maxX);
    if (spots.length === 0)
      spots.push({ x: Math.max(0, Math.min(item.x + offset, maxX)), y: wanted, cost: 0 });
    let best: { x: number; y: number; from: number; score: number } | undefined;
    for (const spot of spots) {
      const y = freeY({ x: spot.x, y: spot.y, width, height }, placed, gap, opts.bounds?.height);
      const score = Math.abs(y - spot.y) * 2 + spot.cost;
      if (!best || score < best.score) best = { x: spot.x, y, from: spot.y, score };
    }
    const { x, y } = best as { x: number; y: number };
    placed.push({ x, y, width, height });
    result[index] = {
      label: item.label,
      anchor: { x: item.x, y: item.y },
      x,
      y,
      width,
      height,
      moved: y !== (best as { from: number }).from,
      ...(item.title !== undefined && item.title !== item.label ? { title: item.title } : {}),
    };
  }
  return result;
}

/** The free top edge nearest to box.y (ties: downwards), inside the area when possible. */
function freeY(box: Box, placed: readonly Box[], gap: number, areaHeight?: number): number {
  // Only boxes sharing the label's column can collide with it.
  const column = placed.filter((o) => box.x < o.x + o.width + gap && o.x < box.x + box.width + gap);
  const candidates = [box.y];
  for (const other of column) {
    candidates.push(other.y + other.height + gap, other.y - box.height - gap);
  }
  if (areaHeight !== undefined) candidates.push(0, areaHeight - box.height);
  const inArea = (y: number) =>
    areaHeight === undefined || (y >= 0 && y + box.height <= areaHeight);
  const g = gap - 1e-9;
  const free = (y: number) =>
    column.every((o) => !(y < o.y + o.height + g && o.y < y + box.height + g));
  const byDistance = candidates.sort((a, b) => Math.abs(a - box.y) - Math.abs(b - box.y) || b - a);
  const best = byDistance.find((y) => inArea(y) && free(y)) ?? byDistance.find(free);
  return best ?? box.y;
}
