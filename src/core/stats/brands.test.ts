import { describe, expect, it } from 'vitest';
import { brandOf, countBrands, topBrand } from './brands';
import { details, userDisc } from '../testing/factories';

const destroyer = details({ name: 'Destroyer', brand: 'Innova' });
const buzzz = details({ name: 'Buzzz', brand: 'Discraft' });
const zone = details({ name: 'Zone', brand: 'Discraft' });

describe('brandOf', () => {
  it.each([
    { d: userDisc(1, buzzz), brand: 'Discraft' },
    { d: userDisc(2, null), brand: 'Unknown' },
    { d: userDisc(3, details({ brand: '  ' })), brand: 'Unknown' },
  ])('$brand', ({ d, brand }) => {
    expect(brandOf(d)).toBe(brand);
  });
});

describe('countBrands', () => {
  const discs = [
    userDisc(1, destroyer, { bagId: 'b1' }),
    userDisc(2, destroyer, { bagId: 'b2' }),
    userDisc(3, destroyer, { bagId: 'b3' }),
    userDisc(4, buzzz),
    userDisc(5, zone),
    userDisc(6, null),
  ];
  it.each([
    {
      distinctDiscs: false,
      expected: [
        { brand: 'Innova', count: 3 },
        { brand: 'Discraft', count: 2 },
        { brand: 'Unknown', count: 1 },
      ],
      top: 'Innova',
    },
    {
      distinctDiscs: true,
      expected: [
        { brand: 'Discraft', count: 2 },
        { brand: 'Innova', count: 1 },
        { brand: 'Unknown', count: 1 },
      ],
      top: 'Discraft',
    },
  ])('distinctDiscs=$distinctDiscs', ({ distinctDiscs, expected, top }) => {
    const counts = countBrands(discs, { distinctDiscs });
    expect(counts).toEqual(expected);
    expect(topBrand(counts)).toBe(top);
  });

  it('breaks count ties by name and gives null for no discs', () => {
    const tie = [userDisc(1, details({ name: 'X', brand: 'MVP' })), userDisc(2, zone)];
    expect(countBrands(tie).map((c) => c.brand)).toEqual(['Discraft', 'MVP']);
    expect(topBrand(countBrands([]))).toBeNull();
  });
});
