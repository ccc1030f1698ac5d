export interface PathPoint {
  readonly x: number;
  readonly y: number;
}

export interface PathBounds {
  width: number;
  height: number;
}

/** A number for an SVG attribute: at most 2 decimals, no trailing zeros, never "-0". */
export function formatCoord(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return String(rounded === 0 ? 0 : rounded);
}

/**
 * A smooth SVG path through every point (Catmull-Rom spline as cubic Béziers): "M x y C ...".
 * '' for no point, a bare move for one, a straight line for two. With `bounds`, control points
 * are clamped into [0,width] x [0,height], so the curve (inside their convex hull) stays inside.
 */
export function svgPathD(points: readonly PathPoint[], bounds?: PathBounds): string {
  const first = points[0];
  if (!first) return '';
  const fit = (p: PathPoint): PathPoint =>
    bounds
      ? {
          x: Math.min(bounds.width, Math.max(0, p.x)),
          y: Math.min(bounds.height, Math.max(0, p.y)),
        }
      : p;
  const xy = (p: PathPoint) => `${formatCoord(p.x)} ${formatCoord(p.y)}`;
  const parts = [`M ${xy(first)}`];
  if (points.length === 2) return `${parts[0]} L ${xy(points[1] ?? first)}`;
  for (let i = 0; i < points.length - 1; i += 1) {
    const p0 = points[i - 1] ?? first;
    const p1 = points[i] ?? first;
    const p2 = points[i + 1] ?? p1;
    const p3 = points[i + 2] ?? p2;
    const c1 = fit({ x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6 });
    const c2 = fit({ x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 });
    parts.push(`C ${xy(c1)} ${xy(c2)} ${xy(p2)}`);
  }
  return parts.join(' ');
}
