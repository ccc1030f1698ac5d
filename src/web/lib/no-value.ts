/**
 * The one mark for "nothing to show" in aggregates and labels (an empty bag's averages and brand,
 * a collection without a top brand, a disc whose bag is gone). A single disc's own unknown flight
 * number is '?', as the product rules ask, so '?' means "unknown" and '—' means "none".
 */
export const NO_VALUE = '—';
