import { describe, expect, it } from 'vitest';
import type { Disc } from '../disc/types';
import { makeDisc } from '../testing/catalogue-discs';
import { details, userDisc } from '../testing/factories';
import { flightNumbersOf } from './flight-distance';
import {
  bagInsights,
  coverageGrid,
  findSimilar,
  insightDiscFromCatalogue,
  insightDiscsOf,
  overlaps,
  prepareCatalogue,
  roleCoverage,
  suggestionsFor,
  type InsightDisc,
} from './insights';
import { modelDistance, TYPICAL_BAG } from '../flight/flight-model';
import { ARM_PRESET_FEET } from '../flight/thrower';
import {
  ARM_CLASSES,
  ARM_RULES,
  armClass,
  FAST_ARM_FROM_FEET,
  rolesFor,
  SLOW_ARM_BELOW_FEET,
  type RoleId,
} from './roles';

const disc = (
  name: string,
  brand: string,
  numbers: [number, number, number, number],
  id = name,
) => {
  const [speed, glide, turn, fade] = numbers;
  return makeDisc({ id, name, brand, category: 'Test', speed, glide, turn, fade });
};
const bagOf = (...discs: Disc[]): InsightDisc[] =>
  discs.map((d, i) => ({ ...insightDiscFromCatalogue(d), key: `ud-${i}` }));
const ids = (list: readonly { role: { id: RoleId } }[]) => list.map((r) => r.role.id);

const CATALOGUE: Disc[] = [
  disc('Aviar', 'Innova', [2, 3, 0, 1]),
  disc('Luna', 'Discraft', [3, 3, 0, 3]),
  disc('Zone', 'Discraft', [4, 3, 0, 3]),
  disc('Harp', 'Westside', [4, 3, 0, 3]),
  disc('Buzzz', 'Discraft', [5, 4, -1, 1]),
  disc('Mako3', 'Innova', [5, 5, 0, 0]),
  disc('Leopard3', 'Innova', [7, 5, -2, 1]),
  disc('Sidewinder', 'Innova', [9, 5, -3, 1]),
  disc('Diamond', 'Latitude 64', [8, 6, -3, 1]),
  disc('Teebird', 'Innova', [7, 5, 0, 2]),
  disc('Firebird', 'Innova', [9, 3, 0, 4]),
  disc('Destroyer', 'Innova', [12, 5, -1, 3]),
  disc('Zeus', 'Discraft', [12, 5, -1, 3]),
  disc('Wraith', 'Innova', [11, 5, -1, 3]),
  disc('Force', 'Discraft', [12, 5, 0, 3]),
  disc('Boss', 'Innova', [13, 5, -1, 3]),
  disc('Tern', 'Innova', [12, 6, -2, 2]),
  disc('Grace', 'Discraft', [11, 6, -1, 2]),
  disc('Raider', 'Discraft', [13, 5, 0, 3]),
  disc('Crank', 'Discraft', [13, 5, -2, 1]),
  disc('No numbers', 'Acme', [9, 5, 0, 0]),
];
CATALOGUE[CATALOGUE.length - 1]!.turn = null;
const catalogue = prepareCatalogue(CATALOGUE);
const find = (name: string) => CATALOGUE.find((d) => d.name === name)!;

describe('armClass', () => {
  it.each([
    ['slow', 'slow'],
    ['average', 'average'],
    ['fast', 'fast'],
    [{ maxFeet: 274 }, 'slow'],
    [{ maxFeet: 275 }, 'average'],
    [{ maxFeet: 339 }, 'average'],
    [{ maxFeet: 340 }, 'fast'],
  ] as const)('%j is a %s arm', (arm, expected) => {
    expect(armClass(arm)).toBe(expected);
  });

  it.each(ARM_CLASSES)("the %s arm's text agrees with the chart", (cls) => {
    // The chart draws the preset of the same name; its longest typical disc lands at the
    // distance the text names, and the preset falls in the class the text describes.
    const feet = ARM_PRESET_FEET[cls];
    expect(armClass(cls)).toBe(cls);
    expect(armClass({ maxFeet: feet })).toBe(cls);
    expect(ARM_RULES[cls]).toContain(`the chart's ${cls} arm throws ${feet} ft`);
    const longest = Math.max(
      ...TYPICAL_BAG.map(([, n]) =>
        modelDistance(n, { arm: cls, throwType: 'backhand', handedness: 'righty' }),
      ),
    );
    expect(Math.round(longest)).toBe(feet);
    for (const figure of ARM_RULES[cls].matchAll(/(\d+) ft/g)) {
      const n = Number(figure[1]);
      expect([SLOW_ARM_BELOW_FEET, FAST_ARM_FROM_FEET, feet]).toContain(n);
    }
  });
});

