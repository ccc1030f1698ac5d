/**
 * Logo: the Hyzer disc mark and wordmark.
 *   <Logo to="/home" size="sm|md" />  a link (accessible name "Hyzer home") when `to` is given;
 *                                     `wordmarkClassName` can hide the word where room is short
 *   <DiscMark className="size-8" />   the mark alone, decorative (aria-hidden)
 */
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { cn } from './cn';

export function DiscMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <circle cx="16" cy="16" r="14" fill="currentColor" />
      <circle
        cx="16"
        cy="16"
        r="10.5"
        fill="none"
        stroke="white"
        strokeOpacity=".35"
        strokeWidth="1.5"
      />
      <path
        d="M8.5 21c3-7 8-3 10.5-7.5S22 9 23.5 9"
        fill="none"
        stroke="white"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Logo({
  to,
  size = 'md',
  className,
  wordmarkClassName,
}: {
  to?: string;
  size?: 'sm' | 'md';
  className?: string;
  wordmarkClassName?: string;
}) {
  const { t } = useLingui();
  const body = (
    <>
      <DiscMark
        className={cn('text-brand-700 dark:text-brand-500', size === 'sm' ? 'size-7' : 'size-8')}
      />
      <span
        className={cn(
          'font-extrabold tracking-tight text-fg',
          size === 'sm' ? 'text-lg' : 'text-xl',
          wordmarkClassName,
        )}
      >
        Hyzer
      </span>
    </>
  );
  const classes = cn('inline-flex items-center gap-2', className);
  if (!to) return <span className={classes}>{body}</span>;
  return (
    <Link
      to={to}
      aria-label={t`Hyzer home`}
      className={cn(
        classes,
        'rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600',
      )}
    >
      {body}
    </Link>
  );
}
