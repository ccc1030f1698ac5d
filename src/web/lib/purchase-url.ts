/** The retailer settings served by GET /api/config (docs/product.md). */
export interface PurchaseConfig {
  baseUrl: string;
  referral: string;
}

/**
 * The Purchase button's link: the retailer's search for the lowercase brand and name, plus the
 * referral parameter. Null when no retailer is configured, so the button can be left out.
 */
export function purchaseUrl(
  config: PurchaseConfig | null | undefined,
  disc: { brand: string; name: string },
): string | null {
  if (!config || config.baseUrl.trim() === '') return null;
  const search = `${disc.brand.toLowerCase()} ${disc.name.toLowerCase()}`;
  return `${config.baseUrl}?s=${encodeURIComponent(search)}&ref=${encodeURIComponent(config.referral)}`;
}
