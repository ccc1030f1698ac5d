import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSameList } from './use-same-list';

describe('useSameList', () => {
  const a = { id: 'a' };
  const b = { id: 'b' };

  it('keeps the earlier list while a new one holds the same items in the same order', () => {
    const first = [a, b];
    const { result, rerender } = renderHook(({ list }) => useSameList(list), {
      initialProps: { list: first },
    });
    rerender({ list: [a, b] });
    expect(result.current).toBe(first);
  });

  it('takes a list whose items, order or length changed', () => {
    const { result, rerender } = renderHook(({ list }) => useSameList(list), {
      initialProps: { list: [a, b] },
    });
    const reordered = [b, a];
    rerender({ list: reordered });
    expect(result.current).toBe(reordered);
    const changed = [b, { id: 'a' }];
    rerender({ list: changed });
    expect(result.current).toBe(changed);
    const shorter = [b];
    rerender({ list: shorter });
    expect(result.current).toBe(shorter);
    // And keeps that one from then on.
    rerender({ list: [b] });
    expect(result.current).toBe(shorter);
  });
});
