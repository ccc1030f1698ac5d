import { describe, expect, it } from 'vitest';
import { planCanonicalisation, planImport, type IsDerivedId } from './catalogue-merge';
import { derivedDiscId } from './identity';
import { makeDisc } from '../testing/catalogue-discs';
import type { Disc } from './types';

/** A made-up disc; `id` defaults to the derived one. */
const disc = (brand: string, name: string, over: Partial<Disc> = {}): Disc =>
  makeDisc({ id: derivedDiscId(brand, name), name, brand, ...over });

const isDerived: IsDerivedId = (d) =>
  d.id === derivedDiscId(d.brand, d.name) || d.id.startsWith('old-');

describe('planImport', () => {
  it('adds a disc it does not hold', () => {
    const plan = planImport([], [disc('Acme', 'One', { id: 's-1' })], isDerived);
    expect(plan.upserts.map((d) => d.id)).toEqual(['s-1']);
    expect(plan.moves.size).toBe(0);
  });

  it('replaces a derived entry by the source id, under any brand spelling', () => {
    const starter = disc('Westside', 'Harp');
    const plan = planImport(
      [starter],
      [disc('Westside Discs', 'HARP', { id: 'src-1' })],
      isDerived,
    );
    expect(plan.upserts.map((d) => d.id)).toEqual(['src-1']);
    expect([...plan.moves]).toEqual([[starter.id, 'src-1']]);
    expect(plan.deletes).toEqual([starter.id]);
  });

  it('updates the source entry from an id-less record, keeping its id, name spelling and picture', () => {
    const held = disc('Innova', 'Teebird3', { id: 'src-1', pic: 'https://p.example/t.webp' });
    const plan = planImport([held], [disc('Innova', 'TeeBird 3', { speed: 8 })], isDerived);
    expect(plan.upserts).toEqual([{ ...held, speed: 8 }]);
    expect(plan.moves.size).toBe(0);
  });

  it('never adds a second entry for a source id it has not seen when the disc is held', () => {
    const held = disc('Acme', 'One', { id: 'first-source' });
    const plan = planImport(
      [held],
      [disc('Acme', 'one', { id: 'second-source', fade: 2 })],
      isDerived,
    );
    expect(plan.upserts).toEqual([{ ...held, fade: 2, name: 'one' }]);
    expect(plan.deletes).toEqual([]);
  });

  it('merges held duplicates into the entry matched by id', () => {
    const a = disc('Acme', 'One', { id: 'src-1' });
    const b = disc('Acme', 'One', { id: 'old-1' });
    const plan = planImport([a, b], [disc('Acme', 'One', { id: 'src-1' })], isDerived);
    expect(plan.deletes).toEqual(['old-1']);
    expect(plan.moves.get('old-1')).toBe('src-1');
  });

  it('ends with one entry whatever the order: id-less records first, then the source', () => {
    const idLess = disc('Westside', 'Harp');
    const first = planImport([], [idLess], isDerived);
    const then = planImport(
      first.upserts,
      [disc('Westside Discs', 'Harp', { id: 'src' })],
      isDerived,
    );
    expect(then.upserts.map((d) => d.id)).toEqual(['src']);
    expect(then.deletes).toEqual([idLess.id]);
    const again = planImport(
      [then.upserts[0]!],
      [disc('Westside Discs', 'harp', { speed: 3 })],
      isDerived,
    );
    expect(again.upserts).toEqual([{ ...then.upserts[0]!, speed: 3 }]);
    expect(again.deletes).toEqual([]);
  });

  it('does not merge an entry that another record claims by id', () => {
    const a = disc('Acme', 'One', { id: 'src-1' });
    const plan = planImport(
      [a],
      [disc('Acme', 'One Renamed', { id: 'src-1' }), disc('Acme', 'One', { id: 'src-2' })],
      isDerived,
    );
    expect(plan.upserts.map((d) => d.id)).toEqual(['src-1', 'src-2']);
    expect(plan.deletes).toEqual([]);
  });
});

describe('planCanonicalisation', () => {
  it('is empty for a clean catalogue', () => {
    const plan = planCanonicalisation(
      [disc('Innova', 'Aviar', { id: 's-1' }), disc('Westside Discs', 'Harp')],
      isDerived,
    );
    expect(plan).toEqual({ upserts: [], moves: new Map(), deletes: [] });
  });

  it('merges two spellings of one disc into the source entry, with canonical spellings', () => {
    const starter = disc('Westside', 'Harp', { id: 'old-harp', category: 'Putters' });
    const source = disc('Westside', 'Harp', { id: 'src-harp', category: 'Midrange', pic: null });
    const plan = planCanonicalisation([starter, source], isDerived);
    expect(plan.upserts).toEqual([{ ...source, brand: 'Westside Discs' }]);
    expect([...plan.moves]).toEqual([['old-harp', 'src-harp']]);
    expect(plan.deletes).toEqual(['old-harp']);
  });

  it('moves an old derived id to the UUIDv5 one', () => {
    const old = disc('Axiom', 'Envy', { id: 'old-envy', category: 'Putters' });
    const plan = planCanonicalisation([old], isDerived);
    const id = derivedDiscId('Axiom Discs', 'Envy');
    expect(plan.upserts).toEqual([{ ...old, id, brand: 'Axiom Discs', category: 'Putter' }]);
    expect([...plan.moves]).toEqual([['old-envy', id]]);
  });
});
