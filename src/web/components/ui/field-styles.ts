/** Shared classes of form controls (TextField, Select) so every input looks the same. */
import { cn } from './cn';

export const labelClasses = 'block text-sm font-medium text-slate-800 dark:text-slate-200';
export const hintClasses = 'mt-1 text-xs text-slate-600 dark:text-slate-400';
export const errorClasses = 'mt-1 text-sm font-medium text-red-700 dark:text-red-300';

export function controlClasses(invalid: boolean): string {
  return cn(
    'mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:text-sm',
    'placeholder:text-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400',
    'focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 dark:focus:outline-brand-300',
    'disabled:cursor-not-allowed disabled:opacity-60',
    invalid ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-600',
  );
}
