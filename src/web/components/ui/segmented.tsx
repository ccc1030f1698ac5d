/** A row of toggle buttons for one choice (throw type, effort, release, left/right). */
import { Button } from './button';
import { cn } from './cn';

export function Segmented<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T | null;
  onChange: (v: T) => void;
  className?: string;
}) {
  return (
    <fieldset className={className}>
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </legend>
      <div className="flex flex-wrap gap-1.5">
        {options.map((o) => (
          <Button
            key={o.value}
            variant={value === o.value ? 'primary' : 'secondary'}
            aria-pressed={value === o.value}
            onClick={() => onChange(o.value)}
            // A toggle: a bordered box of the label's height, no shadow, the label free to wrap.
            className={cn(
              'h-auto min-h-10 border px-3 font-medium whitespace-normal shadow-none',
              value === o.value && 'border-accent hover:bg-accent',
            )}
          >
            {o.label}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
