/**
 * <PageLoader label="Loading…" />: a full-height centred spinner for screens. Kept apart from
 * spinner.tsx (and its cn/tailwind-merge) because the entry bundle shows it before any screen
 * loads: the first download stays small (BENCHMARKS.md, initial JavaScript).
 */
import { useLingui } from '@lingui/react/macro';

export function PageLoader({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <span role="status" className="inline-flex items-center">
        <span
          aria-hidden="true"
          className="size-10 animate-spin rounded-full border-[3px] border-brand-600 border-r-transparent dark:border-brand-300 dark:border-r-transparent"
        />
        <span className="sr-only">{label ?? t`Loading…`}</span>
      </span>
    </div>
  );
}
