import { describe, expect, it } from 'vitest';
import type { Bag, UserDisc } from '../bag-types';
import { parseUserDiscInput } from '../schemas/user-disc';
import {
  DETAIL_COLUMNS,
  DETAIL_KEYS,
  detailsFromStored,
  detailTextBytes,
  SHARED_DETAIL_KEYS,
  storedFromDetails,
  type StoredDetails,
  type UserDiscDetails,
} from './disc-fields';
import { buildCsv, CSV_COLUMNS, exportedDisc } from './export-format';
import { readImportFile } from './import-plan';

const FULL: UserDiscDetails = {
  plastic: 'Star',
  weight: 175.5,
  condition: 8,
  nickname: 'Ace ✓',
  notes: 'Flips up',
  acquiredOn: '2026-05-31',
  myFlight: { speed: 12, glide: 5, turn: -1.5, fade: 2 },
  status: 'lost',
  statusNote: 'Pond on hole 7',
  statusDate: '2026-06-01',
};

const bag: Bag = {
  id: 'b1',
  userId: 'u1',
  name: 'Main',
  description: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const disc = (details: UserDiscDetails): UserDisc => ({
  id: 'd1',
  userId: 'u1',
  bagId: 'b1',
  discitId: 'cat-1',
  color: '#123456',
  createdAt: '2026-01-01T00:00:00.000Z',
  discDetails: null,
  ...details,
});

describe('the disc field table', () => {
  it('keeps the CSV columns a spreadsheet user already has, in their order', () => {
    expect(CSV_COLUMNS.join(',')).toBe(
      'Bag,Disc,Brand,Category,Speed,Glide,Turn,Fade,Colour,Plastic,Weight (g),Condition,' +
        'Nickname,Notes,Acquired,My speed,My glide,My turn,My fade,Status,Status note,' +
        'Status date,Catalogue id,Copy',
    );
  });

  it('maps every detail to its columns and back', () => {
    const stored = storedFromDetails(FULL);
    expect(Object.keys(stored).sort()).toEqual([...DETAIL_COLUMNS].sort());
    expect(stored).toMatchObject({ mySpeed: 12, myGlide: 5, myTurn: -1.5, myFade: 2 });
    expect(detailsFromStored(stored as StoredDetails)).toEqual(FULL);
  });

  it.each([
    ['a field not sent is left alone', { notes: 'x' }, { notes: 'x' }],
    ['null clears a field', { plastic: null }, { plastic: null }],
    [
      'null clears every part of an object value',
      { myFlight: null },
      { mySpeed: null, myGlide: null, myTurn: null, myFade: null },
    ],
  ])('changes as columns: %s', (_label, changes, columns) => {
    expect(storedFromDetails(changes)).toEqual(columns);
  });

  it('answers a field not set as absent, and flight numbers only when all four are set', () => {
    const none = Object.fromEntries(DETAIL_COLUMNS.map((c) => [c, null]));
    expect(detailsFromStored({ ...none, status: 'active' } as never)).toEqual({ status: 'active' });
    expect(detailsFromStored({ ...none, status: 'active', mySpeed: 9 } as never)).toEqual({
      status: 'active',
    });
  });

  it('shows a friend only colour-side details: plastic, weight, condition, own flight', () => {
    expect(SHARED_DETAIL_KEYS).toEqual(['plastic', 'weight', 'condition', 'myFlight']);
    expect(detailsFromStored(storedFromDetails(FULL) as never, 'shared')).toEqual({
      plastic: 'Star',
      weight: 175.5,
      condition: 8,
      myFlight: FULL.myFlight,
    });
  });

  it('counts the UTF-8 bytes of plastic, nickname, notes and status note in the text budget', () => {
    const bytes = (s: string) => new TextEncoder().encode(s).length;
    expect(detailTextBytes(FULL)).toBe(
      bytes('Star') + bytes('Ace ✓') + bytes('Flips up') + bytes('Pond on hole 7'),
    );
    expect(detailTextBytes({ weight: 175, plastic: null })).toBe(0);
  });

  it('exports every detail in JSON and reads a CSV export back to the same details', async () => {
    expect(
      Object.keys(exportedDisc(disc(FULL))).filter((k) => DETAIL_KEYS.includes(k as never)),
    ).toHaveLength(DETAIL_KEYS.length);
    const read = await readImportFile('csv', buildCsv([bag], [disc(FULL)]));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const [row] = read.value.rows;
    const parsed = parseUserDiscInput({ ...row!.body, bagId: 'b', discitId: 'cat-1' }, 'create');
    expect(parsed.ok && parsed.value.details).toEqual(FULL);
    expect(parsed.ok && parsed.value.color).toBe('#123456');
  });

  it('writes Status active for a disc answer without a status', () => {
    const { status: _status, ...rest } = FULL;
    const csv = buildCsv([bag], [disc(rest)]);
    expect(csv.split('\r\n')[1]).toContain(',active,');
  });
});
