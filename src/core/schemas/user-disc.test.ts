import { describe, expect, it } from 'vitest';
import { createBagSchema } from './bag';
import { EXTRA_MAX_BYTES, extraBytes, parseUserDiscInput, splitAnswer } from './user-disc';

const core = { bagId: 'b', discitId: 'd-1', color: '#A1b2C3' };

describe('parseUserDiscInput', () => {
  it('splits core fields from pass-through fields', () => {
    expect(
      parseUserDiscInput({ ...core, plastic: 'Star', weight: 175, ok: true, x: null }, 'create'),
    ).toEqual({
      ok: true,
      value: { ...core, details: { plastic: 'Star', weight: 175 }, extra: { ok: true, x: null } },
    });
  });

  it('requires the core fields on create only', () => {
    expect(parseUserDiscInput({}, 'create')).toMatchObject({
      ok: false,
      fields: { bagId: 'Please select a bag', discitId: 'Please select a disc' },
    });
    expect(parseUserDiscInput({ notes: 'n', ink: 'JS' }, 'update')).toEqual({
      ok: true,
      value: { details: { notes: 'n' }, extra: { ink: 'JS' } },
    });
  });

  it.each([
    'ID',
    'UserId',
    'user_id',
    'Bag_Id',
    'discId',
    'CreatedAt',
    'updated_at',
    'discdetails',
    'Extra',
    'photo_url',
    'toString',
    'constructor',
  ])('refuses the reserved name %s in any case', (key) => {
    expect(parseUserDiscInput({ ...core, [key]: 1 }, 'create')).toEqual({
      ok: false,
      fields: { [key]: 'This field name is not allowed' },
    });
  });

  it('allows exactly 4 KB of pass-through fields, not one byte more', () => {
    const fill = (n: number) => {
      const extra = { a: '', b: '', c: '', d: '', e: '' } as Record<string, string>;
      let left = n - extraBytes(extra);
      for (const k of Object.keys(extra)) {
        const take = Math.min(1000, left);
        extra[k] = 'x'.repeat(take);
        left -= take;
      }
      return extra;
    };
    expect(extraBytes(fill(EXTRA_MAX_BYTES))).toBe(EXTRA_MAX_BYTES);
    expect(parseUserDiscInput({ ...core, ...fill(EXTRA_MAX_BYTES) }, 'create').ok).toBe(true);
    expect(parseUserDiscInput({ ...core, ...fill(EXTRA_MAX_BYTES + 1) }, 'create')).toEqual({
      ok: false,
      fields: { extra: 'Extra fields must total at most 4096 bytes' },
    });
  });

  it('counts multi-byte characters by their UTF-8 size', () => {
    expect(extraBytes({ n: 'é' })).toBe('{"n":""}'.length + 2);
  });

  it('refuses unpaired surrogates, which PostgreSQL cannot store', () => {
    expect(parseUserDiscInput({ ...core, notes: 'a\ud800' }, 'create')).toMatchObject({
      ok: false,
      fields: { notes: 'Notes contains characters that are not allowed' },
    });
    expect(parseUserDiscInput({ ...core, notes: 'ok 🥏' }, 'create').ok).toBe(true);
  });
});

describe('createBagSchema', () => {
  it('trims both fields', () => {
    expect(createBagSchema.parse({ name: '  A  ', description: ' b ' })).toEqual({
      name: 'A',
      description: 'b',
    });
  });
});

describe('splitAnswer', () => {
  it("keeps a disc answer's details and pass-through fields apart, and leaves the server's own out", () => {
    const answer = {
      id: 'u-1',
      userId: 'p-1',
      bagId: 'b',
      discitId: 'd-1',
      color: '#A1B2C3',
      createdAt: '2026-01-01T00:00:00.000Z',
      discDetails: null,
      copy: 2,
      photoUrl: '/api/user-discs/u-1/photo?v=1',
      plastic: 'Star',
      weight: 175,
      notes: undefined,
      ink: 'my number',
      caddy: null,
    };
    expect(splitAnswer(answer)).toEqual({
      details: { plastic: 'Star', weight: 175 },
      extra: { ink: 'my number', caddy: null },
    });
  });
});
