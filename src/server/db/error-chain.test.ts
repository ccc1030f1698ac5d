import { describe, expect, it } from 'vitest';
import { pgCode } from './error-chain';
import { isDbUnavailable } from '../http/errors';
import { errorChain } from './error-chain';

const wrap = (inner: unknown, depth: number): unknown =>
  depth === 0 ? inner : new Error('wrapper', { cause: wrap(inner, depth - 1) });

describe('error chain', () => {
  it('walks an error and its causes, outermost first, five deep at most', () => {
    const codes = [...errorChain(wrap(Object.assign(new Error('x'), { code: 'E' }), 2))].map(
      (e) => e.code,
    );
    expect(codes).toEqual([undefined, undefined, 'E']);
    expect([...errorChain(wrap(new Error('deep'), 10))]).toHaveLength(5);
    expect([...errorChain(undefined)]).toEqual([]);
  });

  it('is how pgCode and isDbUnavailable look through wrappers', () => {
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(pgCode(wrap(unique, 3))).toBe('23505');
    expect(pgCode(wrap(unique, 5))).toBeUndefined();
    expect(isDbUnavailable(wrap(Object.assign(new Error('x'), { code: 'ECONNRESET' }), 2))).toBe(
      true,
    );
    expect(isDbUnavailable(wrap(new Error('Connection terminated unexpectedly'), 4))).toBe(true);
    expect(isDbUnavailable(wrap(unique, 1))).toBe(false);
  });
});
