/**
 * The colours a chart draws the player's discs in (decision 0046): each disc in the colour the
 * player gave it. Where two discs on one compare chart would look the same (the same colour, or
 * two colours closer than SAME_COLOUR_DISTANCE in RGB), the later one, and any disc without a
 * colour of its own (a catalogue disc), takes the first colour of COMPARE_COLORS that no disc on
 * the chart uses yet. A bag's chart keeps every disc's own colour; discs of one colour there are
 * told apart by their labels, the legend and the highlight.
 */
import { hexToRgb, normaliseHexColor } from '../disc/color';

/** Four colours that stay apart from each other in both themes. */
export const COMPARE_COLORS = ['#2563EB', '#DC2626', '#16A34A', '#D97706'] as const;
/** Two colours nearer than this (Euclidean distance over 0-255 RGB) count as one. */
export const SAME_COLOUR_DISTANCE = 48;

function distance(a: string, b: string): number {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  if (!x || !y) return Infinity;
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
}

/** One colour per disc, in order: its own where it stands apart, else a free palette colour. */
export function compareColours(own: readonly (string | null | undefined)[]): string[] {
  const used: string[] = [];
  const clashes = (c: string) => used.some((u) => distance(u, c) < SAME_COLOUR_DISTANCE);
  return own.map((raw, i) => {
    const c = normaliseHexColor(raw);
    let pick: string;
    if (c && !clashes(c)) pick = c;
    else {
      pick =
        COMPARE_COLORS.find((p) => !clashes(p)) ??
        COMPARE_COLORS[i % COMPARE_COLORS.length] ??
        COMPARE_COLORS[0];
    }
    used.push(pick);
    return pick;
  });
}
