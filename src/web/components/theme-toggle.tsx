/**
 * ThemeToggle: an icon button switching light/dark. Its accessible name says what it will do
 * ("Switch to dark theme").
 */
import { useLingui } from '@lingui/react/macro';
import { cn } from './ui/cn';
import { MoonIcon, SunIcon } from './ui/icons';
import { useTheme } from '../lib/use-theme';

export function ThemeToggle({ className }: { className?: string }) {
  const { theme, toggleTheme } = useTheme();
  const dark = theme === 'dark';
  const { t } = useLingui();
  const label = dark ? t`Switch to light theme` : t`Switch to dark theme`;
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={label}
      title={label}
      className={cn(
        'inline-flex size-10 items-center justify-center rounded-lg text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        'dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white dark:focus-visible:outline-brand-300',
        className,
      )}
    >
      {/* By the page's theme class, not React's state: right already on a prerendered page. */}
      <MoonIcon className="size-5 dark:hidden" />
      <SunIcon className="hidden size-5 dark:block" />
    </button>
  );
}