describe('coverageGrid', () => {
  it('puts each disc in its speed band and stability, and leaves out discs without numbers', () => {
    const grid = coverageGrid(
      bagOf(find('Aviar'), find('Zone'), find('Leopard3'), find('No numbers')),
    );
    const cell = (band: string, stab: 'understable' | 'stable' | 'overstable') =>
      grid.rows.find((r) => r.band === band)!.cells[stab].map((d) => d.name);
    expect(cell('putter', 'stable')).toEqual(['Aviar']);
    expect(cell('approach', 'overstable')).toEqual(['Zone']);
    expect(cell('fairway', 'understable')).toEqual(['Leopard3']);
    expect(cell('distance', 'stable')).toEqual([]);
    expect(grid.unplaced.map((d) => d.name)).toEqual(['No numbers']);
  });
});

describe('roleCoverage', () => {
  it('a putter-only bag lacks every driver role, at every arm', () => {
    for (const arm of ['slow', 'average', 'fast'] as const) {
      const { covered, missing } = roleCoverage(bagOf(find('Aviar'), find('Luna')), arm);
      expect(ids(covered)).toEqual(['putter']);
      const driverRoles = rolesFor(arm)
        .filter((r) => r.driver)
        .map((r) => r.id);
      expect(driverRoles.length).toBeGreaterThanOrEqual(4);
      for (const id of driverRoles) expect(ids(missing)).toContain(id);
    }
  });

  it('three overstable drivers overlap, and the understable roles are missing', () => {
    const bag = bagOf(find('Force'), find('Raider'), disc('Hammer', 'Acme', [12, 4, 0, 3.5]));
    const { covered, missing } = roleCoverage(bag, 'average');
    expect(ids(covered)).toEqual(['overstable-distance']);
    expect(ids(missing)).toEqual(
      expect.arrayContaining([
        'understable-fairway',
        'max-distance',
        'putter',
        'straight-midrange',
      ]),
    );
    const found = overlaps(bag);
    expect(found).toHaveLength(1);
    expect(found[0]!.discs.map((d) => d.name)).toEqual(['Force', 'Raider', 'Hammer']);
    expect(found[0]!.reason).toContain('fly alike');
  });

  it('gives a one-line reason for covered and missing roles', () => {
    const { covered, missing } = roleCoverage(bagOf(find('Aviar')), 'average');
    expect(covered[0]!.reason).toBe('Filled by Aviar: a putter (speed under 3.5).');
    expect(missing.find((m) => m.role.id === 'understable-fairway')!.reason).toBe(
      'No disc in this bag is an understable fairway driver (speed 7 to 9.5, turn + fade under 0).',
    );
  });

  it.each([
    ['slow', 'Sidewinder', true],
    ['slow', 'Destroyer', false],
    ['average', 'Tern', true],
    ['average', 'Destroyer', true],
    ['average', 'Force', false],
    ['average', 'Crank', true],
  ] as const)('%s arm: %s fills the max-distance role: %s', (arm, name, fills) => {
    const { covered } = roleCoverage(bagOf(find(name)), arm);
    expect(ids(covered).includes('max-distance')).toBe(fills);
  });

  it('does not ask a slow arm for an overstable distance driver', () => {
    expect(rolesFor('slow').map((r) => r.id)).not.toContain('overstable-distance');
    expect(rolesFor('average').map((r) => r.id)).toContain('overstable-distance');
  });
});

describe('overlaps', () => {
  it.each([
    ['Destroyer', 'Wraith', true], // speed 1 apart: distance 0.5
    ['Destroyer', 'Force', true], // turn 1 apart: distance 1
    ['Destroyer', 'Firebird', false],
    ['Aviar', 'Luna', false], // fade 2 apart
  ])('%s and %s overlap: %s', (a, b, expected) => {
    expect(overlaps(bagOf(find(a), find(b))).length > 0).toBe(expected);
  });
});

describe('suggestionsFor', () => {
  const role = (id: RoleId, arm: 'slow' | 'average' | 'fast' = 'average') =>
    rolesFor(arm).find((r) => r.id === id)!;

  it('never suggests a disc already in the bag', () => {
    for (const r of rolesFor('fast')) {
      const fitting = CATALOGUE.filter((d) => {
        const n = flightNumbersOf(d);
        return n !== null && r.matches(n);
      });
      const bag = bagOf(...fitting.slice(0, 2));
      const inBag = new Set(bag.map((d) => d.discId));
      for (const s of suggestionsFor(r, bag, catalogue, 'fast'))
        expect(inBag.has(s.disc.id)).toBe(false);
    }
    const full = bagOf(...CATALOGUE);
    const all = bagInsights(full, catalogue, 'average');
    expect(all.missing.flatMap((m) => m.suggestions)).toEqual([]);
  });

  it('ranks by closeness to the role, a carried brand counting closer, at most 5', () => {
    const names = (bag: InsightDisc[]) =>
      suggestionsFor(role('understable-fairway'), bag, catalogue, 'average').map(
        (s) => s.disc.name,
      );
    expect(names([])).toEqual(['Leopard3', 'Diamond', 'Sidewinder']);
    // Innova carried: the Sidewinder (1.41 less 0.5) passes the Diamond (1.22).
    expect(names(bagOf(find('Mako3')))).toEqual(['Leopard3', 'Sidewinder', 'Diamond']);
    const many = suggestionsFor(
      role('putter'),
      [],
      prepareCatalogue([...Array(9)].map((_, i) => disc(`P${i}`, 'Acme', [2, 3, 0, i / 4]))),
      'average',
    );
    expect(many).toHaveLength(5);
  });

  it('keeps a slow arm below speed 12 and suggests understable drivers', () => {
    const slow = suggestionsFor(role('max-distance', 'slow'), [], catalogue, 'slow');
    expect(slow.length).toBeGreaterThan(0);
    for (const s of slow) {
      expect(s.disc.speed!).toBeLessThanOrEqual(11);
      expect(s.disc.turn! + s.disc.fade!).toBeLessThan(1);
    }
    const average = suggestionsFor(role('max-distance'), [], catalogue, 'average');
    for (const s of average) expect(s.disc.speed!).toBeLessThanOrEqual(13);
  });

  it('says why', () => {
    const [first] = suggestionsFor(role('putter'), bagOf(find('Leopard3')), catalogue, 'average');
    expect(first!.disc.name).toBe('Aviar');
    expect(first!.reason).toBe('2 | 3 | 0 | 1: exactly the role; you already carry Innova.');
  });
});

