import { describe, expect, it } from 'vitest';
import { putLayoutSchema, putCourseSchema } from './course';
import {
  HOLE_LABELS_UNIQUE,
  HOLES_COUNT,
  PENALTY_INVALID,
  PLAYER_TWICE,
  PUTTS_INVALID,
  TOO_MANY_GUESTS,
  FINISHED_BEFORE_START,
  putHoleScoresSchema,
  putRoundSchema,
  toFeet,
  lengthIn,
} from './round';
import { gpsTooCoarse } from './throw';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);
const holes = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ label: String(i + 1), par: 3 }));

describe('course and layout schemas', () => {
  it('takes 1 to 36 holes with labels like 1a and 7b, unique in a layout', () => {
    expect(putLayoutSchema.safeParse({ name: 'Main', holes: holes(36) }).success).toBe(true);
    expect(messages(putLayoutSchema.safeParse({ name: 'Main', holes: [] }))).toEqual([HOLES_COUNT]);
    expect(messages(putLayoutSchema.safeParse({ name: 'Main', holes: holes(37) }))).toEqual([
      HOLES_COUNT,
    ]);
    const labels = putLayoutSchema.safeParse({
      name: 'Main',
      holes: [
        { label: '1a', par: 3 },
        { label: '1A', par: 3 },
      ],
    });
    expect(messages(labels)).toEqual([HOLE_LABELS_UNIQUE]);
  });

  it('fills a hole’s defaults and keeps a marked tee only with a fine enough fix', () => {
    const ok = putLayoutSchema.parse({
      name: 'Main',
      holes: [
        {
          label: '7b',
          par: 4,
          lengthFt: 321.04,
          lengthUnit: 'm',
          tee: { lat: 60, lng: 24, accuracyM: 5 },
        },
      ],
    });
    expect(ok.holes[0]).toEqual({
      label: '7b',
      par: 4,
      lengthFt: 321,
      lengthUnit: 'm',
      shape: null,
      tee: { lat: 60, lng: 24, accuracyM: 5 },
      basket: null,
      note: '',
    });
    const coarse = putLayoutSchema.safeParse({
      name: 'Main',
      holes: [{ label: '1', par: 3, basket: { lat: 60, lng: 24, accuracyM: 40 } }],
    });
    expect(messages(coarse)).toEqual([gpsTooCoarse(40)]);
  });

  it('makes a course private unless shared', () => {
    expect(putCourseSchema.parse({ name: ' Maple Hill ' })).toEqual({
      name: 'Maple Hill',
      place: '',
      position: null,
      visibility: 'private',
    });
  });

  it('converts lengths between the stored feet and the player’s unit', () => {
    expect(toFeet(100, 'm')).toBe(328.1);
    expect(lengthIn(328.1, 'm')).toBe(100);
    expect(lengthIn(328.1, 'ft')).toBe(328);
  });
});

describe('round schemas', () => {
  const base = {
    courseName: 'Maple Hill',
    layoutName: 'Gold',
    holes: holes(18),
    startedAt: '2026-11-20T10:00:00.000Z',
  };

  it('takes up to five guests and a finish after the start', () => {
    expect(putRoundSchema.safeParse({ ...base, guests: ['A', 'B', 'C', 'D', 'E'] }).success).toBe(
      true,
    );
    expect(
      messages(putRoundSchema.safeParse({ ...base, guests: ['A', 'B', 'C', 'D', 'E', 'F'] })),
    ).toEqual([TOO_MANY_GUESTS]);
    expect(
      messages(putRoundSchema.safeParse({ ...base, finishedAt: '2026-11-20T09:00:00.000Z' })),
    ).toEqual([FINISHED_BEFORE_START]);
  });

  it('scores a hole with strokes only, penalties and putts within the strokes', () => {
    expect(putHoleScoresSchema.parse({ scores: [{ player: 0, strokes: 3 }] })).toEqual({
      scores: [{ player: 0, strokes: 3, penalty: 0, putts: null }],
      shots: [],
    });
    expect(
      messages(putHoleScoresSchema.safeParse({ scores: [{ player: 0, strokes: 2, penalty: 2 }] })),
    ).toEqual([PENALTY_INVALID]);
    expect(
      messages(
        putHoleScoresSchema.safeParse({
          scores: [{ player: 0, strokes: 4, penalty: 1, putts: 4 }],
        }),
      ),
    ).toEqual([PUTTS_INVALID]);
    expect(
      messages(
        putHoleScoresSchema.safeParse({
          scores: [
            { player: 1, strokes: 3 },
            { player: 1, strokes: 4 },
          ],
        }),
      ),
    ).toEqual([PLAYER_TWICE]);
  });
});
