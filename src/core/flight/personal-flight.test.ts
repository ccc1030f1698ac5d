import { describe, expect, it } from 'vitest';
import { details, userDisc } from '../testing/factories';
import { activeDiscs, withPersonalFlight } from './personal-flight';

describe('personal flight numbers', () => {
  it('replace the catalogue’s numbers and keep the rest', () => {
    const d = userDisc(1, details(), { myFlight: { speed: 6, glide: 4, turn: 0, fade: 2 } });
    expect(withPersonalFlight(d).discDetails).toEqual({
      ...details(),
      speed: 6,
      glide: 4,
      turn: 0,
      fade: 2,
    });
  });

  it('leave a disc without them, or without catalogue details, as it is', () => {
    const plain = userDisc(1);
    expect(withPersonalFlight(plain)).toBe(plain);
    const orphan = userDisc(2, null, { myFlight: { speed: 6, glide: 4, turn: 0, fade: 2 } });
    expect(withPersonalFlight(orphan).discDetails).toBeNull();
  });

  it('active discs leave out the archived ones', () => {
    const discs = [
      userDisc(1),
      userDisc(2, details(), { status: 'active' }),
      userDisc(3, details(), { status: 'lost' }),
      userDisc(4, details(), { status: 'retired' }),
    ];
    expect(activeDiscs(discs).map((d) => d.id)).toEqual([discs[0]!.id, discs[1]!.id]);
  });
});
