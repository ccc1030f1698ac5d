/**
 * CompareToggle: a checkbox that adds a disc to (or removes it from) the comparison; disabled
 * when four discs are already picked. Clicks do not reach the row or card around it.
 * `wordClassName` styles the visible word 'Compare' (a narrow table hides it; the box keeps its
 * label and title).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '../ui/cn';
import { useCompareSelection } from '../../lib/compare-selection';

export function CompareToggle({
  id,
  name,
  className,
  wordClassName,
}: {
  id: string;
  name: string;
  className?: string;
  wordClassName?: string;
}) {
  const { ids, toggle, isFull } = useCompareSelection();
  const checked = ids.includes(id);
  const { t } = useLingui();
  return (
    // The label only keeps clicks from opening the row or card around it; the checkbox is the control.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <label
      className={cn(
        'inline-flex cursor-pointer items-center gap-1.5 rounded-md px-1.5 py-1 text-xs font-medium text-fg-soft hover:bg-surface-muted',
        !checked && isFull && 'cursor-not-allowed opacity-50',
        className,
      )}
      title={t`Compare`}
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => {
        // Space toggles the box, not the row; Escape still reaches a dialog around it.
        if (e.key !== 'Escape') e.stopPropagation();
      }}
    >
      <input
        type="checkbox"
        checked={checked}
        disabled={!checked && isFull}
        onChange={() => toggle(id)}
        aria-label={t`Compare ${name}`}
        className="size-4 accent-brand-700 dark:accent-brand-400"
      />
      <span aria-hidden="true" className={wordClassName}>
        <Trans>Compare</Trans>
      </span>
    </label>
  );
}
