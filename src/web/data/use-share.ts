import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { failedOffline, OFFLINE_WRITE_MESSAGE } from '../lib/offline-message';
import type { BagShare, SharedBag } from '../../core/schemas/share';
import { HttpError } from '../lib/http';
import * as api from './share-api';
import { readRetryOptions } from './query-policy';

export const bagShareKey = (bagId: string) => ['bag-share', bagId] as const;
export const sharedBagKey = (token: string) => ['shared-bag', token] as const;

/** The product's words when a share call fails without a message meant for the player. */
export const SHARE_FAILURE = 'Failed to update the link. Please try again.';
export const SHARE_LOAD_FAILURE = 'Failed to load the link. Please try again.';

/** The server's words for a bag that is gone (404), else the product's failure message. */
export function shareErrorMessage(err: unknown, fallback: string): string {
  if (failedOffline(err)) return OFFLINE_WRITE_MESSAGE;
  if (err instanceof HttpError && (err.status === 404 || err.isNetwork)) return err.message;
  return fallback;
}

/** The bag's public link (owner only); read while `enabled` (the dialog is open). */
export function useBagShare(bagId: string, enabled: boolean) {
  return useQuery<BagShare, Error>({
    queryKey: bagShareKey(bagId),
    queryFn: () => api.fetchBagShare(bagId),
    enabled,
    ...readRetryOptions,
  });
}

type ShareAction = 'enable' | 'rotate' | 'disable';

/** Turns the link on, makes a new one or turns it off; the cached link follows the answer. */
export function useShareAction(bagId: string) {
  const client = useQueryClient();
  return useMutation<BagShare, Error, ShareAction>({
    mutationFn: async (action) => {
      if (action === 'enable') return api.enableBagShare(bagId);
      if (action === 'rotate') return api.rotateBagShare(bagId);
      await api.disableBagShare(bagId);
      return { enabled: false };
    },
    onSuccess: (share) => client.setQueryData(bagShareKey(bagId), share),
  });
}

/** Turns the link's measured landings on or off; the cached link follows the answer. */
export function useShareShowsThrows(bagId: string) {
  const client = useQueryClient();
  return useMutation<BagShare, Error, boolean>({
    mutationFn: (on) => api.setShareShowsThrows(bagId, on),
    onSuccess: (share) => client.setQueryData(bagShareKey(bagId), share),
  });
}

/** A shared bag by its link's token: no session needed. A 404 is final (no retry). */
export function useSharedBag(token: string) {
  return useQuery<SharedBag, Error>({
    queryKey: sharedBagKey(token),
    queryFn: () => api.fetchSharedBag(token),
    ...readRetryOptions,
  });
}
