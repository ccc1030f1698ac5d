/**
 * Catalogue data (spec §4 Catalogue, §7): the whole catalogue is loaded once and kept for
 * 30 minutes, so coming back to a screen inside that window reuses it (HTTP Cache-Control and
 * ETag cover full page reloads). Brands and categories are kept for 5 minutes.
 */
import { useQuery } from '@tanstack/react-query';
import type { Disc } from '../../../core/disc/types';
import { request } from '../../lib/http';
import type { PurchaseConfig } from './purchase-url';

export const CATALOGUE_CACHE_MS = 30 * 60 * 1000;
export const LISTS_CACHE_MS = 5 * 60 * 1000;

export const catalogueKeys = {
  all: ['catalog'] as const,
  brands: ['catalog', 'brands'] as const,
  categories: ['catalog', 'categories'] as const,
  config: ['config'] as const,
};

/** The message for a failed catalogue load (spec §8): the error's message or the fallback. */
export function catalogueErrorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Failed to fetch discs';
}

/** The server answers an array; an older shape `{ discs }` or nothing at all means the list given. */
function discsOf(data: unknown): Disc[] {
  if (Array.isArray(data)) return data as Disc[];
  const discs = (data as { discs?: unknown } | null)?.discs;
  return Array.isArray(discs) ? (discs as Disc[]) : [];
}

export async function fetchCatalogue(): Promise<Disc[]> {
  return discsOf(await request<unknown>('GET', '/api/catalog'));
}

/** The whole catalogue. `data` is [] when the server has none; `refetch()` reloads it. */
export function useCatalogue() {
  return useQuery({
    queryKey: catalogueKeys.all,
    queryFn: fetchCatalogue,
    staleTime: CATALOGUE_CACHE_MS,
    gcTime: CATALOGUE_CACHE_MS,
  });
}

async function fetchNames(url: string, message: string): Promise<string[]> {
  try {
    const data = await request<unknown>('GET', url);
    return Array.isArray(data) ? data.filter((v): v is string => typeof v === 'string') : [];
  } catch (err) {
    console.warn(message, err);
    throw new Error(message, { cause: err });
  }
}

export function useBrands() {
  return useQuery({
    queryKey: catalogueKeys.brands,
    queryFn: () => fetchNames('/api/catalog/brands', 'Failed to fetch brands'),
    staleTime: LISTS_CACHE_MS,
  });
}

export function useCategories() {
  return useQuery({
    queryKey: catalogueKeys.categories,
    queryFn: () => fetchNames('/api/catalog/categories', 'Failed to fetch categories'),
    staleTime: LISTS_CACHE_MS,
  });
}

/** The Purchase button's retailer settings; they do not change while the app runs. */
export function usePurchaseConfig() {
  return useQuery({
    queryKey: catalogueKeys.config,
    queryFn: async () =>
      (await request<{ purchase?: PurchaseConfig }>('GET', '/api/config')).purchase ?? null,
    staleTime: Infinity,
  });
}
