/**
 * cn(...classes): joins class names (strings, conditionals, arrays, objects, as clsx takes
 * them) and lets a later Tailwind class win over an earlier one of the same kind, so
 * `cn('px-3 text-sm', className)` with className 'px-5' gives 'text-sm px-5', not both paddings.
 */
import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}
