/**
 * Whole-number percentages of a total that add up to exactly 100 (largest remainder): each
 * share is rounded down, then the points still missing go to the shares that lost the most by
 * rounding (ties to the earlier entry). Rounding each share on its own can give 99 or 101 —
 * seven types of one disc each would read 14 % seven times, 98 % in all.
 * All zeros (or no entries) give all zeros. Counts must be finite and not negative.
 */
export function wholePercentages(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total <= 0) return counts.map(() => 0);
  const exact = counts.map((n) => (n / total) * 100);
  const result = exact.map(Math.floor);
  let missing = 100 - result.reduce((sum, n) => sum + n, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    result[index]! += 1;
    missing -= 1;
  }
  return result;
}