describe('findSimilar', () => {
  it('lists other brands’ twins apart, then the closest that differ, with the differences', () => {
    const { sameNumbers, closest } = findSimilar(find('Destroyer'), catalogue, 3);
    expect(sameNumbers.map((d) => d.name)).toEqual(['Zeus']);
    expect(closest.map((s) => [s.disc.name, s.differences])).toEqual([
      ['Force', '+1 turn'],
      ['Raider', '+1 speed, +1 turn'],
      ['Grace', '-1 speed, +1 glide, -1 fade'],
    ]);
    expect([...sameNumbers, ...closest.map((s) => s.disc)].every((d) => d.brand !== 'Innova')).toBe(
      true,
    );
  });

  it('finds nothing for a disc without numbers', () => {
    expect(findSimilar(find('No numbers'), catalogue)).toEqual({ sameNumbers: [], closest: [] });
  });
});

describe('role rules', () => {
  it('word each band-and-stability role with its speed and turn + fade ranges', () => {
    const rules = Object.fromEntries(rolesFor('fast').map((r) => [r.id, [r.rule, r.driver]]));
    expect(rules).toMatchObject({
      'straight-midrange': ['a stable midrange (speed 5 to 6.5, turn + fade 0 to under 3)', false],
      'understable-fairway': [
        'an understable fairway driver (speed 7 to 9.5, turn + fade under 0)',
        true,
      ],
      'straight-fairway': [
        'a stable fairway driver (speed 7 to 9.5, turn + fade 0 to under 3)',
        true,
      ],
      'overstable-fairway': [
        'an overstable fairway driver (speed 7 to 9.5, turn + fade 3 or more)',
        true,
      ],
      'overstable-distance': [
        'an overstable distance driver (speed 10 and up, turn + fade 3 or more)',
        true,
      ],
    });
  });

  it('fill a band-and-stability role with exactly that band and stability', () => {
    const role = rolesFor('average').find((r) => r.id === 'understable-fairway')!;
    expect(role.matches({ speed: 7, glide: 5, turn: -2, fade: 1 })).toBe(true);
    expect(role.matches({ speed: 9.5, glide: 5, turn: -1, fade: 0.5 })).toBe(true);
    expect(role.matches({ speed: 7, glide: 5, turn: -1, fade: 1 })).toBe(false); // stable
    expect(role.matches({ speed: 10, glide: 5, turn: -3, fade: 1 })).toBe(false); // distance
    expect(role.matches({ speed: 6.5, glide: 5, turn: -3, fade: 1 })).toBe(false); // midrange
  });
});

describe('insightDiscsOf', () => {
  it('measures the discs in play with the numbers the player flies', () => {
    const wallCloud = details({
      name: 'Wall Cloud',
      brand: 'Storm',
      speed: 5,
      glide: 5,
      turn: 0,
      fade: 3,
    });
    const flown = userDisc(1, wallCloud, { myFlight: { speed: 9, glide: 5, turn: -1, fade: 2 } });
    const lost = userDisc(2, details({ name: 'Destroyer' }), { status: 'lost' });
    const plain = userDisc(3, details({ name: 'Aviar', speed: 2, glide: 3, turn: 0, fade: 1 }));
    expect(
      insightDiscsOf([flown, lost, plain]).map((d) => [d.name, d.speed, d.turn, d.fade]),
    ).toEqual([
      ['Wall Cloud', 9, -1, 2],
      ['Aviar', 2, 0, 1],
    ]);
    // So the roles follow: an own 9/5/-1/2 is a fairway driver, not an overstable approach disc.
    const roles = roleCoverage(insightDiscsOf([flown]), 'average');
    expect(ids(roles.covered)).not.toContain('overstable-approach');
  });
});
