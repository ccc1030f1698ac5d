import { describe, expect, it } from 'vitest';
import { MAX_THROWS_PER_PLAYER, TOO_MANY_THROWS } from './schemas/throw';
import {
  BAG_FULL,
  checkLimits,
  MAX_BAGS_PER_PLAYER,
  MAX_DISCS_PER_BAG,
  MAX_DISCS_PER_PLAYER,
  MAX_EXTRA_BYTES_PER_PLAYER,
  TOO_MANY_BAGS,
  TOO_MANY_DISCS,
  TOO_MUCH_EXTRA,
  type CollectionChange,
  type LimitName,
  type PlayerUsage,
} from './limits';
import { MAX_PHOTO_BYTES_PER_PLAYER, PHOTO_STORAGE_FULL } from './photo/photo-rules';
import { MAX_OWN_DISCS_PER_PLAYER, TOO_MANY_OWN_DISCS } from './schemas/own-disc';
import { MAX_WISHES_PER_PLAYER, TOO_MANY_WISHES } from './schemas/wishlist';
import {
  MAX_COURSES_PER_PLAYER,
  MAX_LAYOUTS_PER_PLAYER,
  MAX_ROUNDS_PER_PLAYER,
  TOO_MANY_COURSES,
  TOO_MANY_LAYOUTS,
  TOO_MANY_ROUNDS,
} from './schemas/round';

const BAG = 'bag-1';
const OTHER = 'bag-2';
const empty: PlayerUsage = {
  bags: 0,
  discs: 0,
  textBytes: 0,
  photoBytes: 0,
  wishes: 0,
  ownDiscs: 0,
  discsInBag: new Map(),
};
const usage = (u: Partial<PlayerUsage>): PlayerUsage => ({ ...empty, ...u });
const into = (...pairs: [string, number][]) => new Map(pairs);

type Case = [
  label: string,
  usage: PlayerUsage,
  change: CollectionChange,
  refused: [LimitName, string] | null,
];

