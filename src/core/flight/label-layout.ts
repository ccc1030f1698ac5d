/**
 * Deterministic label placement shared by the flight and stability charts: each label sits
 * beside its point and is nudged vertically, as little as possible, so no two boxes overlap.
 */
export interface LabelItem {
  x: number;
  y: number;
  label: string;
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
}

export const CHAR_WIDTH_AT_12PX = 6.5;

export function estimateTextWidth(text: string, fontSize = 12): number {
  return text.length * CHAR_WIDTH_AT_12PX * (fontSize / 12);
}

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box, gap: number) =>
  a.x < b.x + b.width + gap &&
  b.x < a.x + a.width + gap &&
  a.y < b.y + b.height + gap &&
  b.y < a.y + a.height + gap;

/** Places labels top to bottom; results are returned in input order. */
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

  const placed: Box[] = [];
  const result: PlacedLabel[] = new Array<PlacedLabel>(items.length);
  for (const { item, index } of order) {
    const width = estimateTextWidth(item.label, fontSize);
    const right = item.x + offset;
    const fitsRight = !opts.bounds || right + width <= opts.bounds.width;
    const x = fitsRight ? right : Math.max(0, item.x - offset - width);
    const wanted = item.y - height / 2;
    const y = freeY({ x, y: wanted, width, height }, placed, gap, opts.bounds?.height);
    placed.push({ x, y, width, height });
    result[index] = {
      label: item.label,
      anchor: { x: item.x, y: item.y },
      x,
      y,
      width,
      height,
      moved: y !== wanted,
    };
  }
  return result;
}

/** The free top edge nearest to box.y (ties: downwards), inside the area when possible. */
function freeY(box: Box, placed: readonly Box[], gap: number, areaHeight?: number): number {
  const candidates = [box.y];
  for (const other of placed) {
    candidates.push(other.y + other.height + gap, other.y - box.height - gap);
  }
  if (areaHeight !== undefined) candidates.push(0, areaHeight - box.height);
  const inArea = (y: number) =>
    areaHeight === undefined || (y >= 0 && y + box.height <= areaHeight);
  const free = (y: number) => placed.every((other) => !overlaps({ ...box, y }, other, gap - 1e-9));
  const byDistance = [...candidates].sort(
    (a, b) => Math.abs(a - box.y) - Math.abs(b - box.y) || b - a,
  );
  const best = byDistance.find((y) => inArea(y) && free(y)) ?? byDistance.find(free);
  return best ?? box.y;
}
