/**
 * Alert: an inline message box.
 *   <Alert tone="success|error|info|warning" title? onDismiss?>text</Alert>
 * error/warning use role=alert (announced at once); success/info use role=status.
 * For 3-second confirmations pair it with useTimedMessage() (or use <Toast>).
 */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './button';
import { cn } from './cn';
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from './icons';

export type AlertTone = 'success' | 'error' | 'info' | 'warning';

const TONES: Record<AlertTone, string> = {
  success:
    'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950/60 dark:text-emerald-100',
  error:
    'border-red-300 bg-red-50 text-red-900 dark:border-red-700 dark:bg-red-950/60 dark:text-red-100',
  info: 'border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-700 dark:bg-sky-950/60 dark:text-sky-100',
  warning:
    'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-100',
};

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  onDismiss?: () => void;
  className?: string;
}

export function Alert({ tone = 'info', title, children, onDismiss, className }: AlertProps) {
  const Icon = tone === 'success' ? CheckCircleIcon : tone === 'info' ? InfoIcon : AlertIcon;
  const { t } = useLingui();
  return (
    <div
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-3 rounded-lg border px-4 py-3 text-sm',
        TONES[tone],
        className,
      )}
    >
      <Icon className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className={title ? 'mt-0.5' : undefined}>{children}</div>}
      </div>
      {onDismiss && (
        <Button
          variant="plain"
          size="icon"
          onClick={onDismiss}
          aria-label={t`Dismiss`}
          className="-m-1 rounded opacity-80 hover:opacity-100 focus-visible:outline-current focus-visible:outline-offset-0"
        >
          <CloseIcon className="size-4" />
        </Button>
      )}
    </div>
  );
}
