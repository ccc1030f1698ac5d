/**
 * Catalogue data (docs/product.md): the whole catalogue is loaded once and kept for
 * 30 minutes, so coming back to a screen inside that window reuses it (HTTP Cache-Control and
 * ETag cover full page reloads). Brands and categories are kept for 5 minutes.
 */
import { useQuery } from '@tanstack/react-query';
import type { Disc } from '../../core/disc/types';
import {
  getCatalogue,
  listBrands,
  listCategories,
} from '../../core/api/catalogue-routes';
import { getConfig } from '../../core/api/system-routes';
import { callApi } from '../lib/api-client';
import { HttpError } from '../lib/http';
import type { PurchaseConfig } from '../lib/purchase-url';
import { readRetryOptions } from './query-policy';

export const CATALOGUE_CACHE_MS = 30 * 60 * 1000;
export const LISTS_CACHE_MS = 5 * 60 * 1000;

export const catalogueKeys = {
  all: ['catalog'] as const,
  brands: ['catalog', 'brands'] as const,
  categories: ['catalog', 'categories'] as const,
  config: ['config'] as const,
};

export const CATALOGUE_FAILED = 'Failed to fetch discs';

/**
 * The message for a failed catalogue load (product rules): the server's message, or
 * 'Failed to fetch discs' when there is none. An answer without our JSON error body (a proxy's
 * bare 502, say) carries only its HTTP status text, which is no message for a player.
 */
export function catalogueErrorMessage(error: unknown): string {
  if (error instanceof HttpError && error.code.startsWith('http_')) return CATALOGUE_FAILED;
  return error instanceof Error && error.message ? error.message : CATALOGUE_FAILED;
}

/**
 * The catalogue as the UI's Disc list. The API does not serve `link`, so it is null here; an
 * answer that is not a list (an empty body from a proxy, say) counts as an empty catalogue.
 */
export async function fetchCatalogue(): Promise<Disc[]> {
  const discs = await callApi(getCatalogue);
  if (!Array.isArray(discs)) return [];
  return discs.map((d) => ({ ...d, link: null }));
}

/** The whole catalogue. `data` is [] when the server has none; `refetch()` reloads it. */
export function useCatalogue() {
  return useQuery({
    queryKey: catalogueKeys.all,
    queryFn: fetchCatalogue,
    staleTime: CATALOGUE_CACHE_MS,
    gcTime: CATALOGUE_CACHE_MS,
    ...readRetryOptions,
  });
}

async function fetchNames(
  route: typeof listBrands | typeof listCategories,
  message: string,
): Promise<string[]> {
  try {
    const names = await callApi(route);
    return Array.isArray(names) ? names.filter((v) => typeof v === 'string') : [];
  } catch (err) {
    console.warn(message, err);
    throw new Error(message, { cause: err });
  }
}

export function useBrands() {
  return useQuery({
    queryKey: catalogueKeys.brands,
    queryFn: () => fetchNames(listBrands, 'Failed to fetch brands'),
    staleTime: LISTS_CACHE_MS,
  });
}

export function useCategories() {
  return useQuery({
    queryKey: catalogueKeys.categories,
    queryFn: () => fetchNames(listCategories, 'Failed to fetch categories'),
    staleTime: LISTS_CACHE_MS,
  });
}

/** The Purchase button's retailer settings; they do not change while the app runs. */
export function usePurchaseConfig() {
  return useQuery({
    queryKey: catalogueKeys.config,
    queryFn: async (): Promise<PurchaseConfig | null> =>
      (await callApi(getConfig))?.purchase ?? null,
    staleTime: Infinity,
  });
}
