/** The age of the data shown, in words, for the offline notice (the times come from lib/data-age). */
/** Made when first needed: an Intl formatter costs milliseconds to make, and few pages need it. */
let formatter: Intl.RelativeTimeFormat | undefined;
const relative = () => (formatter ??= new Intl.RelativeTimeFormat('en', { numeric: 'always' }));
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'Showing data from 5 minutes ago' (less than a minute, minutes, hours, then days). */
export function dataAgeText(since: number, now: number): string {
  const age = Math.max(0, now - since);
  if (age < MINUTE) return 'Showing data from less than a minute ago';
  const [value, unit] =
    age < HOUR
      ? [Math.floor(age / MINUTE), 'minute' as const]
      : age < DAY
        ? [Math.floor(age / HOUR), 'hour' as const]
        : [Math.floor(age / DAY), 'day' as const];
  return `Showing data from ${relative().format(-value, unit)}`;
}
