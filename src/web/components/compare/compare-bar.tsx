/**
 * CompareBar: while discs are picked for comparison, a sticky bar with how many (of 4), a link to
 * the compare screen and a way to clear the selection.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { MAX_COMPARE, useCompareSelection } from '../../lib/compare-selection';
import { paths } from '../../lib/paths';
import { Button } from '../ui/button';

export function CompareBar() {
  const { ids, clear } = useCompareSelection();
  const { t } = useLingui();
  if (ids.length === 0) return null;
  const count = ids.length;
  return (
    <div
      role="region"
      aria-label={t`Compare discs`}
      className="sticky bottom-3 z-20 mx-auto flex w-fit max-w-full flex-wrap items-center gap-3 rounded-full border border-slate-200 bg-white/95 px-4 py-2 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900/95"
    >
      <span className="text-fg-soft">
        <Trans>
          {count} of {MAX_COMPARE} picked
        </Trans>
      </span>
      <Link
        to={paths.compare(ids)}
        className="rounded-full bg-brand-700 px-3 py-1 font-semibold text-accent-fg hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:bg-brand-500"
      >
        <Plural value={count} one="Compare # disc" other="Compare # discs" />
      </Link>
      <Button
        variant="bare"
        onClick={clear}
        className="rounded text-fg-faint underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Trans>Clear</Trans>
      </Button>
    </div>
  );
}
