import { describe, expect, it } from 'vitest';
import { DETAIL_KEYS, DISC_FIELDS, type UserDiscDetails } from '../collection/disc-fields';
import {
  changedDetails,
  DRAFT_KINDS,
  draftOf,
  EMPTY_DRAFT,
  FLIGHT_INCOMPLETE,
  FORM_DETAILS,
  parseDraft,
} from './disc-details-form';

describe('the disc-details form', () => {
  it('turns text into typed details, empty text into null', () => {
    expect(
      parseDraft({ ...EMPTY_DRAFT, plastic: ' Star ', weight: '175,5', condition: '9' }),
    ).toEqual({
      ok: true,
      value: {
        plastic: 'Star',
        weight: 175.5,
        condition: 9,
        nickname: null,
        notes: null,
        acquiredOn: null,
        myFlight: null,
      },
    });
  });

  it.each([
    [{ weight: 'heavy' }, { weight: 'Weight must be between 100 and 200 grams' }],
    [{ weight: '250' }, { weight: 'Weight must be between 100 and 200 grams' }],
    [{ condition: '11' }, { condition: 'Condition must be a whole number from 1 to 10' }],
    [{ speed: '12', glide: '5' }, { myFlight: FLIGHT_INCOMPLETE }],
    [{ acquiredOn: '2026-13-01' }, { acquiredOn: 'Use a date such as 2026-05-31' }],
  ])('refuses %o with the field’s message', (draft, fields) => {
    expect(parseDraft({ ...EMPTY_DRAFT, ...draft })).toEqual({ ok: false, fields });
  });

  it('takes all four flight numbers as the personal ones', () => {
    const r = parseDraft({ ...EMPTY_DRAFT, speed: '12', glide: '5', turn: '-1.5', fade: '3' });
    expect(r.ok && r.value.myFlight).toEqual({ speed: 12, glide: 5, turn: -1.5, fade: 3 });
  });

  it('round-trips a disc and reports only what changed', () => {
    const disc = {
      plastic: 'Star',
      weight: 175,
      myFlight: { speed: 9, glide: 5, turn: 0, fade: 2 },
    };
    const draft = draftOf(disc);
    const parsed = parseDraft({ ...draft, weight: '176', notes: 'Ace!' });
    expect(parsed.ok && changedDetails(disc, parsed.value)).toEqual({ weight: 176, notes: 'Ace!' });
  });
});

describe('the form and the field table', () => {
  const FULL: UserDiscDetails = {
    plastic: 'Star',
    weight: 175.5,
    condition: 8,
    nickname: 'Ace',
    notes: 'Flips up',
    acquiredOn: '2026-05-31',
    myFlight: { speed: 12, glide: 5, turn: -1.5, fade: 2 },
    status: 'lost',
    statusNote: 'Pond on hole 7',
    statusDate: '2026-06-01',
  };

  it.each(DETAIL_KEYS)(
    'takes %s through the draft and back, or leaves it to another form',
    (key) => {
      expect(FULL).toHaveProperty(key);
      expect(DRAFT_KINDS).toHaveProperty(key);
      const parsed = parseDraft(draftOf(FULL));
      expect(parsed.ok).toBe(true);
      const value = parsed.ok ? (parsed.value as Record<string, unknown>)[key] : undefined;
      if (DRAFT_KINDS[key] === null) expect(value).toBeUndefined();
      else expect(value).toEqual(FULL[key]);
    },
  );

  it('holds an object detail as one input per part, the table’s parts', () => {
    for (const [key, kind] of FORM_DETAILS) {
      const stored = DISC_FIELDS[key].stored;
      expect(typeof kind === 'string' ? key : Object.keys(kind)).toEqual(
        typeof stored === 'string' ? key : Object.keys(stored),
      );
    }
  });
});
