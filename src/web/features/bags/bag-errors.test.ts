import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http';
import { bagErrorMessage, BagRequestError, type BagOperation } from './bag-errors';
import { retryDelay, shouldRetryRead } from './query-policy';

const http = (
  status: number,
  code = 'x',
  message = 'server words',
  fields?: Record<string, string>,
) => new HttpError(status, code, message, fields);

describe('bagErrorMessage', () => {
  it.each<[BagOperation, unknown, string]>([
    ['fetchBags', http(500), 'Failed to fetch bags. Please try again.'],
    ['fetchDiscs', http(0, 'network'), 'Failed to fetch discs. Please try again.'],
    ['fetchBags', http(401), 'Failed to fetch bags. Please try again.'],
    ['createBag', new TypeError('boom'), 'Failed to create bag. Please try again.'],
    [
      'updateBag',
      http(404, 'not_found', 'Bag not found'),
      'Failed to update bag. Please try again.',
    ],
    ['deleteBag', http(503), 'Failed to delete bag. Please try again.'],
    ['addDisc', http(500), 'Failed to add disc to bag. Please try again.'],
    ['updateDisc', http(0, 'timeout'), 'Failed to update disc. Please try again.'],
    ['removeDisc', http(500), 'Failed to remove disc from bag. Please try again.'],
    [
      'addDisc',
      http(409, 'duplicate_disc', 'This disc is already in the selected bag'),
      'This disc is already in the selected bag',
    ],
    [
      'updateDisc',
      http(409, 'duplicate_disc', 'This disc is already in the selected bag'),
      'This disc is already in the selected bag',
    ],
    [
      'createBag',
      http(400, 'invalid_input', 'x', { name: 'Bag name is required' }),
      'Bag name is required',
    ],
    ['createBag', http(400, 'bad_json', 'x'), 'Failed to create bag. Please try again.'],
    ['createBag', http(401), 'User must be logged in to create a bag'],
    ['removeDisc', http(401), 'User must be logged in to remove a disc from a bag'],
  ])('%s failing with %o shows %j', (op, err, message) => {
    expect(bagErrorMessage(op, err)).toBe(message);
  });
});

describe('read retry policy', () => {
  const err = (status: number | null) => new BagRequestError('fetchBags', 'm', status);
  it('retries network failures and server errors, never 4xx', () => {
    expect(shouldRetryRead(0, err(0))).toBe(true);
    expect(shouldRetryRead(3, err(503))).toBe(true);
    expect(shouldRetryRead(0, err(401))).toBe(false);
    expect(shouldRetryRead(0, err(404))).toBe(false);
    expect(shouldRetryRead(0, err(null))).toBe(false);
    expect(shouldRetryRead(10, err(0))).toBe(false);
  });
  it('backs off from 1 s by ×1.5 up to 60 s', () => {
    expect([0, 1, 2, 3].map(retryDelay)).toEqual([1000, 1500, 2250, 3375]);
    expect(retryDelay(10)).toBeCloseTo(57665, 0);
    expect(retryDelay(11)).toBe(60_000);
    expect(retryDelay(40)).toBe(60_000);
  });
});
