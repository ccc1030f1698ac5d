/**
 * Button and LinkButton: the one button look of the app.
 *   <Button variant="primary|secondary|ghost|danger|plain|bare" size="sm|md|lg|icon|none" loading? block? {...button props}>
 *   <LinkButton to="/discs" variant size block>…</LinkButton>  (a react-router Link styled as a button)
 *   buttonClasses({ variant, size, block }) for anything else that must look like a button.
 * Buttons default to type="button"; pass type="submit" in forms. `loading`
 * keeps it focusable but inert (aria-disabled), sets aria-busy and shows a spinner.
 */
import type { ButtonHTMLAttributes, Ref } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { Link, type LinkProps } from 'react-router';
import { cn } from './cn';

/**
 * The button look by variant and size (class-variance-authority): the colours are the theme's
 * tokens (styles.css), so one class serves light and dark.
 */
/** The shape every button but a bare one shares. */
const SHAPE =
  'inline-flex items-center justify-center rounded-lg font-semibold whitespace-nowrap transition-colors';
/** What a disabled or busy button looks like, but a bare one (its own classes say). */
const STATES =
  'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-wait aria-disabled:opacity-70';

const buttonVariants = cva(
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
  {
    variants: {
      variant: {
        primary: [SHAPE, STATES, 'bg-accent text-accent-fg shadow-sm hover:bg-accent-hover'],
        secondary: [
          SHAPE,
          STATES,
          'border border-border-strong bg-surface text-fg-body shadow-sm hover:bg-slate-50 dark:hover:bg-slate-800',
        ],
        ghost: [
          SHAPE,
          STATES,
          'text-slate-700 hover:bg-surface-muted hover:text-fg dark:text-slate-200',
        ],
        danger: [SHAPE, STATES, 'bg-danger text-accent-fg shadow-sm hover:bg-danger-hover'],
        // No colour of its own: an icon button that takes the colour around it (an alert's ×).
        plain: [SHAPE, STATES],
        // Nothing but the focus ring: a chip, a tab, a table header or a card whose own classes
        // draw the whole look (its className says everything), still with Button's behaviour.
        bare: '',
      },
      size: {
        sm: 'h-8 gap-1.5 px-3 text-sm',
        md: 'h-10 gap-2 px-4 text-sm',
        lg: 'h-12 gap-2 px-6 text-base',
        icon: 'p-1',
        none: '',
      },
      block: { true: 'w-full' },
    },
    defaultVariants: { variant: 'primary' },
  },
);

type Variants = VariantProps<typeof buttonVariants>;
export type ButtonVariant = NonNullable<Variants['variant']>;
export type ButtonSize = NonNullable<Variants['size']>;

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

export function buttonClasses({ variant, size, block }: Look = {}): string {
  // A bare button has no size of its own unless asked; every other look defaults to md.
  return buttonVariants({ variant, size: size ?? (variant === 'bare' ? 'none' : 'md'), block });
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
