import { describe, expect, it } from 'vitest';
import { purchaseUrl } from './purchase-url';

const config = { baseUrl: 'https://shop.example/search', referral: 'hyzer' };

describe('purchaseUrl', () => {
  it('searches for the lowercase brand and name and adds the referral', () => {
    expect(purchaseUrl(config, { brand: 'Innova', name: 'Destroyer' })).toBe(
      'https://shop.example/search?s=innova%20destroyer&ref=hyzer',
    );
  });

  it('encodes characters that would break the query string', () => {
    expect(purchaseUrl(config, { brand: 'Dynamic Discs', name: 'Judge & Jury #2' })).toBe(
      'https://shop.example/search?s=dynamic%20discs%20judge%20%26%20jury%20%232&ref=hyzer',
    );
  });

  it('gives no link when no retailer is configured', () => {
    expect(purchaseUrl(undefined, { brand: 'Innova', name: 'Leopard' })).toBeNull();
    expect(
      purchaseUrl({ baseUrl: ' ', referral: 'x' }, { brand: 'Innova', name: 'Leopard' }),
    ).toBeNull();
  });
});
