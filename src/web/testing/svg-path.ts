/** The x of the last point of an SVG path's `d` attribute (the chart tests read where a line ends). */
export function pathEndX(d: string): number {
  const nums = d
    .trim()
    .split(/[\s,A-Z]+/)
    .filter(Boolean)
    .map(Number);
  return nums[nums.length - 2] ?? NaN;
}
