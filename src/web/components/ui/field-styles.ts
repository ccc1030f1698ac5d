/**
 * Shared classes of form controls (TextField, Select, TextArea) so every input looks the same:
 * the input look by state (class-variance-authority), in the theme's colour tokens (styles.css).
 */
import { cva } from 'class-variance-authority';

export const labelClasses = 'block text-sm font-medium text-fg-label';
export const hintClasses = 'mt-1 text-xs text-fg-faint';
export const errorClasses = 'mt-1 text-sm font-medium text-danger-text';

export const inputVariants = cva(
  [
    'mt-1 block w-full rounded-lg border bg-surface px-3 py-2 text-base text-slate-900 shadow-sm sm:text-sm',
    'placeholder:text-fg-subtle dark:text-slate-100',
    'focus:outline-2 focus:outline-offset-0 focus:outline-focus',
    'disabled:cursor-not-allowed disabled:opacity-60',
  ],
  {
    variants: {
      invalid: { true: 'border-danger-border', false: 'border-border-strong' },
    },
    defaultVariants: { invalid: false },
  },
);

export function controlClasses(invalid: boolean): string {
  return inputVariants({ invalid });
}