const cases: Case[] = [
  ['nothing changes', empty, {}, null],
  ['the last bag', usage({ bags: MAX_BAGS_PER_PLAYER - 1 }), { bags: 1 }, null],
  ['one bag too many', usage({ bags: MAX_BAGS_PER_PLAYER }), { bags: 1 }, ['bags', TOO_MANY_BAGS]],
  [
    'an import of several bags that passes the maximum',
    usage({ bags: MAX_BAGS_PER_PLAYER - 2 }),
    { bags: 3, newBagSizes: [1, 1, 1], discs: 3 },
    ['bags', TOO_MANY_BAGS],
  ],
  ['the last disc', usage({ discs: MAX_DISCS_PER_PLAYER - 1 }), { discs: 1 }, null],
  [
    'one disc too many',
    usage({ discs: MAX_DISCS_PER_PLAYER }),
    { discs: 1 },
    ['discs', TOO_MANY_DISCS],
  ],
  [
    'a copy of two with room for one',
    usage({ discs: MAX_DISCS_PER_PLAYER - 1 }),
    { discs: 2 },
    ['discs', TOO_MANY_DISCS],
  ],
  [
    'a move (no new disc) when the player is at the maximum',
    usage({ discs: MAX_DISCS_PER_PLAYER, discsInBag: into([BAG, 3]) }),
    { intoBags: into([BAG, 1]) },
    null,
  ],
  [
    'the last disc of a bag',
    usage({ discsInBag: into([BAG, MAX_DISCS_PER_BAG - 1]) }),
    { discs: 1, intoBags: into([BAG, 1]) },
    null,
  ],
  [
    'a full bag',
    usage({ discsInBag: into([BAG, MAX_DISCS_PER_BAG]) }),
    { discs: 1, intoBags: into([BAG, 1]) },
    ['discsPerBag', BAG_FULL],
  ],
  [
    'a full bag that receives nothing',
    usage({ discsInBag: into([BAG, MAX_DISCS_PER_BAG], [OTHER, 0]) }),
    { discs: 1, intoBags: into([OTHER, 1]) },
    null,
  ],
  [
    'a bag not counted holds no disc',
    empty,
    { intoBags: into([BAG, MAX_DISCS_PER_BAG + 1]) },
    ['discsPerBag', BAG_FULL],
  ],
  ['a new bag filled to the maximum', empty, { bags: 1, newBagSizes: [MAX_DISCS_PER_BAG] }, null],
  [
    'two file bags of 300 merged into one new bag',
    empty,
    { bags: 1, discs: 600, newBagSizes: [600] },
    ['discsPerBag', BAG_FULL],
  ],
  [
    'text up to the budget',
    usage({ textBytes: MAX_EXTRA_BYTES_PER_PLAYER - 10 }),
    { textBytes: 10 },
    null,
  ],
  [
    'text one byte over the budget',
    usage({ textBytes: MAX_EXTRA_BYTES_PER_PLAYER - 10 }),
    { textBytes: 11 },
    ['textBytes', TOO_MUCH_EXTRA],
  ],
  [
    'shorter notes when over the budget',
    usage({ textBytes: MAX_EXTRA_BYTES_PER_PLAYER + 100 }),
    { textBytes: -50 },
    null,
  ],
  [
    'a photo that fills the storage',
    usage({ photoBytes: MAX_PHOTO_BYTES_PER_PLAYER - 1000 }),
    { photoBytes: 1000 },
    null,
  ],
  [
    'a photo one byte too large',
    usage({ photoBytes: MAX_PHOTO_BYTES_PER_PLAYER - 1000 }),
    { photoBytes: 1001 },
    ['photoBytes', PHOTO_STORAGE_FULL],
  ],
  [
    'a smaller photo in place of a larger one when the storage is full',
    usage({ photoBytes: MAX_PHOTO_BYTES_PER_PLAYER }),
    { photoBytes: -1 },
    null,
  ],
  ['the last own disc', usage({ ownDiscs: MAX_OWN_DISCS_PER_PLAYER - 1 }), { ownDiscs: 1 }, null],
  [
    'an import of two new own discs with room for one',
    usage({ ownDiscs: MAX_OWN_DISCS_PER_PLAYER - 1 }),
    { discs: 2, ownDiscs: 2 },
    ['ownDiscs', TOO_MANY_OWN_DISCS],
  ],
  ['the last wish', usage({ wishes: MAX_WISHES_PER_PLAYER - 1 }), { wishes: 1 }, null],
  [
    'one wish too many',
    usage({ wishes: MAX_WISHES_PER_PLAYER }),
    { wishes: 1 },
    ['wishes', TOO_MANY_WISHES],
  ],
  ['the last throw', usage({ throws: MAX_THROWS_PER_PLAYER - 1 }), { throws: 1 }, null],
  [
    'one throw too many',
    usage({ throws: MAX_THROWS_PER_PLAYER }),
    { throws: 1 },
    ['throws', TOO_MANY_THROWS],
  ],
  ['a throw replaced when the log is full', usage({ throws: MAX_THROWS_PER_PLAYER }), {}, null],
  ['the last course', usage({ courses: MAX_COURSES_PER_PLAYER - 1 }), { courses: 1 }, null],
  [
    'one course too many',
    usage({ courses: MAX_COURSES_PER_PLAYER }),
    { courses: 1 },
    ['courses', TOO_MANY_COURSES],
  ],
  [
    'an import with two new layouts and room for one',
    usage({ layouts: MAX_LAYOUTS_PER_PLAYER - 1 }),
    { courses: 1, layouts: 2 },
    ['layouts', TOO_MANY_LAYOUTS],
  ],
  [
    'one round too many',
    usage({ rounds: MAX_ROUNDS_PER_PLAYER }),
    { rounds: 1 },
    ['rounds', TOO_MANY_ROUNDS],
  ],
  ['a round rescored when the rounds are full', usage({ rounds: MAX_ROUNDS_PER_PLAYER }), {}, null],
  [
    'a wish moved into a bag when the wishlist is full',
    usage({ wishes: MAX_WISHES_PER_PLAYER }),
    { discs: 1, intoBags: into([BAG, 1]) },
    null,
  ],
  [
    'several maximums at once: bags are named first',
    usage({ bags: MAX_BAGS_PER_PLAYER, discs: MAX_DISCS_PER_PLAYER }),
    { bags: 1, discs: 1, newBagSizes: [1] },
    ['bags', TOO_MANY_BAGS],
  ],
  [
    'discs before the bag and the text',
    usage({
      discs: MAX_DISCS_PER_PLAYER,
      discsInBag: into([BAG, MAX_DISCS_PER_BAG]),
      textBytes: MAX_EXTRA_BYTES_PER_PLAYER,
    }),
    { discs: 1, intoBags: into([BAG, 1]), textBytes: 1 },
    ['discs', TOO_MANY_DISCS],
  ],
  [
    'the bag before the text',
    usage({ discsInBag: into([BAG, MAX_DISCS_PER_BAG]), textBytes: MAX_EXTRA_BYTES_PER_PLAYER }),
    { discs: 1, intoBags: into([BAG, 1]), textBytes: 1 },
    ['discsPerBag', BAG_FULL],
  ],
];

describe('checkLimits', () => {
  it.each(cases)('%s', (_label, u, change, refused) => {
    expect(checkLimits(u, change)).toEqual(
      refused ? { ok: false, limit: refused[0], message: refused[1] } : { ok: true },
    );
  });
});
