/**
 * ThemeToggle: an icon button switching light/dark. Its accessible name says what it will do
 * ("Switch to dark theme").
 */
import { useLingui } from '@lingui/react/macro';
import { Button } from './ui/button';
import { cn } from './ui/cn';
import { MoonIcon, SunIcon } from './ui/icons';
import { useTheme } from '../lib/use-theme';

export function ThemeToggle({ className }: { className?: string }) {
  const { theme, toggleTheme } = useTheme();
  const dark = theme === 'dark';
  const { t } = useLingui();
  const label = dark ? t`Switch to light theme` : t`Switch to dark theme`;
  return (
    <Button
      variant="ghost"
      size="none"
      onClick={toggleTheme}
      aria-label={label}
      title={label}
      className={cn('size-10', className)}
    >
      {/* By the page's theme class, not React's state: right already on a prerendered page. */}
      <MoonIcon className="size-5 dark:hidden" />
      <SunIcon className="hidden size-5 dark:block" />
    </Button>
  );
}
