/**
 * The signed-in player's own discs (docs/decisions/0029): discs the catalogue lacks, which the
 * player describes. Read once per session and kept; every write changes the cached list in place.
 * Editing or linking one changes what their bags, wishlist and charts show, so those lists are
 * read again.
 *   const own = useOwnDiscs(userId);         // OwnDisc[] in the catalogue's shape, own: true
 *   const catalogue = usePlayerCatalogue();  // the catalogue and the player's own discs together
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import * as routes from '../../core/api/own-disc-routes';
import type { Disc } from '../../core/disc/types';
import type {
  CreateOwnDiscInput,
  LinkOwnDiscInput,
  OwnDisc,
  UpdateOwnDiscInput,
} from '../../core/schemas/own-disc';
import { callApi, listResource } from '../lib/api-client';
import { playerRecords, useListWrite } from './list-writes';
import { userDiscsKey } from './query-policy';
import { useSession } from './session';
import { useCatalogue } from './use-catalogue';
import { wishlistKey } from './use-wishlist';

export const ownDiscsKey = (userId: string | null) => ['own-discs', userId] as const;
const ownDiscLinksKey = (userId: string | null) => ['own-disc-links', userId] as const;

const calls = listResource(
  routes.listOwnDiscs,
  routes.createOwnDisc,
  routes.updateOwnDisc,
  routes.removeOwnDisc,
);

const ownDiscs = playerRecords<OwnDisc, CreateOwnDiscInput, UpdateOwnDiscInput>({
  key: ownDiscsKey,
  calls,
});

export const useOwnDiscs = ownDiscs.useList;
export const useCreateOwnDisc = ownDiscs.useCreate;
export const useRemoveOwnDisc = ownDiscs.useRemove;

/** Changes an own disc; the bags and the wishlist that show it are read again. */
export function useUpdateOwnDisc(userId: string | null) {
  const client = useQueryClient();
  const update = ownDiscs.useUpdate(userId);
  return {
    ...update,
    mutateAsync: async (vars: Parameters<typeof update.mutateAsync>[0]) => {
      const changed = await update.mutateAsync(vars);
      await Promise.all([
        client.invalidateQueries({ queryKey: userDiscsKey(userId) }),
        client.invalidateQueries({ queryKey: wishlistKey(userId) }),
      ]);
      return changed;
    },
  };
}

/** Own discs the catalogue now has (after a catalogue import or sync): offers, never applied alone. */
export function useOwnDiscLinks(userId: string | null) {
  return useQuery({
    queryKey: ownDiscLinksKey(userId),
    queryFn: () => callApi(routes.listOwnDiscLinks),
    enabled: userId !== null,
    staleTime: 5 * 60 * 1000,
  });
}

/** Switches an own disc to the catalogue's entry, keeping every copy, detail and photo. */
export function useLinkOwnDisc(userId: string | null) {
  const client = useQueryClient();
  return useListWrite(
    ({ id, ...body }: LinkOwnDiscInput & { id: string }) =>
      callApi(routes.linkOwnDisc, { params: { id }, body }),
    (lists, _answer, { id }) => {
      lists.keep<OwnDisc>(ownDiscsKey(userId), (d) => d.id !== id);
      for (const key of [userDiscsKey(userId), wishlistKey(userId), ownDiscLinksKey(userId)])
        void client.invalidateQueries({ queryKey: key });
    },
  );
}

/**
 * The catalogue with the signed-in player's own discs after it (marked `own: true`), for the
 * search, the disc modal, compare and find-similar. Signed out, or before the own discs arrive,
 * it is the catalogue alone.
 */
export function usePlayerCatalogue() {
  const catalogue = useCatalogue();
  const userId = useSession().user?.id ?? null;
  const own = useOwnDiscs(userId);
  const data = useMemo<Disc[] | undefined>(
    () =>
      catalogue.data && own.data?.length
        ? [...catalogue.data, ...own.data.map((d) => ({ ...d, link: null }))]
        : catalogue.data,
    [catalogue.data, own.data],
  );
  return { ...catalogue, data };
}

