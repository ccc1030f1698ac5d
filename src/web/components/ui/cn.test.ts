import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('skips falsy values and joins the rest', () => {
    expect(cn('a', false, null, undefined, 'b', { c: true, d: false })).toBe('a b c');
  });

  it('lets a later Tailwind class replace an earlier one of the same kind', () => {
    expect(cn('px-3 py-2 text-sm', 'px-5')).toBe('py-2 text-sm px-5');
    expect(cn('rounded-lg bg-white dark:bg-slate-900', 'bg-red-50 dark:bg-red-950')).toBe(
      'rounded-lg bg-red-50 dark:bg-red-950',
    );
  });

  it('knows the theme colours (brand-*) are colours, not sizes', () => {
    expect(cn('text-sm text-brand-700', 'text-red-700')).toBe('text-sm text-red-700');
    expect(cn('outline-2 outline-brand-600', 'outline-red-600')).toBe('outline-2 outline-red-600');
    expect(cn('border-slate-300', 'border-brand-600')).toBe('border-brand-600');
  });
});
