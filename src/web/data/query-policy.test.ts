import { describe, expect, it } from 'vitest';
import { HttpError } from '../lib/http';
import { CollectionRequestError } from './collection-errors';
import {
  backgroundRetryInterval,
  isRetryableRead,
  QUICK_READ_RETRIES,
  retryDelay,
  shouldRetryRead,
} from './query-policy';

const bagErr = (status: number | null) => new CollectionRequestError('fetchBags', 'm', status);
const state = (status: string, error: unknown, errorUpdateCount = 1) => ({
  state: { status, error, errorUpdateCount },
});

describe('read retry policy', () => {
  it.each([
    [bagErr(0), true],
    [bagErr(503), true],
    [new HttpError(500, 'internal', 'x'), true],
    [new HttpError(0, 'network', 'x'), true],
    [bagErr(401), false],
    [bagErr(404), false],
    [bagErr(null), false],
    [new HttpError(400, 'bad', 'x'), false],
    [new Error('boom'), false],
  ])('%o is retryable: %s', (err, expected) => {
    expect(isRetryableRead(err)).toBe(expected);
  });

  it('retries quietly only a few times before the error shows', () => {
    expect(shouldRetryRead(0, bagErr(500))).toBe(true);
    expect(shouldRetryRead(QUICK_READ_RETRIES - 1, bagErr(0))).toBe(true);
    expect(shouldRetryRead(QUICK_READ_RETRIES, bagErr(0))).toBe(false);
    expect(shouldRetryRead(0, bagErr(404))).toBe(false);
  });

  it('shows the error within 10 s of the first failure', () => {
    let waited = 0;
    for (let i = 0; i < QUICK_READ_RETRIES; i++) waited += retryDelay(i);
    expect(waited).toBeLessThan(10_000);
  });

  it('backs off from 1 s by ×1.5 up to 60 s', () => {
    expect([0, 1, 2, 3].map(retryDelay)).toEqual([1000, 1500, 2250, 3375]);
    expect(retryDelay(10)).toBeCloseTo(57665, 0);
    expect(retryDelay(11)).toBe(60_000);
    expect(retryDelay(40)).toBe(60_000);
  });

  it('keeps asking in the background while a retryable read stands failed, growing the pause', () => {
    const first = backgroundRetryInterval(state('error', bagErr(500), 1));
    const later = backgroundRetryInterval(state('error', bagErr(500), 6));
    expect(first).toBe(retryDelay(QUICK_READ_RETRIES + 1));
    expect(later).toBeGreaterThan(first as number);
    expect(backgroundRetryInterval(state('error', bagErr(500), 50))).toBe(60_000);
  });

  it('does not poll a healthy read or one that failed for good (4xx)', () => {
    expect(backgroundRetryInterval(state('success', null, 0))).toBe(false);
    expect(backgroundRetryInterval(state('pending', null, 0))).toBe(false);
    expect(backgroundRetryInterval(state('error', bagErr(401)))).toBe(false);
  });
});
