/** Colour helpers for badges: hex parsing, HSL to hex, WCAG 2.x contrast. Pure functions. */

export type Rgb = readonly [number, number, number];

/** WCAG AA minimum contrast for normal-size text. */
export const AA_CONTRAST = 4.5;

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * '#abc', 'abc', '#a1b2c3' or 'A1B2C3' → '#AABBCC' / '#A1B2C3' (uppercase, 6 digits);
 * anything else (names, rgb(), alpha, non-strings) → null.
 */
export function normaliseHexColor(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const m = HEX.exec(value.trim());
  if (!m || m[1] === undefined) return null;
  const digits = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return `#${digits.toUpperCase()}`;
}

/** Channels 0..255 of a hex colour, or null when it is not one. */
export function hexToRgb(hex: string): Rgb | null {
  const norm = normaliseHexColor(hex);
  if (norm === null) return null;
  const n = parseInt(norm.slice(1), 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

/** Channels (rounded, clamped to 0..255) → '#RRGGBB'. */
export function rgbToHex([r, g, b]: Rgb): string {
  const part = (v: number) =>
    Math.min(255, Math.max(0, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`.toUpperCase();
}

/** Hue in degrees (any value, wrapped), saturation and lightness in 0..1 → '#RRGGBB'. */
export function hslToHex(hue: number, saturation: number, lightness: number): string {
  const h = ((hue % 360) + 360) % 360;
  const s = Math.min(1, Math.max(0, saturation));
  const l = Math.min(1, Math.max(0, lightness));
  const chroma = s * Math.min(l, 1 - l);
  const channel = (offset: number) => {
    const k = (offset + h / 30) % 12;
    return 255 * (l - chroma * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return rgbToHex([channel(0), channel(8), channel(4)]);
}

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2.x relative luminance (0 black .. 1 white); throws on an invalid colour. */
export function relativeLuminance(hex: string): number {
  const rgb = hexToRgb(hex);
  if (rgb === null) throw new Error(`Not a hex colour: ${hex}`);
  const [r, g, b] = rgb;
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio between two hex colours, 1..21. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Black or white, whichever contrasts more with the background (always >= 4.58:1). */
export function readableTextColor(background: string): '#000000' | '#FFFFFF' {
  return contrastRatio('#000000', background) >= contrastRatio('#FFFFFF', background)
    ? '#000000'
    : '#FFFFFF';
}
