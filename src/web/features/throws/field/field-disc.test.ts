import { describe, expect, it } from 'vitest';
import { details, userDisc } from '../../../../core/testing/factories';
import { fieldDiscDetail, fieldDiscName } from './field-disc';

describe('a disc in a field session', () => {
  const destroyer = details({
    name: 'Destroyer',
    brand: 'Innova',
    speed: 12,
    glide: 5,
    turn: -1,
    fade: 3,
  });

  it('tells two copies of one disc apart by name', () => {
    expect(fieldDiscName(userDisc(1, destroyer))).toBe('Destroyer');
    expect(fieldDiscName(userDisc(2, destroyer, { copy: 2 }))).toBe('Destroyer (copy 2)');
  });

  it('shows the numbers the player flies, the plastic and weight, and the bag', () => {
    const plain = userDisc(1, destroyer);
    expect(fieldDiscDetail(plain, 'Main')).toBe('Innova · 12/5/-1/3 · Main');
    const own = userDisc(2, destroyer, {
      copy: 2,
      plastic: 'Star',
      weight: 175,
      myFlight: { speed: 11, glide: 5, turn: -2, fade: 2 },
    });
    expect(fieldDiscDetail(own, 'Main')).toBe('Innova · 11/5/-2/2 (yours) · Star · 175 g · Main');
  });
});
