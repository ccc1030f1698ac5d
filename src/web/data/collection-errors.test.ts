import { BAG_FULL, TOO_MANY_BAGS } from '../../core/limits';
import { PHOTO_BUSY } from '../../core/photo/photo-rules';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../lib/http';
import { OFFLINE_WRITE_MESSAGE } from '../lib/offline-message';
import { collectionErrorMessage, type CollectionOperation } from './collection-errors';

const http = (
  status: number,
  code = 'x',
  message = 'server words',
  fields?: Record<string, string>,
) => new HttpError(status, code, message, fields);

describe('collectionErrorMessage', () => {
  it.each<[CollectionOperation, unknown, string]>([
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
    ['uploadPhoto', http(503, 'busy', PHOTO_BUSY), PHOTO_BUSY],
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
    ['createBag', http(409, 'limit_reached', TOO_MANY_BAGS), TOO_MANY_BAGS],
    ['addDisc', http(409, 'limit_reached', BAG_FULL), BAG_FULL],
    ['updateDisc', http(409, 'limit_reached', BAG_FULL), BAG_FULL],
    ['createBag', http(409, 'conflict', 'x'), 'Failed to create bag. Please try again.'],
    [
      'createBag',
      http(400, 'invalid_input', 'x', { name: 'Bag name is required' }),
      'Bag name is required',
    ],
    ['createBag', http(400, 'bad_json', 'x'), 'Failed to create bag. Please try again.'],
    ['createBag', http(401), 'User must be logged in to create a bag'],
    ['removeDisc', http(401), 'User must be logged in to remove a disc from a bag'],
    // A write with no connection says the player is offline; a read keeps its words.
    ['createBag', http(0, 'network'), OFFLINE_WRITE_MESSAGE],
    ['updateDisc', http(0, 'network'), OFFLINE_WRITE_MESSAGE],
    ['uploadPhoto', http(0, 'network'), OFFLINE_WRITE_MESSAGE],
  ])('%s failing with %o shows %j', (op, err, message) => {
    expect(collectionErrorMessage(op, err)).toBe(message);
  });
});
