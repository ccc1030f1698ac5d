/**
 * Button and LinkButton: the one button look of the app.
 *   <Button variant="primary|secondary|ghost|danger" size="sm|md|lg" loading? block? {...button props}>
 *   <LinkButton to="/discs" variant size block>…</LinkButton>  (a react-router Link styled as a button)
 *   buttonClasses({ variant, size, block }) for anything else that must look like a button.
 * Buttons default to type="button"; pass type="submit" in forms. `loading`
 * keeps it focusable but inert (aria-disabled), sets aria-busy and shows a spinner.
 */
import type { ButtonHTMLAttributes, Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from './cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    'bg-brand-700 text-white shadow-sm hover:bg-brand-800 dark:bg-brand-400 dark:text-slate-950 dark:hover:bg-brand-300',
  secondary:
    'border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
  ghost:
    'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white',
  danger:
    'bg-red-700 text-white shadow-sm hover:bg-red-800 dark:bg-red-500 dark:text-slate-950 dark:hover:bg-red-400',
};
const SIZES: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-sm gap-1.5',
  md: 'h-10 px-4 text-sm gap-2',
  lg: 'h-12 px-6 text-base gap-2',
};

export function buttonClasses({ variant = 'primary', size = 'md', block }: Look = {}): string {
  return cn(
    'inline-flex items-center justify-center rounded-lg font-semibold whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-300',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-wait aria-disabled:opacity-70',
    VARIANTS[variant],
    SIZES[size],
    block && 'w-full',
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, Look {
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant,
  size,
  block,
  loading = false,
  disabled,
  className,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  // While loading the button stays focusable (aria-disabled) so focus is not dropped to <body>;
  // clicks (and form submission) are ignored.
  return (
    <button
      type={type}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={(e) => (loading ? e.preventDefault() : onClick?.(e))}
      className={cn(buttonClasses({ variant, size, block }), className)}
      {...rest}
    >
      {loading && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent"
        />
      )}
      {children}
    </button>
  );
}

export type LinkButtonProps = LinkProps & Look;

export function LinkButton({ variant, size, block, className, ...rest }: LinkButtonProps) {
  return <Link className={cn(buttonClasses({ variant, size, block }), className)} {...rest} />;
}
