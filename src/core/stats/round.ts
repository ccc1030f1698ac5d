/**
 * Rounds to 1 decimal with `Math.round(x * 10) / 10`, as the product's averages ask.
 * JavaScript rounds halves towards +Infinity: 7.25 → 7.3 but -7.25 → -7.2. A sum that lands
 * just under a half in binary (2.3499999999999996) rounds down. -0 is returned as 0.
 */
export function round1(value: number): number {
  const rounded = Math.round(value * 10) / 10;
  return rounded === 0 ? 0 : rounded;
}

/** The mean of the numbers that are present, rounded to 1 decimal; null when none is. */
export function average1(values: readonly (number | null | undefined)[]): number | null {
  let sum = 0;
  let count = 0;
  for (const value of values) {
    if (typeof value !== 'number' || !Number.isFinite(value)) continue;
    sum += value;
    count += 1;
  }
  return count === 0 ? null : round1(sum / count);
}
