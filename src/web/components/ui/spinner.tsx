/**
 * Loading indicators.
 *   <Spinner label="Loading…" size="sm|md|lg" />   role=status with a visually hidden label
 *   <Skeleton className="h-4 w-32" />               a grey pulsing block (aria-hidden)
 *   <PageLoader label="Loading…" />                 a full-height centred spinner (page-loader.tsx)
 */
import { cn } from './cn';

const SIZES = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' };

export function Spinner({
  label = 'Loading…',
  size = 'md',
  className,
}: {
  label?: string;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  return (
    <span role="status" className={cn('inline-flex items-center', className)}>
      <span
        aria-hidden="true"
        className={cn(
          'animate-spin rounded-full border-brand-600 border-r-transparent dark:border-brand-300 dark:border-r-transparent',
          SIZES[size],
        )}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function Skeleton({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('block animate-pulse rounded-md bg-slate-200 dark:bg-slate-800', className)}
    />
  );
}

export { PageLoader } from './page-loader';
